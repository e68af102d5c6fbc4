import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../plugins/events';

export type SellerMarketEventDeps = { events: Pick<EventBus, 'publish'>; log: Pick<FastifyBaseLogger, 'warn'> };

/**
 * Tells the open markets of the seller's buyers that what they show of this seller changed (an offer
 * published, edited, paused, resumed or removed, a min-price floor moved, pricing rules or the price
 * type changed), so they refetch at once instead of at the next market window. The event stream
 * delivers it only to the seller and its trading buyers. Best effort after the commit: the change is
 * saved either way, and a market refetches at the next window anyway.
 */
export async function announceSellerMarketChange(deps: SellerMarketEventDeps, sellerAccountId: number): Promise<void> {
  try {
    await deps.events.publish({ type: 'sellerMarketChanged', sellerAccountId });
  } catch (err) {
    deps.log.warn({ err, sellerAccountId }, 'could not announce a change of the seller\'s market');
  }
}
