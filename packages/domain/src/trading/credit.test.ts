import { describe, expect, test } from 'vitest';
import { addDays } from '../calendar/days';
import { creditStanding, creditSummary, usedCreditMinor, usesCredit } from './credit';

const order = (status: string, dueDate: string, grossMinor: number, paidAt: string | null = null) => ({
  status,
  dueDate,
  grossMinor,
  paidAt,
});

test('open, unpaid, not yet due orders use credit; declined, deleted, paid and past-due do not', () => {
  const today = '2026-11-20';
  expect(usesCredit(order('OPEN', '2026-11-20', 1), today)).toBe(true);
  expect(usesCredit(order('CONFIRMED', '2026-12-20', 1), today)).toBe(true);
  expect(usesCredit(order('CONFIRMED', '2026-11-19', 1), today)).toBe(false);
  expect(usesCredit(order('CONFIRMED', '2026-12-20', 1, '2026-11-01T10:00:00Z'), today)).toBe(false);
  expect(usesCredit(order('DECLINED', '2026-12-20', 1), today)).toBe(false);
  expect(usesCredit(order('DELETED', '2026-12-20', 1), today)).toBe(false);
  expect(
    usedCreditMinor(
      [order('OPEN', '2026-12-01', 1000), order('DECLINED', '2026-12-01', 500), order('COMPLETE', '2026-12-01', 250)],
      today,
    ),
  ).toBe(1250);
});

test('free credit is limit minus used, never negative; no limit means no free credit', () => {
  expect(creditSummary(100000, 25000)).toEqual({ limitMinor: 100000, usedMinor: 25000, freeMinor: 75000 });
  expect(creditSummary(100000, 125000).freeMinor).toBe(0);
  expect(creditSummary(null, 0).freeMinor).toBe(0);
});

test('due dates count calendar days across months and years', () => {
  expect(addDays('2026-12-20', 14)).toBe('2027-01-03');
  expect(addDays('2026-02-20', 30)).toBe('2026-03-22');
});

describe('creditStanding: no limit set is no credit line, not unlimited credit', () => {
  test('no limit: no credit line, whatever the summary says is free (it is 0)', () => {
    expect(creditStanding({ limit: null, free: 0 })).toBe('NO_CREDIT_LINE');
    expect(creditSummary(null, 0).freeMinor).toBe(0);
  });
  test('a limit of 0, or one used up, is exhausted; anything free is available', () => {
    expect(creditStanding({ limit: 0, free: 0 })).toBe('EXHAUSTED');
    expect(creditStanding({ limit: 1000, free: 0 })).toBe('EXHAUSTED');
    expect(creditStanding({ limit: 1000, free: 0.01 })).toBe('AVAILABLE');
  });
});
