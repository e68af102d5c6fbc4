import { describe, expect, test } from 'vitest';
import { CSV_MESSAGES, decodeCsvBytes, parseCsvTable, type CsvColumn } from './csv-file';
import { plainNumber, readCsvDate, readCsvNumber, readCsvTime, readCsvYesNo } from './csv-cells';

const COLUMNS: CsvColumn<'product' | 'amount' | 'note'>[] = [
  { key: 'product', header: 'Produkt', required: true },
  { key: 'amount', header: 'Menge (cbm)', aliases: ['Menge'], required: true },
  { key: 'note', header: 'Bemerkung' },
];

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeCsvBytes: what Excel and other programs write', () => {
  test('UTF-8 without BOM', () => {
    expect(decodeCsvBytes(utf8('Produkt;Menge\nHeizöl;1'))).toEqual({
      text: 'Produkt;Menge\nHeizöl;1',
      encoding: 'utf-8',
    });
  });

  test('UTF-8 with BOM: the BOM is dropped', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Größe')]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Größe', encoding: 'utf-8-bom' });
  });

  test('Windows-1252 (German Excel): umlauts, ß and the euro sign', () => {
    // "Heizöl Süd ß €" in Windows-1252: ö F6, ü FC, ß DF, € 80.
    const bytes = new Uint8Array([0x48, 0x65, 0x69, 0x7a, 0xf6, 0x6c, 0x20, 0x53, 0xfc, 0x64, 0x20, 0xdf, 0x20, 0x80]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Heizöl Süd ß €', encoding: 'windows-1252' });
  });

  test('a binary file (NUL bytes, e.g. .xlsx) is no text', () => {
    expect(decodeCsvBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toBeNull();
  });
});

describe('parseCsvTable', () => {
  test('semicolon separator, headers matched case-insensitively and by alias, cells trimmed', () => {
    const table = parseCsvTable('produkt; MENGE \nDiesel B7; 12,5 \n', COLUMNS);
    expect(table.separator).toBe(';');
    expect(table.columns).toEqual(['product', 'amount']);
    expect(table.rows).toEqual([{ row: 2, cells: { product: 'Diesel B7', amount: '12,5' } }]);
    expect(table.problems).toEqual([]);
  });

  test('comma separator with quoted decimal commas', () => {
    const table = parseCsvTable('Produkt,Menge (cbm)\r\n"Diesel B7","12,5"\r\n', COLUMNS);
    expect(table.separator).toBe(',');
    expect(table.rows[0]!.cells).toEqual({ product: 'Diesel B7', amount: '12,5' });
  });

  test('quoted fields hold separators, doubled quotes and line breaks; row numbers are the spreadsheet rows', () => {
    const text = 'Produkt;Menge;Bemerkung\n"Heizöl; EL";1;"sagt ""ja""\nzweite Zeile"\n\n;;\nDiesel;2;\n';
    const table = parseCsvTable(text, COLUMNS);
    expect(table.rows).toEqual([
      { row: 2, cells: { product: 'Heizöl; EL', amount: '1', note: 'sagt "ja"\nzweite Zeile' } },
      // Rows 3 (empty line) and 4 (only separators) are empty and skipped, but counted.
      { row: 5, cells: { product: 'Diesel', amount: '2', note: '' } },
    ]);
  });

  test('CR-only and mixed line ends', () => {
    const table = parseCsvTable('Produkt;Menge\rA;1\r\nB;2\nC;3', COLUMNS);
    expect(table.rows.map((r) => [r.row, r.cells.product, r.cells.amount])).toEqual([
      [2, 'A', '1'],
      [3, 'B', '2'],
      [4, 'C', '3'],
    ]);
  });

  test('a leading BOM in the text does not spoil the first header', () => {
    expect(parseCsvTable('\uFEFFProdukt;Menge\nA;1', COLUMNS).problems).toEqual([]);
  });

  test('missing required, unknown and duplicate columns are file problems in row 1', () => {
    const table = parseCsvTable('Produkt;Farbe;Produkt\nA;rot;B', COLUMNS);
    expect(table.problems).toEqual([
      { row: 1, column: 'Farbe', message: CSV_MESSAGES.unknownColumn('Farbe') },
      { row: 1, column: 'Produkt', message: CSV_MESSAGES.duplicateColumn('Produkt') },
      { row: 1, column: null, message: CSV_MESSAGES.missingColumns(['Menge (cbm)']) },
    ]);
  });

  test('a row with more fields than columns is a row problem; short rows are fine', () => {
    const table = parseCsvTable('Produkt;Menge\nA;1;x\nB', COLUMNS);
    expect(table.problems).toEqual([{ row: 2, column: null, message: CSV_MESSAGES.fieldCount(3, 2) }]);
    expect(table.rows[1]).toEqual({ row: 3, cells: { product: 'B' } });
  });

  test('an empty file, a header only, and too many rows', () => {
    expect(parseCsvTable(' \n', COLUMNS).problems).toEqual([{ row: 0, column: null, message: CSV_MESSAGES.empty }]);
    expect(parseCsvTable('Produkt;Menge\n', COLUMNS).problems).toEqual([
      { row: 0, column: null, message: CSV_MESSAGES.noRows },
    ]);
    const tooMany = parseCsvTable(`Produkt;Menge\n${'A;1\n'.repeat(4)}`, COLUMNS, 3);
    expect(tooMany.problems).toEqual([{ row: 0, column: null, message: CSV_MESSAGES.tooManyRows }]);
  });
});

describe('cells', () => {
  test('numbers in the brand format: decimal commas (A), apostrophes (B), refused with a German reason', () => {
    expect(readCsvNumber('1.234,5', 'Menge', { brand: 'A', decimals: 3 })).toEqual({ ok: true, value: 1234.5 });
    expect(readCsvNumber('12,5', 'Menge', { brand: 'A', decimals: 3 })).toEqual({ ok: true, value: 12.5 });
    expect(readCsvNumber("1'234.5", 'Menge', { brand: 'B', decimals: 3 })).toEqual({ ok: true, value: 1234.5 });
    expect(readCsvNumber('1’234.50', 'Menge', { brand: 'B', decimals: 3 })).toEqual({ ok: true, value: 1234.5 });
    expect(readCsvNumber('', 'Menge', { brand: 'A', decimals: 3 })).toEqual({ ok: true, value: null });
    expect(readCsvNumber('zwölf', 'Menge', { brand: 'A', decimals: 3 })).toEqual({
      ok: false,
      message: 'Menge: „zwölf“ ist keine Zahl (z. B. 1.234,50).',
    });
    expect(readCsvNumber('1,2345', 'Preis', { brand: 'A', decimals: 2 })).toEqual({
      ok: false,
      message: 'Preis darf höchstens 2 Nachkommastellen haben.',
    });
    expect(readCsvNumber('-5', 'Menge', { brand: 'A', decimals: 2 })).toEqual({
      ok: false,
      message: 'Menge darf nicht negativ sein.',
    });
    expect(readCsvNumber('-5', 'Aufschlag', { brand: 'A', decimals: 2, signed: true })).toEqual({
      ok: true,
      value: -5,
    });
  });

  test('dates as German spreadsheets write them, or ISO; times; yes/no', () => {
    expect(readCsvDate('1.12.2026', 'Beginn')).toEqual({ ok: true, value: '2026-12-01' });
    expect(readCsvDate('2026-12-01', 'Beginn')).toEqual({ ok: true, value: '2026-12-01' });
    expect(readCsvDate('31.02.2026', 'Beginn')).toEqual({
      ok: false,
      message: 'Beginn: „31.02.2026“ ist kein gültiges Datum (TT.MM.JJJJ).',
    });
    expect(readCsvTime('6:00', 'Startzeit')).toEqual({ ok: true, value: '06:00' });
    expect(readCsvTime('18:00:00', 'Endzeit')).toEqual({ ok: true, value: '18:00' });
    expect(readCsvTime('25:00', 'Endzeit').ok).toBe(false);
    expect(readCsvYesNo('Ja', 'Mindestpreis')).toEqual({ ok: true, value: true });
    expect(readCsvYesNo('nein', 'Mindestpreis')).toEqual({ ok: true, value: false });
    expect(readCsvYesNo('vielleicht', 'Mindestpreis').ok).toBe(false);
  });

  test('plainNumber writes the brand format without trailing zeros', () => {
    expect(plainNumber(1500, 'A', 3)).toBe('1.500');
    expect(plainNumber(120.5, 'A', 3)).toBe('120,5');
    expect(plainNumber(1500.25, 'B', 3)).toBe("1'500.25");
    expect(plainNumber(100, 'B', 2)).toBe('100');
  });
});
