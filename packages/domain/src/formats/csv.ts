// The one CSV writer of every export (decision 063): papaparse writes the records (RFC 4180 quoting,
// quotes doubled, CRLF), this file adds what every German export shares: ";" as the separator, a byte
// order mark, formula defusing, and instants as German day and time in the business time zone.
import Papa from 'papaparse';
import { formatDayTime } from '../calendar/format';
import { DEFAULT_TIME_ZONE } from './date';

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
 * "-12,50" stay numbers. "-1+cmd|..." is not a plain number and is defused. (papaparse's own
 * escapeFormulae would defuse "-12,50" too.)
 */
export function defuseFormula(text: string): string {
  if (!FORMULA_START.test(text)) return text;
  return /\d/.test(text) && PLAIN_NUMBER.test(text) ? text : `'${text}`;
}

/** A cell: text, a number, nothing, or an instant (written "dd.MM.yyyy HH:mm:ss" in business time). */
export type CsvCell = string | number | Date | null | undefined;
type CsvRecord = ReadonlyArray<CsvCell>;
export type CsvOptions = { separator?: string; timeZone?: string };

function cellText(value: CsvCell, timeZone: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDayTime(value, timeZone);
  return defuseFormula(String(value));
}

/** Records without a header, each (the last one too) ending in CRLF; a streamed file appends them batch by batch. */
export function toCsvRecords(
  rows: ReadonlyArray<CsvRecord>,
  { separator = CSV_SEPARATOR, timeZone = DEFAULT_TIME_ZONE }: CsvOptions = {},
): string {
  if (rows.length === 0) return '';
  const cells = rows.map((r) => r.map((v) => cellText(v, timeZone)));
  return (
    Papa.unparse(cells, {
      delimiter: separator,
      newline: '\r\n',
      quotes: false,
      escapeFormulae: false,
      header: false,
    }) + '\r\n'
  );
}

export function csvField(value: CsvCell, separator: string = CSV_SEPARATOR): string {
  return toCsvRecords([[value]], { separator }).slice(0, -2);
}

/** A header line and rows as one CSV text. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<CsvRecord>, options: CsvOptions = {}): string {
  return toCsvRecords([header, ...rows], options);
}

/** A whole export file: byte order mark, then one table or several separated by an empty line. */
export type CsvTable = { header: readonly string[]; rows: ReadonlyArray<CsvRecord> };

export function csvFile(tables: ReadonlyArray<CsvTable>, options: CsvOptions = {}): string {
  return CSV_BOM + tables.map((t) => toCsv(t.header, t.rows, options)).join('\r\n');
}
