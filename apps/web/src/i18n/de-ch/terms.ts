import type { TextOverrides } from './overrides';

/** The Swiss legal notice's register, VAT and data-protection terms (de/terms.ts). */
export const terms: TextOverrides = {
  legal: {
    register: 'Handelsregister',
    registerNumber: 'Unternehmens-Identifikationsnummer (UID)',
    vatId: 'MWST-Nr.',
    managingDirectors: 'Vertretungsberechtigte Personen',
    privacyLaw: 'Bundesgesetz über den Datenschutz (DSG)',
  },
};
