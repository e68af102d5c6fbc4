import { and, asc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { CREDIT_USING_STATUSES } from '@fuel/domain/trading/credit';
import { canTrade, type RelationshipStatus } from '@fuel/domain/contracts/relationships';
import { businessDate } from '@fuel/domain/offers/business-time';
import type { DbOrTx } from '../../db/client';
import { orders, relationshipProducts, relationships, relationshipTerminals } from '../../db/schema';

export type BuyerProductTermsRow = { productId: number; creditDays: number; dailyLimitLitres: number | null };

/** What order placement and the market need to know about one buyer-seller pair. */
export type BuyerTermsForTrading = {
  relationshipId: number;
  /** ENABLED only when both sides are ENABLED (the pair trades); otherwise the blocking side's status. */
  status: RelationshipStatus;
  buyerStatus: RelationshipStatus;
  sellerStatus: RelationshipStatus;
  canTrade: boolean;
  /** Cents; null = no limit set, which means no ordering on credit. */
  creditLimitMinor: number | null;
  /** Open gross order value in cents (domain trading/credit.ts rule, computed in SQL). */
  usedMinor: number;
  paymentTermId: number | null;
  termsVersion: number;
  terminalIds: number[];
  products: BuyerProductTermsRow[];
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
  const query = db
    .select()
    .from(relationships)
    .where(and(eq(relationships.buyerAccountId, buyerAccountId), eq(relationships.sellerAccountId, sellerAccountId)));
  const [rel] = opts.lock ? await query.for('update') : await query;
  if (!rel) return null;
  // One after another: inside a transaction the queries share one connection.
  const terminalIds = await findAllowedTerminalIds(db, rel.id);
  const products = await findAllowedProducts(db, rel.id);
  const usedMinor = await usedCreditMinor(db, { buyerAccountId, sellerAccountId }, opts.today ?? businessDate(new Date()));
  const trades = canTrade(rel);
  return {
    relationshipId: rel.id,
    status: trades ? 'ENABLED' : rel.buyerStatus !== 'ENABLED' ? rel.buyerStatus : rel.sellerStatus,
    buyerStatus: rel.buyerStatus,
    sellerStatus: rel.sellerStatus,
    canTrade: trades,
    creditLimitMinor: rel.creditLimitMinor,
    usedMinor,
    paymentTermId: rel.paymentTermId,
    termsVersion: rel.termsVersion,
    terminalIds,
    products,
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

/** The credit-use rule of domain trading/credit.ts as SQL: credit-using status, not paid, due today or later. */
const creditInUse = (today: string): SQL =>
  and(inArray(orders.status, [...CREDIT_USING_STATUSES]), isNull(orders.paidAt), gte(orders.dueDate, today))!;

/** Gross cents of one buyer's orders with one seller that use credit on `today`. */
export async function usedCreditMinor(
  db: DbOrTx,
  pair: { buyerAccountId: number; sellerAccountId: number },
  today: string,
): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${orders.grossMinor}), 0)` })
    .from(orders)
    .where(and(eq(orders.buyerAccountId, pair.buyerAccountId), eq(orders.sellerAccountId, pair.sellerAccountId), creditInUse(today)));
  return Number(row?.used ?? 0);
}

/** Credit in use per pair for all of one account's relationships, keyed "buyerId:sellerId". */
export async function usedCreditByPair(
  db: DbOrTx,
  side: { buyerAccountId: number } | { sellerAccountId: number },
  today: string,
): Promise<Map<string, number>> {
  const owner = 'buyerAccountId' in side ? eq(orders.buyerAccountId, side.buyerAccountId) : eq(orders.sellerAccountId, side.sellerAccountId);
  const rows = await db
    .select({ buyerAccountId: orders.buyerAccountId, sellerAccountId: orders.sellerAccountId, used: sql<string>`sum(${orders.grossMinor})` })
    .from(orders)
    .where(and(owner, creditInUse(today)))
    .groupBy(orders.buyerAccountId, orders.sellerAccountId);
  return new Map(rows.map((r) => [pairKey(r.buyerAccountId, r.sellerAccountId), Number(r.used)]));
}

export const pairKey = (buyerAccountId: number, sellerAccountId: number) => `${buyerAccountId}:${sellerAccountId}`;
