import { describe, expect, it } from 'vitest';
import { csvField, csvFile, defuseFormula, toCsv, toCsvRecords } from './csv';

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('Diesel B7')).toBe('Diesel B7');
    expect(csvField('1.234,56')).toBe('1.234,56');
    expect(csvField(12)).toBe('12');
    expect(csvField(null)).toBe('');
  });
  it('quotes separators, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('Heizöl "EL"')).toBe('"Heizöl ""EL"""');
    expect(csvField('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvField('a,b', ',')).toBe('"a,b"');
  });
  it('defuses spreadsheet formulas but not negative numbers', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-x')).toBe("'-x");
    expect(csvField('-1,5')).toBe('-1,5');
  });
  // OWASP CSV injection: = + - @ tab and carriage return start a formula; only plain numbers pass.
  it.each([
    ['=1+1', "'=1+1"],
    ["+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['-1e5', "'-1e5"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['-', "'-"],
    ['+', "'+"],
    ['-,', "'-,"],
    ['- 12', "'- 12"],
    ['-12,50 EUR', "'-12,50 EUR"],
  ])('defuses %j', (cell, expected) => {
    expect(defuseFormula(cell)).toBe(expected);
  });
  it.each([
    '-12,50',
    '-12.50',
    '-1.234,56',
    "-1'234.56",
    '-1\u2019234.56',
    '-1 234,5',
    '+12',
    '-0,0001',
    '-,5',
    '-7',
    '-1.234.567',
  ])('leaves the plain number %j alone', (cell) => {
    expect(defuseFormula(cell)).toBe(cell);
  });
  it('leaves cells alone that only contain those characters later', () => {
    expect(defuseFormula('Heizöl EL = Heizöl')).toBe('Heizöl EL = Heizöl');
    expect(defuseFormula('info@example.de')).toBe('info@example.de');
    expect(defuseFormula('')).toBe('');
  });
  it('quotes a defused cell that holds the separator or a line break', () => {
    expect(csvField('=HYPERLINK("http://x";"y")')).toBe(`"'=HYPERLINK(""http://x"";""y"")"`);
    expect(csvField('\r\n=1')).toBe(`"'\r\n=1"`);
    expect(csvField(-12.5)).toBe('-12.5');
  });
});

describe('toCsv', () => {
  it('writes a header and CRLF-terminated records', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['1', 'x;y'],
          [2, null],
        ],
      ),
    ).toBe('A;B\r\n1;"x;y"\r\n2;\r\n');
  });
});

describe('the one CSV writer (decision 063)', () => {
  it('writes instants as German day and time in the business zone, never as ISO', () => {
    expect(toCsv(['Zeitpunkt'], [[new Date('2026-12-31T23:30:05Z')]])).toBe('Zeitpunkt\r\n01.01.2027 00:30:05\r\n');
    expect(toCsv(['Zeitpunkt'], [[new Date('2026-07-01T10:00:00Z')]], { timeZone: 'Europe/Zurich' })).toBe(
      'Zeitpunkt\r\n01.07.2026 12:00:00\r\n',
    );
  });
  it('a file starts with the byte order mark; several tables are parted by an empty line', () => {
    expect(csvFile([{ header: ['A'], rows: [['=1']] }])).toBe("\uFEFFA\r\n'=1\r\n");
    expect(
      csvFile([
        { header: ['A'], rows: [] },
        { header: ['B'], rows: [[1]] },
      ]),
    ).toBe('\uFEFFA\r\n\r\nB\r\n1\r\n');
  });
  it('records without a header, and none at all', () => {
    expect(toCsvRecords([['x', 'y;z']])).toBe('x;"y;z"\r\n');
    expect(toCsvRecords([])).toBe('');
  });
});
