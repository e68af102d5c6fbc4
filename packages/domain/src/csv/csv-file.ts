// Reading an uploaded CSV file (issue 18, decision 044): bytes -> text -> a table of named cells, the
// same in the browser (instant feedback) and on the server (authoritative). Parsing is papaparse's;
// this file adds what a German spreadsheet user writes: ";" or "," as separator, UTF-8 with or
// without BOM or Windows-1252 (Excel's "CSV (Trennzeichen-getrennt)"), and row numbers as the
// spreadsheet shows them.
import Papa from 'papaparse';

/** The largest file one upload may carry (and that is stored for the history). */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;
/** The most data rows one upload may carry (the header not counted). */
export const MAX_CSV_ROWS = 10_000;

export const CSV_MESSAGES = {
  tooLarge: `Die Datei ist zu groß: erlaubt sind höchstens ${MAX_CSV_BYTES / 1024 / 1024} MB.`,
  tooManyRows: `Die Datei hat zu viele Zeilen: erlaubt sind höchstens ${MAX_CSV_ROWS.toLocaleString('de-DE')} Datenzeilen je Datei.`,
  empty: 'Die Datei ist leer. Bitte laden Sie die Vorlage herunter und tragen Sie Ihre Daten ein.',
  noRows: 'Die Datei enthält keine Datenzeilen unter der Kopfzeile.',
  missingColumns: (columns: string[]) =>
    `Es fehlen die Spalten ${columns.map((c) => `„${c}“`).join(', ')}. Bitte verwenden Sie die Spaltenüberschriften der Vorlage.`,
  unknownColumn: (column: string) =>
    `Die Spalte „${column}“ ist unbekannt. Bitte verwenden Sie die Spaltenüberschriften der Vorlage.`,
  duplicateColumn: (column: string) => `Die Spalte „${column}“ kommt mehrfach vor.`,
  fieldCount: (found: number, expected: number) =>
    `Die Zeile hat ${found} statt ${expected} Felder. Bitte prüfen Sie Trennzeichen und Anführungszeichen.`,
  unclosedQuote: 'Ein Anführungszeichen wird nicht geschlossen.',
  notUtf8OrWindows: 'Die Datei ist keine Textdatei (erwartet: CSV in UTF-8 oder Windows-1252).',
} as const;

export type CsvEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1252';

/**
 * The text of an uploaded file: UTF-8 (a BOM is dropped), or Windows-1252 when the bytes are not
 * valid UTF-8 (Excel in Germany writes "Heizöl" as 0x48 0x65 0x69 0x7A 0xF6 0x6C). A NUL byte means
 * a binary file (a spreadsheet saved as .xlsx): null.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } | null {
  if (bytes.includes(0)) return null;
  const bom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    // fatal: invalid UTF-8 throws instead of turning into U+FFFD; the decoder drops a leading BOM.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text, encoding: bom ? 'utf-8-bom' : 'utf-8' };
  } catch {
    return { text: fromWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/**
 * Windows-1252 differs from Latin-1 in 0x80-0x9F (€, „, “, –, ...). Some runtimes (Node 20) decode
 * the label 'windows-1252' as Latin-1, so those bytes are mapped here, the same in every runtime.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
function fromWindows1252(bytes: Uint8Array): string {
  const latin1 = new TextDecoder('latin1').decode(bytes);
  return latin1.replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

/** ";" unless the header line (outside quotes) has more commas than semicolons. */
function separatorOf(text: string): ';' | ',' {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n')).replace(/"[^"]*"/g, '');
  const count = (c: string) => firstLine.split(c).length - 1;
  return count(',') > count(';') ? ',' : ';';
}

/** What a row of an upload does when applied. */
export type CsvRowAction = 'create' | 'update' | 'delete' | 'unchanged';

/** One data row: its row number as a spreadsheet shows it (header = 1) and its cells by column key. */
export type CsvRow<K extends string> = { row: number; cells: Partial<Record<K, string>> };
/** A problem with one cell (column) or the whole row (column null); row 0 is the file itself. */
export type CsvProblem = { row: number; column: string | null; message: string };

export type CsvColumn<K extends string> = {
  key: K;
  /** The German header of the template. */
  header: string;
  /** Other headers read as this column (e.g. without the unit). */
  aliases?: readonly string[];
  /** A file without this column is refused. */
  required?: boolean;
};

export type CsvTable<K extends string> = {
  separator: ';' | ',';
  /** The keys of the columns the file has, in the file's order. */
  columns: K[];
  rows: CsvRow<K>[];
  /** Problems of the file (row 0) or of a row's shape; a file with any has no usable rows. */
  problems: CsvProblem[];
};

const normalizeHeader = (h: string) => h.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE');

/** Which column each header names; unknown, duplicate and missing required columns are problems. */
function mapHeader<K extends string>(header: string[], columns: readonly CsvColumn<K>[]) {
  const byName = new Map<string, CsvColumn<K>>();
  for (const c of columns) for (const name of [c.header, ...(c.aliases ?? [])]) byName.set(normalizeHeader(name), c);
  const problems: CsvProblem[] = [];
  const keys: (K | null)[] = [];
  const seen = new Set<K>();
  for (const h of header) {
    if (h.trim() === '') {
      keys.push(null);
      continue;
    }
    const column = byName.get(normalizeHeader(h));
    if (!column) problems.push({ row: 1, column: h.trim(), message: CSV_MESSAGES.unknownColumn(h.trim()) });
    else if (seen.has(column.key))
      problems.push({ row: 1, column: column.header, message: CSV_MESSAGES.duplicateColumn(column.header) });
    else seen.add(column.key);
    keys.push(column && !keys.includes(column.key) ? column.key : null);
  }
  const missing = columns.filter((c) => c.required && !seen.has(c.key)).map((c) => c.header);
  if (missing.length > 0) problems.push({ row: 1, column: null, message: CSV_MESSAGES.missingColumns(missing) });
  return { keys, problems };
}

const isBlankRecord = (cells: string[]) => cells.every((c) => c.trim() === '');

/**
 * The table of a CSV text. Separator ";" or "," (read from the header line); line
 * ends CRLF, LF or CR, also mixed; quoted fields may hold the separator, quotes ("") and line breaks.
 * Row numbers count every record, empty ones too, so "Zeile 7" is row 7 of the spreadsheet. Empty
 * rows are skipped; more than maxRows data rows stop the reading with one problem.
 */
export function parseCsvTable<K extends string>(
  text: string,
  columns: readonly CsvColumn<K>[],
  maxRows: number = MAX_CSV_ROWS,
): CsvTable<K> {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const result: CsvTable<K> = { separator: ';', columns: [], rows: [], problems: [] };
  if (normalized.trim() === '') return { ...result, problems: [{ row: 0, column: null, message: CSV_MESSAGES.empty }] };
  let record = 0;
  let keys: (K | null)[] = [];
  let dataRows = 0;
  result.separator = separatorOf(normalized);
  Papa.parse<string[]>(normalized, {
    delimiter: result.separator,
    newline: '\n',
    skipEmptyLines: false,
    step: (step, parser) => {
      record += 1;
      const cells = step.data;
      if (record === 1) {
        const mapped = mapHeader(cells, columns);
        keys = mapped.keys;
        result.columns = keys.filter((k): k is K => k !== null);
        result.problems.push(...mapped.problems);
        return;
      }
      if (isBlankRecord(cells)) return;
      dataRows += 1;
      if (dataRows > maxRows) {
        result.problems.push({ row: 0, column: null, message: CSV_MESSAGES.tooManyRows });
        parser.abort();
        return;
      }
      for (const e of step.errors) {
        if (e.code === 'MissingQuotes')
          result.problems.push({ row: record, column: null, message: CSV_MESSAGES.unclosedQuote });
      }
      // Trailing empty cells (a spreadsheet pads short rows, or leaves them off) are no problem.
      const used = cells.length - [...cells].reverse().findIndex((c) => c.trim() !== '');
      if (used > keys.length)
        result.problems.push({
          row: record,
          column: null,
          message: CSV_MESSAGES.fieldCount(cells.length, keys.length),
        });
      const row: CsvRow<K> = { row: record, cells: {} };
      keys.forEach((key, i) => {
        if (key !== null && cells[i] !== undefined) row.cells[key] = cells[i].trim();
      });
      result.rows.push(row);
    },
  });
  if (result.problems.length === 0 && result.rows.length === 0)
    result.problems.push({ row: 0, column: null, message: CSV_MESSAGES.noRows });
  return result;
}

/** The problems of the table's rows, by row number (a row's problems are looked up once per row). */
export function problemsByRow(problems: readonly CsvProblem[]): Map<number, CsvProblem[]> {
  const byRow = new Map<number, CsvProblem[]>();
  for (const p of problems) byRow.set(p.row, [...(byRow.get(p.row) ?? []), p]);
  return byRow;
}
