// When a failed webhook delivery is tried again (issue 27 part 3, decision 068): exponential backoff
// with a cap, until WEBHOOK_RETRY_HOURS after the event; a pure rule so tests move a clock, not sleep.
import { WEBHOOK_RETRY_HOURS } from '../contracts/webhooks';

const MINUTE = 60_000;
/** The wait after the 1st, 2nd, ... failed attempt; the last one repeats. */
export const WEBHOOK_BACKOFF_MS: readonly number[] = [
  30_000,
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  2 * 60 * MINUTE,
  6 * 60 * MINUTE,
  12 * 60 * MINUTE,
];

/** The wait after `attempts` failed attempts (1 = the first one failed). */
export function retryDelayMs(attempts: number): number {
  const i = Math.min(Math.max(attempts, 1), WEBHOOK_BACKOFF_MS.length) - 1;
  return WEBHOOK_BACKOFF_MS[i]!;
}

/**
 * After a failed attempt at `now`: the time of the next one, or null when it would fall after the
 * retry window of the event (the delivery is then marked failed).
 */
export function nextAttemptAt(eventCreatedAt: Date, attempts: number, now: Date): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  const giveUpAt = eventCreatedAt.getTime() + WEBHOOK_RETRY_HOURS * 60 * MINUTE;
  return next.getTime() > giveUpAt ? null : next;
}
