import { OFFER_CSV_COLUMNS } from '@fuel/domain/csv/offer-csv';

/** The header line of an offers file, as the template has it. */
export const OFFER_CSV_HEADER = OFFER_CSV_COLUMNS.map((c) => c.header).join(';');

/** One valid fixed-price offer line (Diesel B7 at Hamburg-Harburg); `over` replaces cells by header. */
export const offerCsvRow = (over: Record<string, string> = {}): string => {
  const cells: Record<string, string> = {
    Produkt: 'Diesel B7',
    Terminal: 'Tanklager Hamburg-Harburg',
    'Gesamtmenge (cbm)': '500',
    'Mindestmenge (cbm)': '10',
    'Höchstmenge (cbm)': '40,5',
    Preisart: 'Fest',
    Preis: '98,45',
    Preiseinheit: '100L15',
    Angebotsbeginn: '20.11.2026',
    Angebotsende: '30.11.2026',
    Startzeit: '06:00',
    Endzeit: '18:00',
    Abholzeitraum: '14 Tage',
    ...over,
  };
  return OFFER_CSV_COLUMNS.map((c) => cells[c.header] ?? '').join(';');
};
