import { describe, expect, it, test } from 'vitest';
import {
  contractMonthLabels,
  contractMonthOf,
  frontContractMonth,
  futureMonthLabel,
  lastTradingDay,
} from './contract-months';

test('the last trading day is two business days before the 14th, skipping weekends', () => {
  // 14 Jan 2027 is a Thursday: Wed 13th, Tue 12th.
  expect(lastTradingDay({ year: 2027, month: 1 })).toBe('2027-01-12');
  // 14 Jun 2027 is a Monday: Fri 11th, Thu 10th.
  expect(lastTradingDay({ year: 2027, month: 6 })).toBe('2027-06-10');
  // 14 Mar 2027 is a Sunday: Fri 12th, Thu 11th.
  expect(lastTradingDay({ year: 2027, month: 3 })).toBe('2027-03-11');
  // 14 Feb 2027 is a Sunday, 14 Dec 2026 a Monday.
  expect(lastTradingDay({ year: 2026, month: 12 })).toBe('2026-12-10');
});

test('the front month rolls on the day after the last trading day (Berlin calendar)', () => {
  expect(frontContractMonth(new Date('2027-01-12T10:00:00Z'))).toEqual({ year: 2027, month: 1 });
  expect(frontContractMonth(new Date('2027-01-13T10:00:00Z'))).toEqual({ year: 2027, month: 2 });
  // 23:30 UTC on 12 Jan is already 13 Jan in Berlin.
  expect(frontContractMonth(new Date('2027-01-12T23:30:00Z'))).toEqual({ year: 2027, month: 2 });
  expect(frontContractMonth(new Date('2026-12-20T10:00:00Z'))).toEqual({ year: 2027, month: 1 });
});

test('labels of M00..M06 in German, across the year end', () => {
  expect(contractMonthLabels(new Date('2026-11-20T10:00:00Z'))).toEqual([
    'Dez 2026',
    'Jan 2027',
    'Feb 2027',
    'Mär 2027',
    'Apr 2027',
    'Mai 2027',
    'Jun 2027',
  ]);
});

describe('futureMonthLabel', () => {
  it("names the next month once this month's contract expired", () => {
    // 24 Nov 2026: the November contract expired on 12 Nov, so M00 is December.
    expect(futureMonthLabel('M00', new Date('2026-11-24T10:00:00Z'))).toBe('M00 – Dez 26');
    expect(futureMonthLabel('M01', new Date('2026-11-24T10:00:00Z'))).toBe('M01 – Jan 27');
    expect(futureMonthLabel('M06', new Date('2026-11-24T10:00:00Z'))).toBe('M06 – Jun 27');
  });
  it('keeps this month up to its last trading day (two business days before the 14th)', () => {
    // 14 Nov 2026 is a Saturday: Fri 13 and Thu 12 are the two business days before, expiry on the 12th.
    expect(contractMonthOf('M00', new Date('2026-11-12T18:00:00Z'))).toEqual({ year: 2026, month: 11 });
    expect(contractMonthOf('M00', new Date('2026-11-13T08:00:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(contractMonthOf('M00', new Date('2026-12-01T08:00:00Z'))).toEqual({ year: 2026, month: 12 });
  });
});
