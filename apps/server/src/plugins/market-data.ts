import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Tick } from '@fuel/domain/contracts/market-data';
import { sql } from 'drizzle-orm';
import { MARKET_SYMBOLS, type QuoteMap } from '@fuel/domain/market-data/symbols';
import { QuoteBook } from '@fuel/domain/market-data/quote-book';
import type { DbOrTx } from '../db/client';
import { accounts, priceTicks } from '../db/schema';

export type TickInput = { symbol: string; price: number; timestamp?: Date | string };
export type TickListener = (ticks: Tick[]) => void | Promise<void>;

export type MarketData = {
  /** Platform quotes; with a seller id, overlaid by that API seller's own latest quotes. Do not mutate. */
  quotes(sellerAccountId: number | null): QuoteMap;
  /** The latest quote per symbol of the platform and of every API seller. */
  latestTicks(): Tick[];
  /** Spec section 4: a platform /GAS quote at most config.livePriceMaxAgeMs old. */
  liveGasPricesAvailable(now: Date): boolean;
  /** Timestamp of the newest platform quote, or null. */
  lastPlatformTickAt(): string | null;
  /** Stores the ticks and publishes one 'ticks' event; timestamps default to now. */
  recordTicks(ticks: TickInput[], source: 'SIMULATOR' | 'API', sellerAccountId: number | null): Promise<Tick[]>;
  /** Fires in every process for every tick batch, after the quote cache has taken it. */
  onTicks(listener: TickListener): () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    marketData: MarketData;
  }
}

/** numeric(18,6) in the database: the cache and the event carry the stored value. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Tick storage and the per-process quote cache (the domain's QuoteBook; the browser keeps the same). The cache is fed only by 'ticks' events (the same
 * path in every process) and reloaded from the database at start and after a lost LISTEN
 * connection; the recording process also applies its own ticks at once, so it reads its writes.
 */
export default fp(
  async function marketDataPlugin(app: FastifyInstance) {
    const cache = new QuoteBook();
    const listeners = new Set<TickListener>();

    const fire = (ticks: Tick[]) => {
      for (const listener of listeners) {
        try {
          const result = listener(ticks);
          if (result instanceof Promise) result.catch((err: unknown) => app.log.error({ err }, 'tick listener failed'));
        } catch (err) {
          app.log.error({ err }, 'tick listener failed');
        }
      }
    };
    const reload = async () => cache.apply(await latestQuotes(app.db));

    app.events.subscribe((event) => {
      if (event.type !== 'ticks') return;
      cache.apply(event.ticks);
      fire(event.ticks);
    });
    app.events.onReconnect(() => {
      reload().catch((err: unknown) => app.log.error({ err }, 'reloading quotes failed'));
    });
    await reload();

    const marketData: MarketData = {
      quotes: (id) => cache.quotes(id),
      latestTicks: () => cache.latestTicks(),
      liveGasPricesAvailable: (now) => cache.liveGasPricesAvailable(now, app.config.livePriceMaxAgeMs),
      lastPlatformTickAt: () => cache.lastPlatformTickAt(),
      recordTicks: async (input, source, sellerAccountId) => {
        if (input.length === 0) return [];
        const now = app.now();
        const rows = input.map((t) => ({
          symbol: t.symbol,
          price: round6(t.price),
          quotedAt: t.timestamp ? new Date(t.timestamp) : now,
        }));
        await insertTicks(app.db, rows, source, sellerAccountId, now);
        const ticks: Tick[] = rows.map((r) => ({
          symbol: r.symbol,
          price: r.price,
          timestamp: r.quotedAt.toISOString(),
          sellerAccountId,
        }));
        cache.apply(ticks);
        await app.events.publish({ type: 'ticks', ticks });
        return ticks;
      },
      onTicks: (listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    };
    app.decorate('marketData', marketData);
  },
  { name: 'market-data', dependencies: ['events'] },
);

// The plugin's own queries (as the session plugin has its own): it is the one writer of price_ticks;
// features/market-data reads the history and prunes.

type NewTick = { symbol: string; price: number; quotedAt: Date };

async function insertTicks(
  db: DbOrTx,
  ticks: NewTick[],
  source: 'SIMULATOR' | 'API',
  sellerAccountId: number | null,
  receivedAt: Date,
): Promise<void> {
  if (ticks.length === 0) return;
  await db.insert(priceTicks).values(ticks.map((t) => ({ ...t, source, sellerAccountId, receivedAt })));
}

type RawQuote = { symbol: string; seller_account_id: number | null; price: number | string; quoted_at: Date | string };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const toTick = (r: RawQuote): Tick => ({
  symbol: r.symbol,
  price: Number(r.price),
  timestamp: new Date(r.quoted_at).toISOString(),
  sellerAccountId: r.seller_account_id === null ? null : Number(r.seller_account_id),
});

/**
 * The newest tick per symbol of the platform feed and of every seller. One index probe per
 * (symbol, source) instead of a DISTINCT ON over a week of ticks.
 */
async function latestQuotes(db: DbOrTx): Promise<Tick[]> {
  const symbols = sql.raw(`array[${MARKET_SYMBOLS.map((s) => `'${s}'`).join(',')}]::text[]`);
  const platform = await db.execute(sql`
    select s.symbol, null::int as seller_account_id, t.price, t.quoted_at
      from unnest(${symbols}) as s(symbol)
      cross join lateral (
        select p.price, p.quoted_at from ${priceTicks} p
         where p.symbol = s.symbol and p.seller_account_id is null
         order by p.quoted_at desc, p.id desc limit 1) t`);
  const sellers = await db.execute(sql`
    select s.symbol, a.id as seller_account_id, t.price, t.quoted_at
      from unnest(${symbols}) as s(symbol)
      cross join (select id from ${accounts} where type = 'seller') a
      cross join lateral (
        select p.price, p.quoted_at from ${priceTicks} p
         where p.seller_account_id = a.id and p.symbol = s.symbol
         order by p.quoted_at desc, p.id desc limit 1) t`);
  return [...rowsOf<RawQuote>(platform), ...rowsOf<RawQuote>(sellers)].map(toTick);
}
