import type { FastifyInstance } from 'fastify';
import type { MarketInfo } from '@fuel/domain/contracts/market-data';
import { FX_SYMBOLS, GASOIL_SYMBOLS, isQuoteLive } from '@fuel/domain/market-data/symbols';
import { contractMonthLabels } from '@fuel/domain/market-data/contract-months';
import { pruneTicks, tickHistory } from './market-data.repository';

/** Points of the history chart at most (a chart needs no more points than pixels). */
export const HISTORY_MAX_POINTS = 300;

type Deps = Pick<FastifyInstance, 'db' | 'now' | 'config' | 'marketData'>;

/** The gasoil curve with the real contract months, FX rates and the recent history of one symbol. */
export async function marketInfo(deps: Deps, query: { symbol: string; minutes: number }): Promise<MarketInfo> {
  const now = deps.now();
  const quotes = deps.marketData.quotes(null);
  const maxAge = deps.config.livePriceMaxAgeMs;
  const quoteOf = (symbol: string) => {
    const q = quotes[symbol];
    return {
      symbol,
      price: q?.price ?? null,
      timestamp: q?.timestamp ?? null,
      live: q ? isQuoteLive(q.timestamp, now, maxAge) : false,
    };
  };
  const labels = contractMonthLabels(now);
  const from = new Date(now.getTime() - query.minutes * 60_000);
  return {
    curve: GASOIL_SYMBOLS.map((symbol, i) => ({ month: labels[i]!, ...quoteOf(symbol) })),
    fx: FX_SYMBOLS.map(quoteOf),
    history: { symbol: query.symbol, points: await tickHistory(deps.db, query.symbol, from, now, HISTORY_MAX_POINTS) },
    liveGasPricesAvailable: deps.marketData.liveGasPricesAvailable(now),
  };
}

/** Deletes the platform's and sellers' ticks older than `before` (the tick-prune job); answers how many. */
export async function pruneTicksBefore(deps: Pick<Deps, 'db'>, before: Date): Promise<number> {
  return pruneTicks(deps.db, before);
}
