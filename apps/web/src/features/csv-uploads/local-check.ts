import {
  CSV_MESSAGES,
  decodeCsvBytes,
  MAX_CSV_BYTES,
  parseCsvTable,
  type CsvColumn,
  type CsvProblem,
} from '@fuel/domain/csv/csv-file';

/**
 * What the browser can tell at once, before any byte is sent: too large, no text, wrong columns, a
 * broken row (the same reading as the server's, packages/domain csv). The rows' content is checked by
 * the server's preview, which knows the current offers and buyers.
 */
export async function checkFileLocally(file: Blob, columns: readonly CsvColumn<string>[]): Promise<CsvProblem[]> {
  if (file.size > MAX_CSV_BYTES) return [{ row: 0, column: null, message: CSV_MESSAGES.tooLarge }];
  const decoded = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
  if (!decoded) return [{ row: 0, column: null, message: CSV_MESSAGES.notUtf8OrWindows }];
  return parseCsvTable(decoded.text, columns).problems;
}
