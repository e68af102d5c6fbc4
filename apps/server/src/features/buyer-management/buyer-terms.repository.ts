import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { canTrade, type RelationshipStatus } from '@fuel/domain/contracts/relationships';
import { businessDate } from '@fuel/domain/offers/business-time';
import { creditLine } from '@fuel/domain/trading/shared-credit';
import type { DbOrTx } from '../../db/client';
import {
  orderCreditUse,
  relationshipAdditiveProducts,
  relationshipProducts,
  relationships,
  relationshipTerminals,
} from '../../db/schema';
import { findCreditPools } from './credit-pools.repository';

export type BuyerProductTermsRow = { productId: number; creditDays: number; dailyLimitLitres: number | null };

/** What order placement and the market need to know about one buyer-seller pair. */
export type BuyerTermsForTrading = {
  relationshipId: number;
  /** ENABLED only when both sides are ENABLED (the pair trades); otherwise the blocking side's status. */
  status: RelationshipStatus;
  buyerStatus: RelationshipStatus;
  sellerStatus: RelationshipStatus;
  canTrade: boolean;
  /**
   * Cents; null = no limit set, which means no ordering on credit. With a shared pool (decision 051)
   * the parent's limit with the seller, not the pair's own.
   */
  creditLimitMinor: number | null;
  /**
   * Open gross order value in cents (decision 013), read from the credit counters (decision 034);
   * with a shared pool, that of every account of the group with the seller.
   */
  usedMinor: number;
  /** The shareholder group's pool the pair draws on (decision 051), or null: its own limit. */
  creditPool: { parentAccountId: number; memberAccountIds: number[] } | null;
  termsVersion: number;
  terminalIds: number[];
  products: BuyerProductTermsRow[];
  /** The additive market (issue 17): the seller enabled additives for the buyer, and which additive products with which credit days. */
  additivesEnabled: boolean;
  additiveProducts: Array<{ productId: number; creditDays: number }>;
};

/**
 * The seller's terms for a buyer, with credit in use, or null when the two have no relationship.
 * `lock: true` (inside a transaction) locks the relationship row FOR UPDATE first: order
 * placements of one buyer at one seller then run one after another, so the credit and daily-limit
 * checks that follow see every earlier order. `today` is the Europe/Berlin day (YYYY-MM-DD);
 * it defaults to the current day.
 */
export async function getBuyerTerms(
  db: DbOrTx,
  buyerAccountId: number,
  sellerAccountId: number,
  opts: { today?: string; lock?: boolean } = {},
): Promise<BuyerTermsForTrading | null> {
  const today = opts.today ?? businessDate(new Date());
  // The pool's row first (decision 051: pools before pairs), so the pool's credit in use is read under its lock.
  const pool =
    (await findCreditPools(db, [{ buyerAccountId, sellerAccountId }], today, { lock: opts.lock })).get(
      pairKey(buyerAccountId, sellerAccountId),
    ) ?? null;
  const query = db
    .select()
    .from(relationships)
    .where(and(eq(relationships.buyerAccountId, buyerAccountId), eq(relationships.sellerAccountId, sellerAccountId)));
  const [rel] = opts.lock ? await query.for('update') : await query;
  if (!rel) return null;
  // A second statement, after the lock: its snapshot sees every order committed before the lock was
  // granted (a subquery of the locking statement would read the credit of before the wait).
  const [facts] = await db
    .select({
      terminalIds: sql<
        number[]
      >`array(select ${relationshipTerminals.terminalId} from ${relationshipTerminals} where ${relationshipTerminals.relationshipId} = ${rel.id} order by 1)`,
      products: sql<
        BuyerProductTermsRow[] | null
      >`(select json_agg(json_build_object('productId', ${relationshipProducts.productId}, 'creditDays', ${relationshipProducts.creditDays}, 'dailyLimitLitres', ${relationshipProducts.dailyLimitLitres}) order by ${relationshipProducts.productId}) from ${relationshipProducts} where ${relationshipProducts.relationshipId} = ${rel.id})`,
      additiveProducts: sql<Array<{
        productId: number;
        creditDays: number;
      }> | null>`(select json_agg(json_build_object('productId', ${relationshipAdditiveProducts.productId}, 'creditDays', ${relationshipAdditiveProducts.creditDays}) order by ${relationshipAdditiveProducts.productId}) from ${relationshipAdditiveProducts} where ${relationshipAdditiveProducts.relationshipId} = ${rel.id})`,
      usedMinor: usedCreditSql({ buyerAccountId, sellerAccountId }, today),
    })
    .from(sql`(select 1) as one`);
  const terminalIds = (facts?.terminalIds ?? []).map(Number);
  const products = facts?.products ?? [];
  const credit = creditLine({ limitMinor: rel.creditLimitMinor, usedMinor: Number(facts?.usedMinor ?? 0) }, pool);
  const trades = canTrade(rel);
  return {
    relationshipId: rel.id,
    status: trades ? 'ENABLED' : rel.buyerStatus !== 'ENABLED' ? rel.buyerStatus : rel.sellerStatus,
    buyerStatus: rel.buyerStatus,
    sellerStatus: rel.sellerStatus,
    canTrade: trades,
    creditLimitMinor: credit.limitMinor,
    usedMinor: credit.usedMinor,
    creditPool: credit.pool,
    termsVersion: rel.termsVersion,
    terminalIds,
    products,
    additivesEnabled: rel.additivesEnabled,
    additiveProducts: facts?.additiveProducts ?? [],
  };
}

export async function findAllowedTerminalIds(db: DbOrTx, relationshipId: number): Promise<number[]> {
  const rows = await db
    .select({ terminalId: relationshipTerminals.terminalId })
    .from(relationshipTerminals)
    .where(eq(relationshipTerminals.relationshipId, relationshipId))
    .orderBy(asc(relationshipTerminals.terminalId));
  return rows.map((r) => r.terminalId);
}

export async function findAllowedProducts(db: DbOrTx, relationshipId: number): Promise<BuyerProductTermsRow[]> {
  return db
    .select({
      productId: relationshipProducts.productId,
      creditDays: relationshipProducts.creditDays,
      dailyLimitLitres: relationshipProducts.dailyLimitLitres,
    })
    .from(relationshipProducts)
    .where(eq(relationshipProducts.relationshipId, relationshipId))
    .orderBy(asc(relationshipProducts.productId));
}

/**
 * Gross cents of one buyer's orders with one seller that use credit on `today`: the counter rows due
 * today or later (the counters hold only credit-using, unpaid orders; decisions 013 and 034).
 */
const usedCreditSql = (pair: { buyerAccountId: number; sellerAccountId: number }, today: string) =>
  sql<string>`(select coalesce(sum(${orderCreditUse.grossMinor}), 0) from ${orderCreditUse} where ${orderCreditUse.buyerAccountId} = ${pair.buyerAccountId} and ${orderCreditUse.sellerAccountId} = ${pair.sellerAccountId} and ${orderCreditUse.dueDate} >= ${today})`;

/** Gross cents of one buyer's orders with one seller that use credit on `today`. */
export async function usedCreditMinor(
  db: DbOrTx,
  pair: { buyerAccountId: number; sellerAccountId: number },
  today: string,
): Promise<number> {
  const [row] = await db.select({ used: usedCreditSql(pair, today) }).from(sql`(select 1) as one`);
  return Number(row?.used ?? 0);
}

/** Credit in use per pair for all of one account's relationships, keyed "buyerId:sellerId". */
export async function usedCreditByPair(
  db: DbOrTx,
  side: { buyerAccountId: number } | { sellerAccountId: number },
  today: string,
): Promise<Map<string, number>> {
  const owner =
    'buyerAccountId' in side
      ? eq(orderCreditUse.buyerAccountId, side.buyerAccountId)
      : eq(orderCreditUse.sellerAccountId, side.sellerAccountId);
  const rows = await db
    .select({
      buyerAccountId: orderCreditUse.buyerAccountId,
      sellerAccountId: orderCreditUse.sellerAccountId,
      used: sql<string>`sum(${orderCreditUse.grossMinor})`,
    })
    .from(orderCreditUse)
    .where(and(owner, gte(orderCreditUse.dueDate, today)))
    .groupBy(orderCreditUse.buyerAccountId, orderCreditUse.sellerAccountId);
  return new Map(rows.map((r) => [pairKey(r.buyerAccountId, r.sellerAccountId), Number(r.used)]));
}

export const pairKey = (buyerAccountId: number, sellerAccountId: number) => `${buyerAccountId}:${sellerAccountId}`;
