import type { FastifyInstance } from 'fastify';
import type { MarketWindow, MarketWindowPrice, MarketWindowResponse } from '@fuel/domain/contracts/market-data';
import { isQuoteLive, MARKET_SYMBOLS } from '@fuel/domain/market-data/symbols';
import * as repo from './market-window.repository';

type Deps = Pick<FastifyInstance, 'db' | 'now' | 'config' | 'marketData' | 'events'>;

/** Start of the window that contains `now`: windows are aligned to the clock (300 s: every 5 minutes on the minute). */
export function windowStart(now: Date, seconds: number): Date {
  const ms = seconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

const symbolOrder = (s: string) => {
  const i = (MARKET_SYMBOLS as readonly string[]).indexOf(s);
  return i < 0 ? MARKET_SYMBOLS.length : i;
};

/** The platform quotes as the window's price list, in symbol order. */
export function snapshotPrices(deps: Pick<Deps, 'marketData' | 'config'>, now: Date): MarketWindowPrice[] {
  const quotes = deps.marketData.quotes(null);
  return Object.keys(quotes)
    .sort((a, b) => symbolOrder(a) - symbolOrder(b) || a.localeCompare(b))
    .map((symbol) => {
      const q = quotes[symbol]!;
      return {
        symbol,
        price: q.price,
        live: isQuoteLive(q.timestamp, now, deps.config.livePriceMaxAgeMs),
        timestamp: q.timestamp,
      };
    });
}

/** Prices moved when a symbol is new, gone or has another price. */
export function pricesChanged(previous: readonly MarketWindowPrice[], next: readonly MarketWindowPrice[]): boolean {
  if (previous.length !== next.length) return true;
  const before = new Map(previous.map((p) => [p.symbol, p.price]));
  return next.some((p) => before.get(p.symbol) !== p.price);
}

/** The answer shape, with `live` recomputed for `now`. */
export function toMarketWindow(row: repo.WindowRow, now: Date, maxAgeMs: number): MarketWindow {
  return {
    prices: row.prices.map((p) => ({ ...p, live: isQuoteLive(p.timestamp, now, maxAgeMs) })),
    created: row.createdAt.toISOString(),
    expires: row.expiresAt.toISOString(),
    currentTime: now.toISOString(),
    marketChange: row.marketChange,
  };
}

/**
 * Makes sure the window of the current boundary exists. Several processes may race here: the unique
 * index on created_at lets exactly one insert win, and only the winner publishes the event.
 */
export async function rollWindow(deps: Deps): Promise<repo.WindowRow> {
  const now = deps.now();
  const createdAt = windowStart(now, deps.config.marketWindowSeconds);
  const previous = await repo.latestWindow(deps.db);
  if (previous && previous.createdAt.getTime() >= createdAt.getTime()) return previous;
  const prices = snapshotPrices(deps, now);
  const inserted = await repo.insertWindow(deps.db, {
    createdAt,
    expiresAt: new Date(createdAt.getTime() + deps.config.marketWindowSeconds * 1000),
    marketChange: previous ? pricesChanged(previous.prices, prices) : false,
    prices,
  });
  if (!inserted) return (await repo.windowCreatedAt(deps.db, createdAt))!;
  await deps.events.publish({
    type: 'marketWindow',
    window: toMarketWindow(inserted, now, deps.config.livePriceMaxAgeMs),
  });
  return inserted;
}

/**
 * GET /api/generic/marketWindow: the current window, or {} when there is none (spec section 7). On a
 * fresh start (no window at all) the first request creates one; later windows come from the job.
 */
export async function currentWindow(deps: Deps): Promise<MarketWindowResponse> {
  const now = deps.now();
  const row = (await repo.latestWindow(deps.db)) ?? (await rollWindow(deps));
  const t = now.getTime();
  if (row.createdAt.getTime() > t || row.expiresAt.getTime() <= t) return {};
  return toMarketWindow(row, now, deps.config.livePriceMaxAgeMs);
}
