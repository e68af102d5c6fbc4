// The credit a basket leaves (issue 14 part 7): per buyer account and seller, the free credit minus
// the gross of this basket's lines at that seller, as order placement will check it (decision 013:
// every line of one submit counts against the same seller's credit). Amounts in cents.
import { creditSummary } from './credit';

export type BasketCreditLine = { buyerAccountId: number; sellerId: number; grossMinor: number };

export type BasketCreditPair = {
  buyerAccountId: number;
  sellerId: number;
  /** null: no limit set, no ordering on credit. */
  limitMinor: number | null;
  freeMinor: number;
  basketGrossMinor: number;
  /** Free credit after this basket; negative when the basket exceeds it. */
  leftAfterMinor: number;
  /** The basket fits the credit (placement would not refuse it for credit). */
  enough: boolean;
};

/** Pairs in the order their first line appears; `creditOf` gives limit and used credit of a pair. */
export function basketCredit(
  lines: readonly BasketCreditLine[],
  creditOf: (buyerAccountId: number, sellerId: number) => { limitMinor: number | null; usedMinor: number },
): BasketCreditPair[] {
  const pairs = new Map<string, BasketCreditPair>();
  for (const line of lines) {
    const key = `${line.buyerAccountId}:${line.sellerId}`;
    let pair = pairs.get(key);
    if (!pair) {
      const { limitMinor, usedMinor } = creditOf(line.buyerAccountId, line.sellerId);
      const free = creditSummary(limitMinor, usedMinor).freeMinor;
      pair = { buyerAccountId: line.buyerAccountId, sellerId: line.sellerId, limitMinor, freeMinor: free, basketGrossMinor: 0, leftAfterMinor: free, enough: limitMinor !== null };
      pairs.set(key, pair);
    }
    pair.basketGrossMinor += line.grossMinor;
    pair.leftAfterMinor = pair.freeMinor - pair.basketGrossMinor;
    pair.enough = pair.limitMinor !== null && pair.leftAfterMinor >= 0;
  }
  return [...pairs.values()];
}
