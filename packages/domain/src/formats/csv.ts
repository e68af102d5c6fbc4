// RFC 4180 CSV without a library: fields that hold the separator, a quote or a line break are
// quoted, quotes doubled, records end in CRLF. German spreadsheets expect ";" as the separator.

export const CSV_SEPARATOR = ';';
/** A byte order mark makes spreadsheet programs read the file as UTF-8 (umlauts). */
export const CSV_BOM = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A plain number as we write it: optional sign, digits with optional thousands separators (".", "'",
 * "’", spaces) and a decimal part, e.g. "-1.234,56", "-1'234.56", "+12", "-,5". Nothing else may follow.
 */
const PLAIN_NUMBER = /^[-+]?(?:\d+|\d{1,3}(?:[.,'\u2019\u00a0\u202f ]\d{3})+)?(?:[.,]\d+)?$/;

/**
 * A cell a spreadsheet would run as a formula ("=...", "+...", "-...", "@...", or one starting with
 * a tab or carriage return) gets a leading apostrophe, so it is shown as text; plain numbers such as
 * "-12,50" stay numbers. "-1+cmd|..." is not a plain number and is defused.
 */
export function defuseFormula(text: string): string {
  if (!FORMULA_START.test(text)) return text;
  return /\d/.test(text) && PLAIN_NUMBER.test(text) ? text : `'${text}`;
}

export function csvField(value: string | number | null | undefined, separator: string = CSV_SEPARATOR): string {
  if (value === null || value === undefined) return '';
  const text = defuseFormula(String(value));
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

type CsvRecord = ReadonlyArray<string | number | null | undefined>;

/** A header line and rows as one CSV text (each record, the last one too, ends in CRLF). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<CsvRecord>, separator: string = CSV_SEPARATOR): string {
  return toCsvRecords([header, ...rows], separator);
}

/** Records without a header (a streamed file appends them batch by batch). */
export function toCsvRecords(rows: ReadonlyArray<CsvRecord>, separator: string = CSV_SEPARATOR): string {
  return rows.map((r) => r.map((v) => csvField(v, separator)).join(separator) + '\r\n').join('');
}
