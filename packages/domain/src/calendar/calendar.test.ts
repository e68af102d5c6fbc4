import { describe, expect, it } from 'vitest';
import { addDays, calendarDayInstant, daysBetween, isIsoDate, isoWeekday, monthDays } from './days';
import { addMonths, formatMonth, formatMonthShort, monthSequence } from './months';
import { formatDay, formatDayTime } from './format';
import { brandTimeZone } from './zones';

describe('calendar days', () => {
  it('addDays crosses months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-20', 14)).toBe('2027-01-03');
  });

  it('monthDays knows February of leap years', () => {
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthDays('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthDays('2026-11')).toEqual({ first: '2026-11-01', last: '2026-11-30' });
  });

  it('a calendar day as an instant is noon UTC', () => {
    expect(calendarDayInstant('2026-11-25')).toBe('2026-11-25T12:00:00Z');
  });
});

describe('months', () => {
  it('addMonths crosses years both ways', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 12)).toBe('2027-11');
  });

  it('monthSequence walks forward or back', () => {
    expect(monthSequence('2026-11', 3)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(monthSequence('2026-02', 4, -1)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });

  it('German month names, long and short', () => {
    expect(formatMonth('2026-03')).toBe('März 2026');
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonthShort('2026-11')).toBe('Nov. 2026');
  });
});

describe('German day formats', () => {
  it('a calendar day is dd.MM.yyyy whatever the zone', () => {
    expect(formatDay('2026-11-05')).toBe('05.11.2026');
    expect(formatDay('2027-01-01')).toBe('01.01.2027');
  });

  it('an instant with its business wall-clock time', () => {
    // 23:30 UTC on New Year's Eve is already the next day in Berlin.
    expect(formatDayTime('2026-12-31T23:30:05Z')).toBe('01.01.2027 00:30:05');
    expect(formatDayTime('2026-07-01T10:00:00Z', 'Europe/Zurich')).toBe('01.07.2026 12:00:00');
    expect(formatDayTime('not a date')).toBe('');
  });
});

describe('business time zone per brand', () => {
  it('brand B is Swiss, A and C German', () => {
    expect(brandTimeZone('A')).toBe('Europe/Berlin');
    expect(brandTimeZone('B')).toBe('Europe/Zurich');
    expect(brandTimeZone('C')).toBe('Europe/Berlin');
  });
});

describe('day counts and weekdays', () => {
  it('daysBetween, isoWeekday and isIsoDate', () => {
    expect(daysBetween('2026-11-20', '2026-12-01')).toBe(11);
    expect(daysBetween('2026-12-01', '2026-11-20')).toBe(-11);
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(isoWeekday('1969-12-29')).toBe(1);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
  });
});
