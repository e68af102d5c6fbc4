import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

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
});

describe('toCsv', () => {
  it('writes a header and CRLF-terminated records', () => {
    expect(toCsv(['A', 'B'], [['1', 'x;y'], [2, null]])).toBe('A;B\r\n1;"x;y"\r\n2;\r\n');
  });
});
