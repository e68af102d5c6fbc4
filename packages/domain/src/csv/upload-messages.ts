// The German messages of uploading and applying a CSV file (spec section 8: the error header names
// the file and points to the template). Codes: CSV_NOT_TEXT, CSV_FILE_TOO_LARGE, CSV_HAS_ERRORS,
// CSV_APPLY_FAILED, CSV_UPLOAD_NOT_FOUND, CSV_NOT_CSV, CSV_BUSY, CSV_RATE_LIMITED (429).
export const CSV_UPLOAD_MESSAGES = {
  hasErrors: (fileName: string, count: number) =>
    `Die Datei „${fileName}“ enthält ${count === 1 ? 'einen Fehler' : `${count} Fehler`} und wurde nicht übernommen; es wurde nichts geändert. Bitte korrigieren Sie die Datei oder laden Sie die Vorlage herunter und übernehmen Sie deren Spalten.`,
  rowFailed: (row: number, reason: string) => `Zeile ${row}: ${reason} Es wurde nichts geändert.`,
  draftGone:
    'Diese Vorschau ist nicht mehr gültig (bereits übernommen oder durch eine neuere ersetzt). Bitte laden Sie die Datei erneut hoch.',
  notFound: 'Der Upload wurde nicht gefunden.',
  notCsv: 'Bitte laden Sie eine CSV-Datei hoch (Inhaltstyp text/csv).',
  busy: 'Ihr Unternehmen lässt gerade bereits zwei CSV-Dateien prüfen. Bitte warten Sie, bis diese fertig sind, und versuchen Sie es dann erneut.',
  rateLimited:
    'Sie haben in der letzten Minute zu viele CSV-Dateien hochgeladen. Bitte versuchen Sie es in einer Minute erneut.',
} as const;
