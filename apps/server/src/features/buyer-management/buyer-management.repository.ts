import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  products,
  relationshipAdditiveProducts,
  relationshipProducts,
  relationships,
  relationshipTerminals,
  terminals,
} from '../../db/schema';
import type { BuyerProductTermsRow } from './buyer-terms.repository';

/** One of the seller's relationships with its buyer; undefined for another seller's (ownership). */
export async function findSellerRelationship(
  db: DbOrTx,
  relationshipId: number,
  sellerAccountId: number,
  opts: { lock?: boolean } = {},
) {
  const query = db
    .select({
      id: relationships.id,
      buyerAccountId: relationships.buyerAccountId,
      sellerAccountId: relationships.sellerAccountId,
      buyerStatus: relationships.buyerStatus,
      sellerStatus: relationships.sellerStatus,
      additivesEnabled: relationships.additivesEnabled,
      creditLimitMinor: relationships.creditLimitMinor,
      termsVersion: relationships.termsVersion,
      buyer: { id: accounts.id, name: accounts.name, city: accounts.city },
    })
    .from(relationships)
    .innerJoin(accounts, eq(accounts.id, relationships.buyerAccountId))
    .where(and(eq(relationships.id, relationshipId), eq(relationships.sellerAccountId, sellerAccountId)));
  const [row] = opts.lock ? await query.for('update', { of: relationships }) : await query;
  return row;
}

/** The terms a seller sets; relationships.payment_term_id is retired (decision 050) and neither read nor written. */
export type StoredTerms = {
  creditLimitMinor: number | null;
  terminalIds: number[];
  products: BuyerProductTermsRow[];
};

/** Replaces the allowed terminals and products (the caller bumps terms_version with the credit limit). */
export async function replaceTermRows(
  tx: DbOrTx,
  relationshipId: number,
  terms: Pick<StoredTerms, 'terminalIds' | 'products'>,
): Promise<void> {
  await tx.delete(relationshipTerminals).where(eq(relationshipTerminals.relationshipId, relationshipId));
  await tx.delete(relationshipProducts).where(eq(relationshipProducts.relationshipId, relationshipId));
  if (terms.terminalIds.length > 0) {
    await tx
      .insert(relationshipTerminals)
      .values(terms.terminalIds.map((terminalId) => ({ relationshipId, terminalId })));
  }
  if (terms.products.length > 0) {
    await tx.insert(relationshipProducts).values(terms.products.map((p) => ({ relationshipId, ...p })));
  }
}

/** Of the given ids, those that name an active terminal. */
export async function findActiveTerminalIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: terminals.id })
    .from(terminals)
    .where(and(inArray(terminals.id, ids), eq(terminals.active, true)));
  return new Set(rows.map((r) => r.id));
}

/** Of the given ids, those that name an active product, with the product's type (fuel or additive). */
export async function findActiveProductTypes(db: DbOrTx, ids: number[]): Promise<Map<number, 'fuel' | 'additive'>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, type: products.type })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)));
  return new Map(rows.map((r) => [r.id, r.type]));
}

/** The granted products' payment terms of every relationship of one side (fuels, then additives; two statements). */
export async function findPaymentTermsOfAccount(
  db: DbOrTx,
  side: { buyerAccountId: number } | { sellerAccountId: number },
) {
  const owner =
    'buyerAccountId' in side
      ? eq(relationships.buyerAccountId, side.buyerAccountId)
      : eq(relationships.sellerAccountId, side.sellerAccountId);
  const fuel = await db
    .select({
      relationshipId: relationshipProducts.relationshipId,
      productId: products.id,
      productName: products.name,
      sort: products.categorySort,
      creditDays: relationshipProducts.creditDays,
    })
    .from(relationshipProducts)
    .innerJoin(relationships, eq(relationships.id, relationshipProducts.relationshipId))
    .innerJoin(products, eq(products.id, relationshipProducts.productId))
    .where(owner)
    .orderBy(products.categorySort, products.name);
  const additive = await db
    .select({
      relationshipId: relationshipAdditiveProducts.relationshipId,
      productId: products.id,
      productName: products.name,
      sort: products.categorySort,
      creditDays: relationshipAdditiveProducts.creditDays,
    })
    .from(relationshipAdditiveProducts)
    .innerJoin(relationships, eq(relationships.id, relationshipAdditiveProducts.relationshipId))
    .innerJoin(products, eq(products.id, relationshipAdditiveProducts.productId))
    .where(owner)
    .orderBy(products.name);
  return { fuel, additive };
}

/** The seller's relationships with buyer name, terms, allowed terminals, products and additive products (four statements). */
export async function findSellerBuyersWithTerms(db: DbOrTx, sellerAccountId: number) {
  const rels = await db
    .select({
      id: relationships.id,
      buyerAccountId: relationships.buyerAccountId,
      buyerName: accounts.name,
      buyerStatus: relationships.buyerStatus,
      sellerStatus: relationships.sellerStatus,
      creditLimitMinor: relationships.creditLimitMinor,
      additivesEnabled: relationships.additivesEnabled,
    })
    .from(relationships)
    .innerJoin(accounts, eq(accounts.id, relationships.buyerAccountId))
    .where(eq(relationships.sellerAccountId, sellerAccountId))
    .orderBy(relationships.id);
  const ids = rels.map((r) => r.id);
  const terminalRows =
    ids.length === 0
      ? []
      : await db.select().from(relationshipTerminals).where(inArray(relationshipTerminals.relationshipId, ids));
  const productRows =
    ids.length === 0
      ? []
      : await db.select().from(relationshipProducts).where(inArray(relationshipProducts.relationshipId, ids));
  const additiveRows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(relationshipAdditiveProducts)
          .where(inArray(relationshipAdditiveProducts.relationshipId, ids));
  return rels.map((r) => ({
    ...r,
    terminalIds: terminalRows
      .filter((t) => t.relationshipId === r.id)
      .map((t) => t.terminalId)
      .sort((a, b) => a - b),
    products: productRows
      .filter((p) => p.relationshipId === r.id)
      .map(({ productId, creditDays, dailyLimitLitres }) => ({ productId, creditDays, dailyLimitLitres }))
      .sort((a, b) => a.productId - b.productId),
    additiveProducts: additiveRows
      .filter((p) => p.relationshipId === r.id)
      .map(({ productId, creditDays }) => ({ productId, creditDays }))
      .sort((a, b) => a.productId - b.productId),
  }));
}
