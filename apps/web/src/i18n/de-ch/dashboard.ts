import type { TextOverrides } from './overrides';

/** Swiss VAT wording on the dashboard (de/dashboard.ts). */
export const dashboard: TextOverrides = {
  dashboard: { vat: 'MWST-Satz' },
};
