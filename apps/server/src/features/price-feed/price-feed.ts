/** One price from a feed; the timestamp defaults to the time of receipt. */
export type FeedTick = { symbol: string; price: number; timestamp?: Date };

/**
 * A source of exchange prices (DESIGN.md section 5). The built-in simulator is one; prices pushed
 * over POST /api/price-feed/ticks arrive without a feed object (they are requests, not a loop).
 */
export interface PriceFeed {
  /** Starts delivering batches of ticks to `emit` until stop(). */
  start(emit: (ticks: FeedTick[]) => void): void;
  stop(): void;
}
