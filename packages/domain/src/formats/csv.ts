// RFC 4180 CSV without a library: fields that hold the separator, a quote or a line break are
// quoted, quotes doubled, records end in CRLF. German spreadsheets expect ";" as the separator.

export const CSV_SEPARATOR = ';';
/** A byte order mark makes spreadsheet programs read the file as UTF-8 (umlauts). */
export const CSV_BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula ("=...", "+...", "@...", "-x") gets a leading
 * apostrophe (OWASP CSV injection); numbers such as "-1,5" stay as they are.
 */
function defuseFormula(text: string): string {
  if (/^[=+@\t\r]/.test(text) || /^-(?![\d.,])/.test(text)) return `'${text}`;
  return text;
}

export function csvField(value: string | number | null | undefined, separator: string = CSV_SEPARATOR): string {
  if (value === null || value === undefined) return '';
  const text = defuseFormula(String(value));
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and rows as one CSV text (each record, the last one too, ends in CRLF). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>, separator: string = CSV_SEPARATOR): string {
  return [header, ...rows].map((r) => r.map((v) => csvField(v, separator)).join(separator) + '\r\n').join('');
}
