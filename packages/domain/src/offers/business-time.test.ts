import { describe, expect, test } from 'vitest';
import { businessDate } from './business-time';

// The one business date of the platform: offer days, credit due dates, daily limits, order years.
describe('businessDate', () => {
  const day = (iso: string) => businessDate(new Date(iso));

  test('the day turns at local midnight, not at UTC midnight', () => {
    expect(day('2026-11-20T22:59:59.999Z')).toBe('2026-11-20');
    expect(day('2026-11-20T23:00:00.000Z')).toBe('2026-11-21');
    expect(day('2026-07-01T21:59:59.999Z')).toBe('2026-07-01');
    expect(day('2026-07-01T22:00:00.000Z')).toBe('2026-07-02');
    expect(day('2026-12-31T23:00:00.000Z')).toBe('2027-01-01');
  });

  test('on the 23-hour day of spring and the 25-hour day of autumn', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST, so the next day starts at 22:00 UTC.
    expect(day('2026-03-28T23:00:00.000Z')).toBe('2026-03-29');
    expect(day('2026-03-29T01:30:00.000Z')).toBe('2026-03-29');
    expect(day('2026-03-29T21:59:59.999Z')).toBe('2026-03-29');
    expect(day('2026-03-29T22:00:00.000Z')).toBe('2026-03-30');
    // 25 October 2026: 03:00 CEST becomes 02:00 CET; the day begins at 22:00 UTC and ends at 23:00 UTC.
    expect(day('2026-10-24T21:59:59.999Z')).toBe('2026-10-24');
    expect(day('2026-10-24T22:00:00.000Z')).toBe('2026-10-25');
    expect(day('2026-10-25T22:59:59.999Z')).toBe('2026-10-25');
    expect(day('2026-10-25T23:00:00.000Z')).toBe('2026-10-26');
  });

  test("brand B's Europe/Zurich gives the same day as Europe/Berlin, so one zone serves every brand", () => {
    const instants = [
      '2026-03-28T23:00:00Z',
      '2026-03-29T22:00:00Z',
      '2026-10-24T22:00:00Z',
      '2026-10-25T22:59:59Z',
      '2026-10-25T23:00:00Z',
      '2026-12-31T23:00:00Z',
    ];
    for (const iso of instants) expect(businessDate(new Date(iso), 'Europe/Zurich')).toBe(day(iso));
  });

  test('four-digit years', () => {
    expect(day('0999-06-01T12:00:00Z')).toBe('0999-06-01');
  });
});
