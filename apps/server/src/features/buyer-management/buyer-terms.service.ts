// The buyer terms other features trade under (trading's order lines), asked through this service so
// that no other feature reaches into the buyer-management repositories.
import type { DbOrTx } from '../../db/client';
import { getBuyerTerms, type BuyerTermsForTrading } from './buyer-terms.repository';
import { findCreditPools } from './credit-pools.repository';

export type { BuyerTermsForTrading };

/**
 * The seller's terms for a buyer with credit in use (null: no relationship). `lock` (inside a
 * transaction) locks the relationship row first, so one buyer's orders at one seller run one after another.
 */
export function termsForTrading(
  db: DbOrTx,
  pair: { buyerAccountId: number; sellerAccountId: number },
  opts: { today: string; lock?: boolean },
): Promise<BuyerTermsForTrading | null> {
  return getBuyerTerms(db, pair.buyerAccountId, pair.sellerAccountId, opts);
}

/**
 * Placement, before it locks its pairs: locks the shared credit pools the pairs draw on (decision
 * 051), in the order (parent, seller). Every placement takes all its pools before any pair, so two
 * placements never wait on each other crosswise.
 */
export async function lockCreditPools(
  db: DbOrTx,
  pairs: ReadonlyArray<{ buyerAccountId: number; sellerAccountId: number }>,
  opts: { today: string },
): Promise<void> {
  await findCreditPools(db, pairs, opts.today, { lock: true });
}
