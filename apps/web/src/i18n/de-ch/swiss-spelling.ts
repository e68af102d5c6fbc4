import { toSwissSpelling } from '@fuel/domain/brands/spelling';

/**
 * Swiss German writes "ss" where German uses "ß" (e.g. "Strasse", "schliessen") and "MWST" for the
 * VAT: the domain's one rule (brands/spelling.ts), which the server applies to its messages and mails.
 */
export function inSwissSpelling<T>(value: T): T {
  if (typeof value === 'string') return toSwissSpelling(value) as T;
  if (Array.isArray(value)) return value.map((item) => inSwissSpelling(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inSwissSpelling(item)])) as T;
  }
  return value;
}
