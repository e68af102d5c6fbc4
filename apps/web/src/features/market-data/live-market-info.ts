import type { MarketInfo } from '@fuel/domain/contracts/market-data';
import { isQuoteLive, type QuoteMap } from '@fuel/domain/market-data/symbols';
import { livePriceMaxAgeMs } from '../../lib/live/freshness';

// Pure merging of the server's market info with the live quotes pushed since (tested without React).

export type PriceRow = { symbol: string; price: number | null; timestamp: string | null; live: boolean };
export type CurveRow = PriceRow & { month: string };
export type HistoryPoint = { timestamp: string; price: number };

const newer = (a: string, b: string | null) => b === null || Date.parse(a) > Date.parse(b);

/** A row with the newer of its own price and the live quote; live = not older than the freshness limit at `now`. */
export function withLiveQuote<T extends PriceRow>(row: T, quotes: QuoteMap, now: Date): T {
  const quote = quotes[row.symbol];
  const next =
    quote && newer(quote.timestamp, row.timestamp) ? { ...row, price: quote.price, timestamp: quote.timestamp } : row;
  return { ...next, live: next.timestamp !== null && isQuoteLive(next.timestamp, now, livePriceMaxAgeMs()) };
}

export function liveCurve(curve: MarketInfo['curve'], quotes: QuoteMap, now: Date): CurveRow[] {
  return curve.map((row) => withLiveQuote(row, quotes, now));
}

export function liveFx(fx: MarketInfo['fx'], quotes: QuoteMap, now: Date): PriceRow[] {
  return fx.map((row) => withLiveQuote(row, quotes, now));
}

/**
 * The chart's points: the server's history plus the live quotes received since, without points older
 * than the period. Returns `points` itself when nothing is added (a stable chart input).
 */
export function appendLivePoint(
  points: readonly HistoryPoint[],
  quote: { price: number; timestamp: string } | undefined,
  periodMs: number,
): readonly HistoryPoint[] {
  if (!quote) return points;
  const last = points.at(-1);
  if (last && !newer(quote.timestamp, last.timestamp)) return points;
  const cutoff = Date.parse(quote.timestamp) - periodMs;
  const kept = points.filter((point) => Date.parse(point.timestamp) >= cutoff);
  return [...kept, { timestamp: quote.timestamp, price: quote.price }];
}

/** Chart data: x in epoch milliseconds. */
export const chartPoints = (points: readonly HistoryPoint[]) =>
  points.map((point) => ({ t: Date.parse(point.timestamp), price: point.price }));

const MINUTE = 60_000;
const TICK_STEPS_MIN = [1, 2, 5, 10, 15, 30, 60, 120, 180, 240, 360];

/** Time-axis ticks on whole minutes (the smallest step giving at most `maxTicks`), within [from, to]. */
export function timeTicks(from: number, to: number, maxTicks = 8): number[] {
  if (!(to > from)) return Number.isFinite(from) ? [from] : [];
  const span = to - from;
  const stepMin = TICK_STEPS_MIN.find((step) => span / (step * MINUTE) <= maxTicks) ?? TICK_STEPS_MIN.at(-1)!;
  const step = stepMin * MINUTE;
  const ticks: number[] = [];
  for (let t = Math.ceil(from / step) * step; t <= to; t += step) ticks.push(t);
  return ticks;
}
