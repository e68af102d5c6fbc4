/** What the header, market and operator screens need to know about the live connection. */
export type FeedStatus = { connected: boolean; running: boolean; liveGasPricesAvailable: boolean };

export const INITIAL_FEED_STATUS: FeedStatus = Object.freeze({
  connected: false,
  running: false,
  liveGasPricesAvailable: false,
});

/** A new status object only when something changed, so subscribers re-render only then. */
export function mergeFeedStatus(current: FeedStatus, patch: Partial<FeedStatus>): FeedStatus {
  const next = { ...current, ...patch };
  return next.connected === current.connected &&
    next.running === current.running &&
    next.liveGasPricesAvailable === current.liveGasPricesAvailable
    ? current
    : next;
}
