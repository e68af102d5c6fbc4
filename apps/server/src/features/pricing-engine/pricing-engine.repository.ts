import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, offers, pricingRules, products, relationships, terminals } from '../../db/schema';

export type PricingRuleRow = typeof pricingRules.$inferSelect;
export type PricingRuleValues = Omit<
  typeof pricingRules.$inferInsert,
  'id' | 'sellerAccountId' | 'createdAt' | 'updatedAt'
>;

/** The rules of the given sellers, oldest first (one query for a whole market). */
export async function findRulesOfSellers(db: DbOrTx, sellerAccountIds: number[]): Promise<PricingRuleRow[]> {
  if (sellerAccountIds.length === 0) return [];
  return db
    .select()
    .from(pricingRules)
    .where(inArray(pricingRules.sellerAccountId, sellerAccountIds))
    .orderBy(asc(pricingRules.id));
}

/** One of the seller's rules; undefined for another seller's or an unknown id. */
export async function findRuleOfSeller(db: DbOrTx, sellerAccountId: number, id: number, opts: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(pricingRules)
    .where(and(eq(pricingRules.id, id), eq(pricingRules.sellerAccountId, sellerAccountId)));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** Another rule of the seller with the same duplicate key (spec section 5 "rule already exists"). */
export async function findDuplicateRule(
  db: DbOrTx,
  sellerAccountId: number,
  duplicateKey: string,
  exceptId: number | null,
) {
  const [row] = await db
    .select({ id: pricingRules.id })
    .from(pricingRules)
    .where(
      and(
        eq(pricingRules.sellerAccountId, sellerAccountId),
        eq(pricingRules.duplicateKey, duplicateKey),
        exceptId === null ? undefined : ne(pricingRules.id, exceptId),
      ),
    );
  return row;
}

export async function insertRule(
  tx: DbOrTx,
  sellerAccountId: number,
  values: PricingRuleValues,
  now: Date,
): Promise<PricingRuleRow> {
  const [row] = await tx
    .insert(pricingRules)
    .values({ ...values, sellerAccountId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateRule(
  tx: DbOrTx,
  id: number,
  values: PricingRuleValues,
  now: Date,
): Promise<PricingRuleRow> {
  const [row] = await tx
    .update(pricingRules)
    .set({ ...values, updatedAt: now })
    .where(eq(pricingRules.id, id))
    .returning();
  return row!;
}

export async function deleteRule(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(pricingRules).where(eq(pricingRules.id, id));
}

/** The seller's price type (FIXED, TRACKING, API) per seller. */
export async function findPriceTypes(
  db: DbOrTx,
  sellerAccountIds: number[],
): Promise<Map<number, 'FIXED' | 'TRACKING' | 'API'>> {
  if (sellerAccountIds.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, priceType: accounts.priceType })
    .from(accounts)
    .where(inArray(accounts.id, sellerAccountIds));
  return new Map(rows.map((r) => [r.id, r.priceType]));
}

/** Of the given ids, the buyer accounts that have a relationship with the seller. */
export async function findCustomerIds(db: DbOrTx, sellerAccountId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: relationships.buyerAccountId })
    .from(relationships)
    .innerJoin(accounts, and(eq(accounts.id, relationships.buyerAccountId), eq(accounts.type, 'buyer')))
    .where(and(eq(relationships.sellerAccountId, sellerAccountId), inArray(relationships.buyerAccountId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Of the given ids, the existing fuel products. */
export async function findFuelProductIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.type, 'fuel')));
  return new Set(rows.map((r) => r.id));
}

/** Of the given ids, the existing terminals. */
export async function findTerminalIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: terminals.id }).from(terminals).where(inArray(terminals.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** True when the offer is the seller's own and not removed. */
export async function isOwnOffer(db: DbOrTx, sellerAccountId: number, offerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.sellerAccountId, sellerAccountId), ne(offers.status, 'REMOVED')));
  return rows.length > 0;
}

/** A live offer of the seller with what the engine needs (product density and category, terminal). */
export async function findSellerOfferForPricing(db: DbOrTx, sellerAccountId: number, offerId: number) {
  const [row] = await db
    .select({
      id: offers.id,
      sellerAccountId: offers.sellerAccountId,
      productId: offers.productId,
      terminalId: offers.terminalId,
      pricingType: offers.pricingType,
      livePricing: offers.livePricing,
      product: { id: products.id, name: products.name, category: products.category, density: products.density },
      terminal: { id: terminals.id, name: terminals.name, city: terminals.city },
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .leftJoin(terminals, eq(terminals.id, offers.terminalId))
    .where(and(eq(offers.id, offerId), eq(offers.sellerAccountId, sellerAccountId), ne(offers.status, 'REMOVED')));
  return row;
}

/** The buyer account when it is connected with the seller (ENABLED on both sides). */
export async function findConnectedBuyer(db: DbOrTx, sellerAccountId: number, buyerAccountId: number) {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(relationships)
    .innerJoin(accounts, eq(accounts.id, relationships.buyerAccountId))
    .where(
      and(
        eq(relationships.sellerAccountId, sellerAccountId),
        eq(relationships.buyerAccountId, buyerAccountId),
        eq(relationships.sellerStatus, 'ENABLED'),
        eq(relationships.buyerStatus, 'ENABLED'),
      ),
    );
  return row;
}
