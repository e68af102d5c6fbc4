import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Seller ids whose offers sold volume; null: anything may have changed (events were lost). */
export type SalesListener = (sellerAccountIds: number[] | null) => void;

/**
 * Decision 035: the one way a sale reaches the market caches. Orders change an offer's sold volume
 * without moving the market read model's version (that row would serialise all placements), so after
 * the commit trading reports the sellers here: this process's caches hear it at once, the others
 * through one coalesced `offersSold` NOTIFY per SALES_FLUSH_MS. A lost notification (the LISTEN
 * connection dropped) is answered by "everything may have changed".
 */
export type MarketSales = {
  sold(sellerAccountIds: Iterable<number>): void;
  subscribe(listener: SalesListener): () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    marketSales: MarketSales;
  }
}

/** Sales are published at most this often per process (a burst of orders is one NOTIFY). */
export const SALES_FLUSH_MS = 50;

export default fp(
  async function marketSalesPlugin(app: FastifyInstance) {
    const listeners = new Set<SalesListener>();
    const tell = (ids: number[] | null) => {
      for (const listener of listeners) {
        try {
          listener(ids);
        } catch (err) {
          app.log.error({ err }, 'market sales listener failed');
        }
      }
    };
    let pending = new Set<number>();
    let timer: NodeJS.Timeout | null = null;
    const flush = async () => {
      timer = null;
      if (pending.size === 0) return;
      const sellerAccountIds = [...pending];
      pending = new Set();
      try {
        await app.events.publish({ type: 'offersSold', sellerAccountIds });
      } catch (err) {
        // The other processes' caches expire by age (decision 035); this one was told already.
        app.log.warn({ err }, 'could not announce sales to the other server processes');
      }
    };

    app.events.subscribe((event) => {
      if (event.type === 'offersSold') tell(event.sellerAccountIds);
    });
    app.events.onReconnect(() => tell(null));
    app.addHook('onClose', async () => {
      if (timer) clearTimeout(timer);
      await flush();
    });

    app.decorate('marketSales', {
      sold(sellerAccountIds) {
        const ids = [...new Set(sellerAccountIds)];
        if (ids.length === 0) return;
        tell(ids);
        for (const id of ids) pending.add(id);
        timer ??= setTimeout(() => void flush(), SALES_FLUSH_MS);
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    } satisfies MarketSales);
  },
  { name: 'market-sales', dependencies: ['events'] },
);
