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

/**
 * Pairs in the order their first line appears; `creditOf` gives limit and used credit of a pair, and
 * the key of the credit it draws on when that is shared (decision 051: a group's pool at a seller).
 * Pairs with the same key leave the free credit minus the basket gross of all of them.
 */
export function basketCredit(
  lines: readonly BasketCreditLine[],
  creditOf: (
    buyerAccountId: number,
    sellerId: number,
  ) => { limitMinor: number | null; usedMinor: number; creditKey?: string },
): BasketCreditPair[] {
  const pairs = new Map<string, BasketCreditPair & { creditKey: string }>();
  const grossOfKey = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.buyerAccountId}:${line.sellerId}`;
    let pair = pairs.get(key);
    if (!pair) {
      const { limitMinor, usedMinor, creditKey = key } = creditOf(line.buyerAccountId, line.sellerId);
      const free = creditSummary(limitMinor, usedMinor).freeMinor;
      pair = {
        buyerAccountId: line.buyerAccountId,
        sellerId: line.sellerId,
        limitMinor,
        freeMinor: free,
        basketGrossMinor: 0,
        leftAfterMinor: free,
        enough: false,
        creditKey,
      };
      pairs.set(key, pair);
    }
    pair.basketGrossMinor += line.grossMinor;
    grossOfKey.set(pair.creditKey, (grossOfKey.get(pair.creditKey) ?? 0) + line.grossMinor);
  }
  return [...pairs.values()].map(({ creditKey, ...pair }) => {
    const leftAfterMinor = pair.freeMinor - (grossOfKey.get(creditKey) ?? 0);
    return { ...pair, leftAfterMinor, enough: pair.limitMinor !== null && leftAfterMinor >= 0 };
  });
}
