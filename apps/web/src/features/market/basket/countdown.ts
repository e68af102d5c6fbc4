// The basket countdown (spec section 4 "Basket"): seconds left of a price reservation, measured on
// the server's clock. The browser's clock may be off; the offset between the two is taken from the
// serverTime of each answer, so the countdown agrees with the server's expiry.

/** Below this many seconds the countdown turns red. */
export const URGENT_SECONDS = 10;

/** Server time minus browser time when the answer arrived, in ms. */
export function clockOffsetMs(serverTime: string, receivedAtMs: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAtMs;
}

/** Whole seconds left until expiresAt on the server's clock; never below 0. */
export function secondsLeft(expiresAt: string, browserNowMs: number, offsetMs: number): number {
  const left = Date.parse(expiresAt) - (browserNowMs + offsetMs);
  return Number.isNaN(left) ? 0 : Math.max(0, Math.ceil(left / 1000));
}

export type CountdownState = 'running' | 'urgent' | 'expired';

export function countdownState(seconds: number): CountdownState {
  if (seconds <= 0) return 'expired';
  return seconds < URGENT_SECONDS ? 'urgent' : 'running';
}
