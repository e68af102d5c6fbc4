import { describe, expect, test } from 'vitest';
import { isLargeOrder, largeOrderHistoryStart, medianLitres } from './large-order';

describe('median', () => {
  test('odd and even counts, unsorted input, none', () => {
    expect(medianLitres([30_000, 10_000, 20_000])).toBe(20_000);
    expect(medianLitres([10_000, 40_000, 20_000, 30_000])).toBe(25_000);
    expect(medianLitres([5_000])).toBe(5_000);
    expect(medianLitres([])).toBeNull();
  });

  test('an outlier does not move it as a mean would', () => {
    expect(medianLitres([10_000, 10_000, 10_000, 500_000])).toBe(10_000);
  });

  test('the input is not reordered', () => {
    const values = [3, 1, 2];
    medianLitres(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('large order', () => {
  test('more than three times the median asks; exactly three times does not', () => {
    expect(isLargeOrder(30_000, 10_000)).toBe(false);
    expect(isLargeOrder(30_001, 10_000)).toBe(true);
    expect(isLargeOrder(12_000, 4_000, 2)).toBe(true);
  });

  test('no history, no extra confirmation', () => {
    expect(isLargeOrder(1_000_000, null)).toBe(false);
    expect(isLargeOrder(1_000_000, 0)).toBe(false);
  });

  test('the window starts 90 days back', () => {
    expect(largeOrderHistoryStart(new Date('2027-05-01T10:00:00Z')).toISOString()).toBe('2027-01-31T10:00:00.000Z');
  });
});
