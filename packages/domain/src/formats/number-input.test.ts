import { describe, expect, it } from 'vitest';
import type { BrandId } from '../contracts/identity';
import { readNumberInput, type NumberInputRules } from './number-input';

const read = (brand: BrandId, text: string, rules: Omit<NumberInputRules, 'brand'> = {}) =>
  readNumberInput(text, { brand, ...rules });
const value = (brand: BrandId, text: string, rules: Omit<NumberInputRules, 'brand'> = {}) => {
  const reading = read(brand, text, rules);
  return reading.kind === 'number' ? reading.value : reading.kind === 'empty' ? 'empty' : reading.problem.code;
};

describe('readNumberInput, brands A and C (1.234,56)', () => {
  it.each(['A', 'C'] as const)('reads the brand format in brand %s', (brand) => {
    expect(value(brand, '12,5')).toBe(12.5);
    expect(value(brand, '1.234,5')).toBe(1234.5);
    expect(value(brand, '1234,56')).toBe(1234.56);
    expect(value(brand, '1.234.567,89')).toBe(1234567.89);
    expect(value(brand, ',5')).toBe(0.5);
    expect(value(brand, '5,')).toBe(5);
    expect(value(brand, '  7  ')).toBe(7);
  });

  it('reads a dot that cannot be a thousands separator as the decimal mark', () => {
    expect(value('A', '12.5')).toBe(12.5);
    expect(value('A', '12.50')).toBe(12.5);
    expect(value('A', '.5')).toBe(0.5);
    expect(value('A', '5.')).toBe(5);
    expect(value('A', '0.500')).toBe(0.5);
    expect(value('A', '1234.567', { decimals: 3 })).toBe(1234.567);
  });

  it('reads dots between groups of three as thousands', () => {
    expect(value('A', '1.234')).toBe(1234);
    expect(value('A', '12.345.678')).toBe(12345678);
  });

  it('refuses what is no number, never dropping a character', () => {
    for (const text of [
      '1,2,3',
      '1.2.3',
      '1.234.5',
      '1.2,5',
      'abc',
      '12a',
      '1 234',
      '-',
      ',',
      '.',
      '--5',
      '1e5',
      '5-',
      '+5',
      '1,234.5',
    ])
      expect(value('A', text), text).toBe('notANumber');
  });

  it('is empty for blank text', () => {
    expect(read('A', '')).toEqual({ kind: 'empty' });
    expect(read('A', '   ')).toEqual({ kind: 'empty' });
  });
});

describe("readNumberInput, brand B (1'234.56)", () => {
  it('reads the brand format, with straight or typographic apostrophes', () => {
    expect(value('B', '12.5')).toBe(12.5);
    expect(value('B', "1'234.5")).toBe(1234.5);
    expect(value('B', '1\u2019234.5')).toBe(1234.5);
    expect(value('B', "1'234'567.89")).toBe(1234567.89);
    expect(value('B', '.5')).toBe(0.5);
    expect(value('B', '5.')).toBe(5);
  });

  it('reads a comma as the decimal mark (12,5 is 12.5, never 125)', () => {
    expect(value('B', '12,5')).toBe(12.5);
    expect(value('B', ',5')).toBe(0.5);
    expect(value('B', '5,')).toBe(5);
    expect(value('B', '0,500')).toBe(0.5);
    expect(value('B', "1'234,5")).toBe(1234.5);
    expect(value('B', '1234,567', { decimals: 3 })).toBe(1234.567);
  });

  it('refuses a comma that could be an English thousands separator as ambiguous', () => {
    expect(read('B', '1,234')).toEqual({
      kind: 'invalid',
      problem: { code: 'ambiguous', asDecimal: 1.234, asThousands: 1234 },
    });
    expect(value('B', '-12,345', { decimals: 3 })).toBe('ambiguous');
  });

  it('refuses what is no number', () => {
    for (const text of ['1,2,3', '1.2.3', "12'5", "1'23.5", '1,234.5', '1.5,2', 'x', '-', '1.234,5'])
      expect(value('B', text), text).toBe('notANumber');
  });
});

describe('readNumberInput rules', () => {
  it('refuses extra decimals and says how many are allowed (trailing zeros do not count)', () => {
    expect(read('A', '12,345')).toEqual({ kind: 'invalid', problem: { code: 'tooManyDecimals', decimals: 2 } });
    expect(read('B', '1.2345', { decimals: 3 })).toEqual({
      kind: 'invalid',
      problem: { code: 'tooManyDecimals', decimals: 3 },
    });
    expect(read('A', '5,5', { decimals: 0 })).toEqual({
      kind: 'invalid',
      problem: { code: 'tooManyDecimals', decimals: 0 },
    });
    expect(value('A', '12,3400')).toBe(12.34);
  });

  it('allows a minus sign by default and refuses it for the positive-only variant', () => {
    expect(value('A', '-12,5')).toBe(-12.5);
    expect(value('B', '\u22123.25')).toBe(-3.25);
    expect(value('A', '-12,5', { signed: false })).toBe('negative');
    expect(value('A', '-0', { signed: false })).toBe(0);
    expect(Object.is(value('A', '-0'), 0)).toBe(true);
  });

  it('checks min and max', () => {
    expect(read('A', '4,999', { decimals: 3, min: 5, max: 30 })).toEqual({
      kind: 'invalid',
      problem: { code: 'belowMin', min: 5 },
    });
    expect(read('A', '30,001', { decimals: 3, min: 5, max: 30 })).toEqual({
      kind: 'invalid',
      problem: { code: 'aboveMax', max: 30 },
    });
    expect(value('A', '30', { min: 5, max: 30 })).toBe(30);
    expect(value('A', '5', { min: 5, max: 30 })).toBe(5);
  });

  it('reports the decimals as typed', () => {
    expect(read('A', '12,50')).toEqual({ kind: 'number', value: 12.5, typedDecimals: 2 });
    expect(read('A', '1.234')).toEqual({ kind: 'number', value: 1234, typedDecimals: 0 });
    expect(read('A', '12.5')).toEqual({ kind: 'number', value: 12.5, typedDecimals: 1 });
  });
});
