import { toSwissSpelling } from '@fuel/domain/brands/spelling';
import { de, type Resources } from './de';

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

const swiss = inSwissSpelling<Resources>(de);

/** German (Switzerland): Swiss spelling plus the terms Swiss business usage differs in. */
export const deCH: Resources = {
  ...swiss,
  footer: { ...swiss.footer, vatId: 'MWST-Nr.', register: 'Handelsregister (UID)' },
  dashboard: { ...swiss.dashboard, vat: 'MWST-Satz' },
  legal: {
    ...swiss.legal,
    register: 'Handelsregister',
    registerNumber: 'Unternehmens-Identifikationsnummer (UID)',
    vatId: 'MWST-Nr.',
    managingDirectors: 'Vertretungsberechtigte Personen',
    privacyLaw: 'Bundesgesetz über den Datenschutz (DSG)',
  },
};
