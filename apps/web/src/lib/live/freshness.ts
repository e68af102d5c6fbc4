import { LIVE_PRICE_FRESHNESS_MS } from '@fuel/domain/constants';

// How long a quote counts as live in this browser. The server's setting (LIVE_PRICE_MAX_AGE_SECONDS,
// spec default 2 minutes) arrives with the brand before anything renders, so a row turns stale here
// exactly when the server would hide it.
let maxAgeMs = LIVE_PRICE_FRESHNESS_MS;

export function setLivePriceMaxAgeMs(ms: number): void {
  maxAgeMs = ms;
}

export function livePriceMaxAgeMs(): number {
  return maxAgeMs;
}
