// Issue 28 part 3: a bank statement's incoming payments as CSV (Datum; Betrag; Verwendungszweck), read
// with the uploads' CSV reader and cell rules. Debits (negative amounts) are not payments and are
// skipped; any unreadable row refuses the file with its German reason.
import type { BrandId } from '../contracts/identity';
import { readCsvDate, readCsvNumber } from '../csv/csv-cells';
import { parseCsvTable, type CsvColumn, type CsvProblem } from '../csv/csv-file';
import { minorFromMajor } from '../pricing/money';
import type { BankLine } from './payments';

type Key = 'date' | 'amount' | 'reference';
const COLUMNS: readonly CsvColumn<Key>[] = [
  { key: 'date', header: 'Datum', aliases: ['Buchungstag', 'Valuta', 'Wertstellung'], required: true },
  { key: 'amount', header: 'Betrag', aliases: ['Betrag (EUR)', 'Betrag (CHF)', 'Umsatz'], required: true },
  { key: 'reference', header: 'Verwendungszweck', aliases: ['Buchungstext', 'Mitteilung', 'Referenz'], required: true },
];

export type BankCsvLine = BankLine & { row: number };
export type BankCsv = { lines: BankCsvLine[]; problems: CsvProblem[] };

export function parseBankCsv(text: string, brand: BrandId): BankCsv {
  const table = parseCsvTable(text, COLUMNS);
  if (table.problems.length > 0) return { lines: [], problems: table.problems };
  const lines: BankCsvLine[] = [];
  const problems: CsvProblem[] = [];
  for (const row of table.rows) {
    const date = readCsvDate(row.cells.date, 'Datum');
    const amount = readCsvNumber(row.cells.amount, 'Betrag', { brand, decimals: 2, signed: true });
    if (!date.ok || date.value === null) {
      problems.push({ row: row.row, column: 'Datum', message: date.ok ? 'Datum ist ein Pflichtfeld.' : date.message });
      continue;
    }
    if (!amount.ok || amount.value === null) {
      problems.push({
        row: row.row,
        column: 'Betrag',
        message: amount.ok ? 'Betrag ist ein Pflichtfeld.' : amount.message,
      });
      continue;
    }
    const amountMinor = minorFromMajor(amount.value);
    if (amountMinor <= 0) continue;
    lines.push({ row: row.row, date: date.value, amountMinor, reference: row.cells.reference ?? '' });
  }
  return { lines, problems };
}
