import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../plugins/events';

export type PricingEventDeps = { events: Pick<EventBus, 'publish'>; log: Pick<FastifyBaseLogger, 'warn'> };

/**
 * Tells the open markets of the seller's buyers (and the seller's own pages) that its prices moved, so
 * they refetch at once instead of at the next market window. Best effort after the commit: the change
 * is saved either way, and a market refetches at the next window anyway.
 */
export async function announcePricingChange(deps: PricingEventDeps, sellerAccountId: number): Promise<void> {
  try {
    await deps.events.publish({ type: 'pricingChanged', sellerAccountId });
  } catch (err) {
    deps.log.warn({ err, sellerAccountId }, 'could not announce a pricing change');
  }
}
