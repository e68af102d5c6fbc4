import { toSwissSpelling } from '@fuel/domain/brands/spelling';
import { de, type Resources } from '../de';
import { dashboard } from './dashboard';
import { nav } from './nav';
import { terms } from './terms';
import { withOverrides } from './overrides';

/**
 * Swiss German writes "ss" where German uses "ß" (e.g. "Strasse", "schliessen") and "MWST" for the
 * VAT: the domain's one rule (brands/spelling.ts), which the server applies to its messages and mails.
 */
function inSwissSpelling<T>(value: T): T {
  if (typeof value === 'string') return toSwissSpelling(value) as T;
  if (Array.isArray(value)) return value.map((item) => inSwissSpelling(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inSwissSpelling(item)])) as T;
  }
  return value;
}

/**
 * German (Switzerland): Swiss spelling of every German text, then the terms Swiss business usage differs
 * in, one override module per namespace of ../de (only the namespaces that have any).
 */
export const deCH: Resources = withOverrides(inSwissSpelling<Resources>(de), nav, dashboard, terms);
