// Large-order confirmation (issue 25 part 4, decision 056): an order far above what the buyer usually
// orders of the product asks for an extra confirmation. Pure rules; trading reads the history.

/** An order above this many times the usual (median) quantity asks for confirmation. */
export const LARGE_ORDER_FACTOR = 3;
/** The history the usual quantity is taken from. */
export const LARGE_ORDER_HISTORY_DAYS = 90;

/** The median of whole litres (the mean of the middle two for an even count); null without any. */
export function medianLitres(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** True when `litres` is more than `factor` times the median; no history (null) never asks. */
export function isLargeOrder(litres: number, median: number | null, factor: number = LARGE_ORDER_FACTOR): boolean {
  if (median === null || !(median > 0)) return false;
  return litres > factor * median;
}

/** The first day of the history window: `days` before `now`. */
export function largeOrderHistoryStart(now: Date, days: number = LARGE_ORDER_HISTORY_DAYS): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}
