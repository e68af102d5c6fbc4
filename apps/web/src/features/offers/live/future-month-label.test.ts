import { describe, expect, it } from 'vitest';
import { contractMonthOf, futureMonthLabel } from './future-month-label';

describe('futureMonthLabel', () => {
  it('names the next month once this month\'s contract expired', () => {
    // 24 Nov 2026: the November contract expired on 12 Nov, so M00 is December.
    expect(futureMonthLabel('M00', new Date('2026-11-24T10:00:00Z'))).toBe('M00 – Dez 26');
    expect(futureMonthLabel('M01', new Date('2026-11-24T10:00:00Z'))).toBe('M01 – Jan 27');
    expect(futureMonthLabel('M06', new Date('2026-11-24T10:00:00Z'))).toBe('M06 – Jun 27');
  });
  it('keeps this month up to its last trading day (two business days before the 14th)', () => {
    // 14 Nov 2026 is a Saturday: Fri 13 and Thu 12 are the two business days before, expiry on the 12th.
    expect(contractMonthOf('M00', new Date('2026-11-12T18:00:00Z'))).toEqual({ year: 2026, month: 10 });
    expect(contractMonthOf('M00', new Date('2026-11-13T08:00:00Z'))).toEqual({ year: 2026, month: 11 });
    expect(contractMonthOf('M00', new Date('2026-12-01T08:00:00Z'))).toEqual({ year: 2026, month: 11 });
  });
});
