import type { TextOverrides } from './overrides';

/** Swiss business terms in the footer (de/nav.ts). */
export const nav: TextOverrides = {
  footer: { vatId: 'MWST-Nr.', register: 'Handelsregister (UID)' },
};
