import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/days';
import {
  bucketCount,
  bucketsOf,
  bucketStart,
  dayOf,
  defaultBucket,
  quickRange,
  reportInstants,
  resolvePeriod,
  splitByMonths,
} from './periods';

describe('quick ranges and periods', () => {
  it('Tag is today only, Woche and Monat end today and count 7 and 30 days', () => {
    expect(quickRange(1, '2026-11-20')).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(quickRange(7, '2026-11-20')).toEqual({ from: '2026-11-14', to: '2026-11-20' });
    expect(quickRange(30, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('a date range wins over nothing, a quick range is resolved, neither is "Alle"', () => {
    expect(resolvePeriod({ dateRange: { from: '2026-01-01', to: '2026-01-31' } }, '2026-11-20')).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(resolvePeriod({ days: 7 }, '2026-11-20')).toEqual({ from: '2026-11-14', to: '2026-11-20' });
    expect(resolvePeriod({ dateRange: null, days: null }, '2026-11-20')).toBeNull();
  });

  it('addDays crosses months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('report range instants in Europe/Berlin (spec section 5)', () => {
  it('runs from 00:00 of the first day to 23:59:59.999 of the last day', () => {
    const r = reportInstants({ from: '2026-11-01', to: '2026-11-20' });
    expect(r.start.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(r.end.toISOString()).toBe('2026-11-20T22:59:59.999Z');
  });

  it('the spring DST day has 23 hours, the autumn one 25', () => {
    const spring = reportInstants({ from: '2026-03-29', to: '2026-03-29' });
    expect(spring.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(spring.end.toISOString()).toBe('2026-03-29T21:59:59.999Z');
    const autumn = reportInstants({ from: '2026-10-25', to: '2026-10-25' });
    expect(autumn.start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(autumn.end.toISOString()).toBe('2026-10-25T22:59:59.999Z');
  });

  it("an order's day is its Berlin calendar day, also in the DST nights", () => {
    expect(dayOf(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(dayOf(new Date('2026-03-29T21:59:59.999Z'))).toBe('2026-03-29');
    expect(dayOf(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(dayOf(new Date('2026-10-25T22:59:59.999Z'))).toBe('2026-10-25');
    expect(dayOf(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });
});

describe('buckets', () => {
  it('weeks start on Monday, months on the 1st', () => {
    expect(bucketStart('2026-11-20', 'DAY')).toBe('2026-11-20');
    expect(bucketStart('2026-11-20', 'WEEK')).toBe('2026-11-16');
    expect(bucketStart('2026-11-16', 'WEEK')).toBe('2026-11-16');
    expect(bucketStart('2026-11-22', 'WEEK')).toBe('2026-11-16');
    expect(bucketStart('2027-01-01', 'WEEK')).toBe('2026-12-28');
    expect(bucketStart('2026-11-20', 'MONTH')).toBe('2026-11-01');
  });

  it('the DST weeks and months are whole calendar days like any other', () => {
    expect(bucketsOf({ from: '2026-03-23', to: '2026-04-05' }, 'WEEK')).toEqual([
      { key: '2026-03-23', start: '2026-03-23', end: '2026-03-29' },
      { key: '2026-03-30', start: '2026-03-30', end: '2026-04-05' },
    ]);
    expect(bucketsOf({ from: '2026-10-24', to: '2026-10-26' }, 'DAY').map((b) => b.key)).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
  });

  it('first and last buckets are clipped to the range; empty buckets are listed too', () => {
    expect(bucketsOf({ from: '2026-01-15', to: '2026-03-10' }, 'MONTH')).toEqual([
      { key: '2026-01-01', start: '2026-01-15', end: '2026-01-31' },
      { key: '2026-02-01', start: '2026-02-01', end: '2026-02-28' },
      { key: '2026-03-01', start: '2026-03-01', end: '2026-03-10' },
    ]);
    expect(bucketsOf({ from: '2026-12-30', to: '2027-01-02' }, 'MONTH').map((b) => b.key)).toEqual([
      '2026-12-01',
      '2027-01-01',
    ]);
  });

  it('counts buckets without listing them', () => {
    const range = { from: '2025-11-21', to: '2026-11-20' };
    expect(bucketCount(range, 'DAY')).toBe(365);
    expect(bucketCount(range, 'WEEK')).toBe(bucketsOf(range, 'WEEK').length);
    expect(bucketCount(range, 'MONTH')).toBe(13);
  });

  it('picks days up to a month, weeks up to a quarter, months beyond', () => {
    expect(defaultBucket({ from: '2026-11-20', to: '2026-11-20' })).toBe('DAY');
    expect(defaultBucket({ from: '2026-10-22', to: '2026-11-21' })).toBe('DAY');
    expect(defaultBucket({ from: '2026-10-21', to: '2026-11-21' })).toBe('WEEK');
    expect(defaultBucket({ from: '2026-08-22', to: '2026-11-21' })).toBe('WEEK');
    expect(defaultBucket({ from: '2026-08-21', to: '2026-11-21' })).toBe('MONTH');
  });
});

describe('splitByMonths', () => {
  it('reads whole months from the months and the partial ones from the days', () => {
    expect(splitByMonths({ from: '2026-01-15', to: '2026-04-10' })).toEqual({
      headDays: { from: '2026-01-15', to: '2026-01-31' },
      months: { from: '2026-02-01', to: '2026-03-01' },
      tailDays: { from: '2026-04-01', to: '2026-04-10' },
    });
  });

  it('a range of whole months needs no days', () => {
    expect(splitByMonths({ from: '2026-02-01', to: '2026-03-31' })).toEqual({
      headDays: null,
      months: { from: '2026-02-01', to: '2026-03-01' },
      tailDays: null,
    });
  });

  it('a range inside one month, or crossing one boundary without a whole month, is days only', () => {
    expect(splitByMonths({ from: '2026-11-14', to: '2026-11-20' })).toEqual({
      headDays: { from: '2026-11-14', to: '2026-11-20' },
      months: null,
      tailDays: null,
    });
    expect(splitByMonths({ from: '2026-10-22', to: '2026-11-20' })).toEqual({
      headDays: { from: '2026-10-22', to: '2026-11-20' },
      months: null,
      tailDays: null,
    });
    expect(splitByMonths({ from: '2026-11-01', to: '2026-11-29' })).toEqual({
      headDays: { from: '2026-11-01', to: '2026-11-29' },
      months: null,
      tailDays: null,
    });
  });

  it('a year-end crossing', () => {
    expect(splitByMonths({ from: '2026-12-01', to: '2027-01-05' })).toEqual({
      headDays: null,
      months: { from: '2026-12-01', to: '2026-12-01' },
      tailDays: { from: '2027-01-01', to: '2027-01-05' },
    });
  });
});
