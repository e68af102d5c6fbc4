import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The one publisher of `sellerMarketChanged` (offers, min price, pricing rules and price type announce through it). */
export type SellerMarketEvents = {
  /**
   * Tells the open markets of the seller's buyers that what they show of this seller changed (an offer
   * published, edited, paused, resumed or removed, a min-price floor moved, pricing rules or the price
   * type changed), so they refetch at once instead of at the next market window. The event stream
   * delivers it only to the seller and its trading buyers. Best effort after the commit: the change is
   * saved either way, and a market refetches at the next window anyway.
   */
  announceChange(sellerAccountId: number): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    sellerMarketEvents: SellerMarketEvents;
  }
}

export default fp(
  async function sellerMarketEventsPlugin(app: FastifyInstance) {
    const sellerMarketEvents: SellerMarketEvents = {
      async announceChange(sellerAccountId) {
        try {
          await app.events.publish({ type: 'sellerMarketChanged', sellerAccountId });
        } catch (err) {
          app.log.warn({ err, sellerAccountId }, "could not announce a change of the seller's market");
        }
      },
    };
    app.decorate('sellerMarketEvents', sellerMarketEvents);
  },
  { name: 'seller-market-events', dependencies: ['events'] },
);
