// Exchange-grade rails of a seller's own price feed (issue 25 part 4, decision 056): the price band
// that holds a pushed price far from its formula reference, and the heartbeat whose silence pauses the
// offers the feed prices (dead-man switch). Pure rules; the server keeps the state.

/** Default band: a pushed price more than 5 % from its reference is held (basis points of the reference). */
export const DEFAULT_PRICE_BAND_BP = 500;
/** Default heartbeat: offers priced by a seller's feed pause after 120 s without a push. */
export const DEFAULT_FEED_HEARTBEAT_MS = 120_000;

/**
 * How far a price lies from its reference, in basis points of the reference (rounded up, so a
 * deviation just over the band never rounds into it). Null when there is no usable reference
 * (zero or below: no ratio to speak of).
 */
export function deviationBp(priceE4: number, referenceE4: number): number | null {
  if (!(referenceE4 > 0) || !Number.isFinite(priceE4)) return null;
  return Math.ceil((Math.abs(priceE4 - referenceE4) * 10_000) / referenceE4);
}

/**
 * The band check: true when the pushed price lies more than `bandBp` from the reference. Exactly
 * on the band is inside. Integer arithmetic (prices are E4 integers), so 5 % is 5 %, not 4.9999.
 */
export function outsidePriceBand(priceE4: number, referenceE4: number, bandBp: number): boolean {
  if (!(referenceE4 > 0)) return false;
  return Math.abs(priceE4 - referenceE4) * 10_000 > bandBp * referenceE4;
}

/**
 * The dead-man switch: a feed that pushed last at `lastPushAt` is silent past its heartbeat when more
 * than `heartbeatMs` have passed. A feed that never pushed has no heartbeat to miss (its seller's
 * offers price from the platform's quotes until the first push).
 */
export function heartbeatMissed(lastPushAt: Date | string | null, now: Date, heartbeatMs: number): boolean {
  if (lastPushAt === null) return false;
  const at = typeof lastPushAt === 'string' ? Date.parse(lastPushAt) : lastPushAt.getTime();
  if (!Number.isFinite(at)) return false;
  return now.getTime() - at > heartbeatMs;
}
