/** Column titles of a trigger contract's history download (GET /api/trigger-history/export), German like the UI. */
export const TRIGGER_HISTORY_CSV_HEADER = [
  'Vertrag',
  'Käufer',
  'Produkt',
  'Terminal',
  'Art',
  'Kontraktnummer',
  'Status',
  'Zeitpunkt',
  'Menge (cbm)',
  'Preis (/100L15)',
  'Kommentar',
];
