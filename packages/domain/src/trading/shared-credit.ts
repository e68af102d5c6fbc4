// Shared credit limits (issue 24 part 6, decision 051): with the account feature sharedCreditLimits
// on the PARENT of a shareholder group, the parent and its child accounts draw on one credit limit
// per seller: the parent's limit with that seller. Credit in use of the pool is the credit in use of
// every member with that seller (decision 013). Without the flag, or when the parent does not trade
// with the seller, every account keeps its own limit, as before.
import { creditSummary, type CreditSummary } from './credit';

/** A shareholder group as stored: the parent, its flag and its members (the parent first). */
export type CreditGroup = { parentAccountId: number; sharedCreditLimits: boolean; memberAccountIds: readonly number[] };

/** The parent's relationship with one seller, as far as the pool needs it. */
export type ParentRelationship = { canTrade: boolean; creditLimitMinor: number | null };

/**
 * Whether an account's credit at a seller is the group's pool: the parent switched sharing on and
 * itself trades with the seller (its relationship is accepted on both sides). A group of one (a
 * parent without children) is a pool of one, which is its own limit.
 */
export function sharesCredit(group: CreditGroup | null, parentRelationship: ParentRelationship | null): boolean {
  return Boolean(group?.sharedCreditLimits && parentRelationship?.canTrade);
}

export type CreditPool = {
  parentAccountId: number;
  /** The parent's limit with the seller (cents); null: no credit line for the whole group. */
  limitMinor: number | null;
  /** Credit in use per member with the seller (cents); members without orders may be left out. */
  usedByAccount: ReadonlyArray<{ accountId: number; usedMinor: number }>;
  /** Every member of the group, the parent first: whom the seller sees sharing the limit. */
  memberAccountIds: readonly number[];
};

/** The credit an account orders against: its own, or the pool's. */
export type CreditLine = CreditSummary & {
  /** null: the account's own limit; else the pool it shares with these accounts. */
  pool: { parentAccountId: number; memberAccountIds: number[] } | null;
};

/** Limit, used and free credit of one account at one seller: the pool's when there is one, else its own. */
export function creditLine(own: { limitMinor: number | null; usedMinor: number }, pool: CreditPool | null): CreditLine {
  if (!pool) return { ...creditSummary(own.limitMinor, own.usedMinor), pool: null };
  const usedMinor = pool.usedByAccount.reduce((sum, m) => sum + m.usedMinor, 0);
  return {
    ...creditSummary(pool.limitMinor, usedMinor),
    pool: { parentAccountId: pool.parentAccountId, memberAccountIds: [...pool.memberAccountIds] },
  };
}

/**
 * The key under which lines draw on the same credit: the pool (parent and seller) or the pair
 * (buyer and seller). Placement and the basket sum a submit's lines per key, so two children's
 * lines at one seller count against the pool together.
 */
export function creditKey(
  buyerAccountId: number,
  sellerAccountId: number,
  pool: { parentAccountId: number } | null,
): string {
  return pool ? `pool:${pool.parentAccountId}:${sellerAccountId}` : `${buyerAccountId}:${sellerAccountId}`;
}
