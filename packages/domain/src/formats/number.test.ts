import { describe, expect, it } from 'vitest';
import {
  formatBadgeCount,
  formatMoney,
  formatNumber,
  numberFormatForBrand,
  roundToDecimals,
  truncateToDecimals,
} from './number';

describe('numberFormatForBrand', () => {
  it('uses comma/dot for brands A and C and dot/apostrophe for brand B', () => {
    expect(numberFormatForBrand('A')).toEqual({ decimal: ',', thousands: '.' });
    expect(numberFormatForBrand('C')).toEqual({ decimal: ',', thousands: '.' });
    expect(numberFormatForBrand('B')).toEqual({ decimal: '.', thousands: "'" });
  });
});

describe('formatNumber', () => {
  it('groups thousands per brand with 2 decimals by default', () => {
    expect(formatNumber(1234567.891, { brand: 'A' })).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, { brand: 'C' })).toBe('1.234.567,89');
    expect(formatNumber(1234567.891, { brand: 'B' })).toBe("1'234'567.89");
  });

  it('rounds half away from zero on the decimal value, not the binary one', () => {
    expect(formatNumber(1.005, { brand: 'A' })).toBe('1,01');
    expect(formatNumber(1.015, { brand: 'A' })).toBe('1,02');
    expect(formatNumber(8.345, { brand: 'B' })).toBe('8.35');
    expect(formatNumber(-1.005, { brand: 'A' })).toBe('-1,01');
    expect(formatNumber(2.5, { brand: 'A', decimals: 0 })).toBe('3');
    expect(formatNumber(-2.5, { brand: 'A', decimals: 0 })).toBe('-3');
    expect(formatNumber(1.004999, { brand: 'A' })).toBe('1,00');
  });

  it('carries a rounding into the integer part and into a new thousands group', () => {
    expect(formatNumber(0.995, { brand: 'A' })).toBe('1,00');
    expect(formatNumber(999.995, { brand: 'A' })).toBe('1.000,00');
    expect(formatNumber(999999.999, { brand: 'B' })).toBe("1'000'000.00");
  });

  it('pads to the wanted decimals and supports 0, 3 and 4 decimals', () => {
    expect(formatNumber(5, { brand: 'A' })).toBe('5,00');
    expect(formatNumber(54.76852, { brand: 'A', decimals: 4 })).toBe('54,7685');
    expect(formatNumber(118.35, { brand: 'B', decimals: 3 })).toBe('118.350');
    expect(formatNumber(1234.5, { brand: 'A', decimals: 0 })).toBe('1.235');
    expect(formatNumber(0, { brand: 'B', decimals: 0 })).toBe('0');
  });

  it('writes negative numbers with "-" and never a negative zero', () => {
    expect(formatNumber(-1234.5, { brand: 'A' })).toBe('-1.234,50');
    expect(formatNumber(-1234.5, { brand: 'B' })).toBe("-1'234.50");
    expect(formatNumber(-0.001, { brand: 'A' })).toBe('0,00');
    expect(formatNumber(-0, { brand: 'A' })).toBe('0,00');
    expect(formatNumber(-0.5, { brand: 'A' })).toBe('-0,50');
  });

  it('does not group numbers below 1000 and handles exponent notation', () => {
    expect(formatNumber(999.99, { brand: 'A' })).toBe('999,99');
    expect(formatNumber(1e21, { brand: 'A', decimals: 0 })).toBe('1.000.000.000.000.000.000.000');
    expect(formatNumber(5e-7, { brand: 'A', decimals: 2 })).toBe('0,00');
    expect(formatNumber(5e-7, { brand: 'A', decimals: 6 })).toBe('0,000001');
    expect(formatNumber(1.5e-7, { brand: 'B', decimals: 8 })).toBe('0.00000015');
  });

  it('gives an empty text for a value that is not a finite number', () => {
    expect(formatNumber(Number.NaN, { brand: 'A' })).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, { brand: 'A' })).toBe('');
  });

  it('refuses a decimals count that is no small whole number', () => {
    expect(() => formatNumber(1, { brand: 'A', decimals: -1 })).toThrow(RangeError);
    expect(() => formatNumber(1, { brand: 'A', decimals: 1.5 })).toThrow(RangeError);
    expect(() => formatNumber(1, { brand: 'A', decimals: 21 })).toThrow(RangeError);
  });
});

describe('roundToDecimals and truncateToDecimals', () => {
  it('round half away from zero on the decimal value', () => {
    expect(roundToDecimals(1.005, 2)).toBe(1.01);
    expect(roundToDecimals(-1.005, 2)).toBe(-1.01);
    expect(roundToDecimals(54.76852, 4)).toBe(54.7685);
    expect(roundToDecimals(0.125, 2)).toBe(0.13);
    expect(roundToDecimals(-0.001, 2)).toBe(0);
    expect(Object.is(roundToDecimals(-0.001, 2), -0)).toBe(false);
    expect(roundToDecimals(12, 2)).toBe(12);
  });

  it('truncate without rounding', () => {
    expect(truncateToDecimals(1.239, 2)).toBe(1.23);
    expect(truncateToDecimals(-1.239, 2)).toBe(-1.23);
    expect(truncateToDecimals(0.29, 1)).toBe(0.2);
    expect(truncateToDecimals(1.1, 2)).toBe(1.1);
  });

  it('pass non-finite values through', () => {
    expect(roundToDecimals(Number.NaN, 2)).toBeNaN();
    expect(truncateToDecimals(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('formatMoney', () => {
  it('appends the currency code', () => {
    expect(formatMoney(1234.56, { brand: 'A', currency: 'EUR' })).toBe('1.234,56 EUR');
    expect(formatMoney(1234.56, { brand: 'B', currency: 'CHF' })).toBe("1'234.56 CHF");
    expect(formatMoney(-0.5, { brand: 'C', currency: 'EUR' })).toBe('-0,50 EUR');
    expect(formatMoney(54.76852, { brand: 'A', currency: 'EUR', decimals: 4 })).toBe('54,7685 EUR');
  });

  it('gives an empty text for a value that is not a finite number', () => {
    expect(formatMoney(Number.NaN, { brand: 'A', currency: 'EUR' })).toBe('');
  });
});

describe('formatBadgeCount', () => {
  it('shows counts up to 99 and caps above', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12345)).toBe('99+');
  });

  it('treats negative and invalid counts as none', () => {
    expect(formatBadgeCount(-3)).toBe('0');
    expect(formatBadgeCount(Number.NaN)).toBe('0');
    expect(formatBadgeCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
