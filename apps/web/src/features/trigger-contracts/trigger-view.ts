// The pure bits of the trigger screens: when the buyer's "Trigger" action is disabled and why, the
// price hold's countdown, the default lifting period and the German text of a refused trigger.
import { errorMessage } from '@fuel/domain/errors/messages';
import { monthDays } from '@fuel/domain/calendar/days';
import { addMonths, monthSequence } from '@fuel/domain/calendar/months';
import { TRIGGER_DISABLED_REASONS } from '@fuel/domain/trigger-contracts/trigger-rules';
import { countdownMs, formatCountdown } from '../../lib/market-window/countdown';

/**
 * The reason the action is disabled now (German), or null when it is enabled. The server's reason
 * stands; without one, a live price that went stale in the browser interrupts the connection too.
 */
export function triggerDisabledText(
  contract: { disabledReason: string | null },
  live: { state: 'live' | 'stale' },
): string | null {
  if (contract.disabledReason) return contract.disabledReason;
  return live.state === 'stale' ? TRIGGER_DISABLED_REASONS.CONNECTION : null;
}

/** The held price's countdown "mm:ss" on the server's clock; expired at zero (the hold must be renewed). */
export function holdCountdown(
  expiresAt: string,
  browserNowMs: number,
  clockDifferenceMs: number,
): { text: string; expired: boolean } {
  const ms = countdownMs(expiresAt, browserNowMs, clockDifferenceMs);
  return { text: formatCountdown(ms), expired: ms <= 0 };
}

/** The checkout's first lifting period: from today (or the month's first day) to the month's last day. */
export function defaultLiftingPeriod(month: string, today: string): { from: string; to: string } {
  const { first, last } = monthDays(month);
  return { from: today > first ? today : first, to: last };
}

/** The refusals of spec section 8 "Trigger checkout" that have their own message. */
export const TRIGGER_ERROR_CODES = [
  'TRIGGER_NOT_ALLOWED',
  'TRIGGER_OUTSIDE_TIME',
  'TRIGGER_QUANTITY_OUT_OF_RANGE',
  'TRIGGER_LIFTING_PERIOD_INVALID',
  'TRIGGER_DAILY_LIMIT_REACHED',
  'TRIGGER_VOLUME_EXHAUSTED',
  'TRIGGER_TECHNICAL_ERROR',
  'INSUFFICIENT_CREDIT',
  'GTC_NOT_ACCEPTED',
] as const;

/**
 * The German message of a failed trigger: the server's message as sent for a known code (it may carry
 * details), the domain's text without one; anything unexpected (network, 500) is the generic
 * "close the basket and retry".
 */
export function triggerErrorMessage(error: { code?: string; message?: string } | null | undefined): {
  code: string;
  message: string;
} {
  const code = error?.code;
  if (!code || !(TRIGGER_ERROR_CODES as readonly string[]).includes(code))
    return { code: 'TRIGGER_TECHNICAL_ERROR', message: errorMessage('TRIGGER_TECHNICAL_ERROR') };
  return { code, message: error?.message || errorMessage(code) };
}

/** The month picker's choices: this month, the months before it and the next one, newest first. */
export function monthChoices(current: string, past = 11): string[] {
  return monthSequence(addMonths(current, 1), past + 2, -1);
}
