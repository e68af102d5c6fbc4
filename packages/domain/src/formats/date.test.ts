import { describe, expect, it } from 'vitest';
import {
  zonedInstant,
  dateRangeFilter,
  endOfDay,
  formatDate,
  formatClockTime,
  formatDateTimeLong,
  formatDayMonth,
  formatTime,
  isValidTime,
  MONTH_ABBREVIATIONS,
  parseTime,
  startOfDay,
  zonedParts,
  zoneAbbreviation,
} from './date';

// 2026-11-05 14:03:09 in Berlin (winter time, UTC+1).
const NOV_5 = new Date('2026-11-05T13:03:09.000Z');

describe('date formats of spec section 9', () => {
  it('formats "dd. MMM."', () => {
    expect(formatDayMonth(NOV_5)).toBe('05. Nov.');
  });

  it('formats "dd. MMM. yyyy. HH:mm:ss"', () => {
    expect(formatDateTimeLong(NOV_5)).toBe('05. Nov. 2026. 14:03:09 MEZ');
  });

  it('formats "DD.MM.YYYY" for the order history', () => {
    expect(formatDate(NOV_5)).toBe('05.11.2026');
  });

  it('uses the fixed three-letter month table for all twelve months', () => {
    const shown = Array.from({ length: 12 }, (_, m) => formatDayMonth(new Date(Date.UTC(2026, m, 15, 12))));
    expect(shown).toEqual([
      '15. Jan.',
      '15. Feb.',
      '15. Mär.',
      '15. Apr.',
      '15. Mai.',
      '15. Jun.',
      '15. Jul.',
      '15. Aug.',
      '15. Sep.',
      '15. Okt.',
      '15. Nov.',
      '15. Dez.',
    ]);
    expect(MONTH_ABBREVIATIONS).toHaveLength(12);
  });

  it('shows Berlin time by default, in summer and in winter', () => {
    // 22:30 UTC is already the next day in Berlin: 00:30 in summer (UTC+2), 23:30 in winter (UTC+1).
    expect(formatDateTimeLong('2026-07-31T22:30:00Z')).toBe('01. Aug. 2026. 00:30:00 MESZ');
    expect(formatDateTimeLong('2026-01-31T22:30:00Z')).toBe('31. Jan. 2026. 23:30:00 MEZ');
    expect(formatDate('2026-12-31T23:00:00Z')).toBe('01.01.2027');
  });

  it('shows midnight as 00, never 24', () => {
    expect(formatDateTimeLong('2026-03-01T23:00:00Z')).toBe('02. Mär. 2026. 00:00:00 MEZ');
  });

  it('takes another time zone when given', () => {
    expect(formatDateTimeLong(NOV_5, 'UTC')).toBe('05. Nov. 2026. 13:03:09 UTC');
    expect(formatDate('2026-11-05T03:00:00Z', 'America/New_York')).toBe('04.11.2026');
    expect(formatDayMonth('2026-11-05T03:00:00Z', 'Europe/Zurich')).toBe('05. Nov.');
  });

  it('accepts ISO strings and gives "" for an invalid date', () => {
    expect(formatDate('2026-02-03T10:00:00+01:00')).toBe('03.02.2026');
    expect(formatDate('kein Datum')).toBe('');
    expect(formatDayMonth(new Date(Number.NaN))).toBe('');
    expect(formatDateTimeLong('')).toBe('');
  });

  it('pads small years to four digits', () => {
    expect(formatDate(new Date(Date.UTC(999, 0, 2, 12)), 'UTC')).toBe('02.01.0999');
  });
});

describe('zonedParts', () => {
  it('gives the wall clock of the zone', () => {
    expect(zonedParts(NOV_5)).toEqual({ year: 2026, month: 11, day: 5, hour: 14, minute: 3, second: 9 });
  });
});

describe('startOfDay and endOfDay', () => {
  it('give local midnight and 23:59:59.999 in Berlin', () => {
    expect(startOfDay(NOV_5).toISOString()).toBe('2026-11-04T23:00:00.000Z');
    expect(endOfDay(NOV_5).toISOString()).toBe('2026-11-05T22:59:59.999Z');
    expect(startOfDay('2026-07-10T12:00:00Z').toISOString()).toBe('2026-07-09T22:00:00.000Z');
    expect(endOfDay('2026-07-10T12:00:00Z').toISOString()).toBe('2026-07-10T21:59:59.999Z');
  });

  it('use the day as seen in the zone, not in UTC', () => {
    // 23:30 UTC on 10 July is 01:30 on 11 July in Berlin.
    expect(startOfDay('2026-07-10T23:30:00Z').toISOString()).toBe('2026-07-10T22:00:00.000Z');
  });

  it('handle the 23-hour day when summer time starts (29 March 2026)', () => {
    const day = new Date('2026-03-29T12:00:00Z');
    expect(startOfDay(day).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(endOfDay(day).toISOString()).toBe('2026-03-29T21:59:59.999Z');
    expect(endOfDay(day).getTime() - startOfDay(day).getTime()).toBe(23 * 3600_000 - 1);
  });

  it('handle the 25-hour day when summer time ends (25 October 2026)', () => {
    const day = new Date('2026-10-25T12:00:00Z');
    expect(startOfDay(day).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(endOfDay(day).toISOString()).toBe('2026-10-25T22:59:59.999Z');
    expect(endOfDay(day).getTime() - startOfDay(day).getTime()).toBe(25 * 3600_000 - 1);
  });

  it('end the day at 23:59:59.999 local time', () => {
    expect(formatDateTimeLong(endOfDay(NOV_5))).toBe('05. Nov. 2026. 23:59:59 MEZ');
    expect(endOfDay(NOV_5).getUTCMilliseconds()).toBe(999);
    expect(endOfDay('2026-12-31T12:00:00Z').toISOString()).toBe('2026-12-31T22:59:59.999Z');
  });

  it('take another time zone', () => {
    expect(startOfDay(NOV_5, 'UTC').toISOString()).toBe('2026-11-05T00:00:00.000Z');
    expect(endOfDay(NOV_5, 'America/New_York').toISOString()).toBe('2026-11-06T04:59:59.999Z');
  });

  it('start a day whose midnight the zone skips at the moment of the change', () => {
    // Chile moved its clocks from 00:00 to 01:00 on 7 September 2025 (America/Santiago).
    const start = startOfDay('2025-09-07T12:00:00Z', 'America/Santiago');
    expect(start.toISOString()).toBe('2025-09-07T04:00:00.000Z');
    expect(zonedParts(start, 'America/Santiago')).toMatchObject({ day: 7, hour: 1, minute: 0 });
  });

  it('throw on an invalid date', () => {
    expect(() => startOfDay('nie')).toThrow(RangeError);
    expect(() => endOfDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('dateRangeFilter', () => {
  it('covers the start of the first day to the end of the last day', () => {
    const range = dateRangeFilter(new Date('2026-11-01T15:00:00Z'), new Date('2026-11-30T08:00:00Z'));
    expect(range.start.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-30T22:59:59.999Z');
  });

  it('covers one whole day when both dates fall on it', () => {
    const range = dateRangeFilter(NOV_5, NOV_5);
    expect(range).toEqual({ start: startOfDay(NOV_5), end: endOfDay(NOV_5) });
  });

  it('swaps dates given the wrong way round', () => {
    const range = dateRangeFilter(new Date('2026-11-30T08:00:00Z'), new Date('2026-11-01T15:00:00Z'));
    expect(range.start.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-30T22:59:59.999Z');
  });

  it('takes a time zone', () => {
    const range = dateRangeFilter(new Date('2026-11-01T15:00:00Z'), new Date('2026-11-02T15:00:00Z'), 'UTC');
    expect(range).toEqual({ start: new Date('2026-11-01T00:00:00.000Z'), end: new Date('2026-11-02T23:59:59.999Z') });
  });
});

describe('time input (HH:mm)', () => {
  it('accepts 00:00 to 23:59', () => {
    for (const t of ['00:00', '07:05', '12:30', '23:59']) expect(isValidTime(t), t).toBe(true);
    expect(parseTime('07:05')).toEqual({ hours: 7, minutes: 5 });
    expect(parseTime('23:59')).toEqual({ hours: 23, minutes: 59 });
    expect(parseTime('00:00')).toEqual({ hours: 0, minutes: 0 });
  });

  it('refuses everything else', () => {
    for (const t of [
      '',
      '24:00',
      '23:60',
      '7:05',
      '07:5',
      '0705',
      '07:05:00',
      ' 07:05',
      '07:05 ',
      'ab:cd',
      '-1:00',
      '07.05',
    ]) {
      expect(isValidTime(t), t).toBe(false);
      expect(parseTime(t), t).toBeNull();
    }
  });

  it('formats hours and minutes with two digits', () => {
    expect(formatTime({ hours: 7, minutes: 5 })).toBe('07:05');
    expect(formatTime(parseTime('18:45')!)).toBe('18:45');
  });
});

describe('times carry their zone (issue 14)', () => {
  it('names Central European winter and summer time for Berlin and Zurich alike', () => {
    expect(zoneAbbreviation('2026-01-15T12:00:00Z', 'Europe/Berlin')).toBe('MEZ');
    expect(zoneAbbreviation('2026-07-15T12:00:00Z', 'Europe/Berlin')).toBe('MESZ');
    expect(zoneAbbreviation('2026-01-15T12:00:00Z', 'Europe/Zurich')).toBe('MEZ');
    expect(zoneAbbreviation('2026-07-15T12:00:00Z', 'Europe/Zurich')).toBe('MESZ');
  });

  it('switches at the change of the clocks (last Sunday of March, 01:00 UTC)', () => {
    expect(zoneAbbreviation('2026-03-29T00:59:59Z')).toBe('MEZ');
    expect(zoneAbbreviation('2026-03-29T01:00:00Z')).toBe('MESZ');
  });

  it('gives other zones their UTC offset, and "" for an invalid date', () => {
    expect(zoneAbbreviation('2026-01-15T12:00:00Z', 'UTC')).toBe('UTC');
    expect(zoneAbbreviation('2026-01-15T12:00:00Z', 'Asia/Kolkata')).toBe('UTC+05:30');
    expect(zoneAbbreviation('2026-01-15T12:00:00Z', 'America/New_York')).toBe('UTC-05:00');
    expect(zoneAbbreviation('kein Datum')).toBe('');
  });

  it('formats a time of day with its zone, with or without seconds', () => {
    expect(formatClockTime(NOV_5)).toBe('14:03:09 MEZ');
    expect(formatClockTime('2026-07-31T12:30:00Z', { timeZone: 'Europe/Zurich', seconds: false })).toBe('14:30 MESZ');
    expect(formatClockTime('')).toBe('');
  });
});

describe('zonedInstant', () => {
  it('reads a wall-clock time in the zone, winter and summer', () => {
    expect(zonedInstant('2026-11-20', '07:30', 'Europe/Berlin').toISOString()).toBe('2026-11-20T06:30:00.000Z');
    expect(zonedInstant('2026-07-01', '07:30', 'Europe/Zurich').toISOString()).toBe('2026-07-01T05:30:00.000Z');
  });
  it('on the day clocks go forward, times after the change take the summer offset', () => {
    expect(zonedInstant('2026-03-29', '01:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(zonedInstant('2026-03-29', '05:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T03:00:00.000Z');
  });
});
