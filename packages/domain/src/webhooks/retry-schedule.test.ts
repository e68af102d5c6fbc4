import { describe, expect, test } from 'vitest';
import { nextAttemptAt, retryDelayMs } from './retry-schedule';

describe('webhook retry schedule', () => {
  test('backs off exponentially and caps', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000, 43_200_000, 43_200_000,
    ]);
  });

  test('gives up when the next attempt would fall after 72 hours from the event', () => {
    const created = new Date('2026-11-20T08:00:00Z');
    const early = new Date('2026-11-20T08:01:00Z');
    expect(nextAttemptAt(created, 1, early)).toEqual(new Date('2026-11-20T08:01:30Z'));
    const late = new Date('2026-11-23T07:00:00Z');
    expect(nextAttemptAt(created, 3, late)).toEqual(new Date('2026-11-23T07:05:00Z'));
    expect(nextAttemptAt(created, 7, late)).toBeNull();
  });
});
