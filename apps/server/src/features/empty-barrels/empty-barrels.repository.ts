// The only Drizzle calls of the empty-barrel pickup requests (issue 17 part 6): the table it owns and
// what the request form may offer (the buyer's additive relationships, allowed additives, returnable units).
import { aliasedTable, and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { EmptyBarrelStatus } from '@fuel/domain/empty-barrels/empty-barrel-rules';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  additiveProductUnits,
  additivePurchaseUnits,
  emptyBarrelRequests,
  products,
  relationshipAdditiveProducts,
  relationships,
} from '../../db/schema';

const seller = aliasedTable(accounts, 'seller_account');
const buyer = aliasedTable(accounts, 'buyer_account');

/**
 * Seller, additive and returnable purchase unit the buyer may ask a pickup for: relationships ENABLED
 * on both sides with additives enabled (spec section 4), the additives the seller allows the buyer
 * (active), and the units each is sold in that can be given back (active, returnable). One seller only
 * when `sellerAccountId` is given. The seller's own standing (kind, feature, status) comes along for
 * the service to judge.
 */
export function findPickupOptions(db: DbOrTx, buyerAccountId: number, sellerAccountId?: number) {
  const conditions: SQL[] = [
    eq(relationships.buyerAccountId, buyerAccountId),
    eq(relationships.buyerStatus, 'ENABLED'),
    eq(relationships.sellerStatus, 'ENABLED'),
    eq(relationships.additivesEnabled, true),
    eq(products.active, true),
    eq(additivePurchaseUnits.active, true),
    eq(additivePurchaseUnits.returnable, true),
  ];
  if (sellerAccountId !== undefined) conditions.push(eq(relationships.sellerAccountId, sellerAccountId));
  return db
    .select({
      sellerId: seller.id,
      sellerName: seller.name,
      sellerStatus: seller.status,
      sellerKind: seller.sellerKind,
      sellerFeatures: seller.features,
      productId: products.id,
      productName: products.name,
      unitId: additivePurchaseUnits.id,
      unitName: additivePurchaseUnits.name,
      unitSort: additivePurchaseUnits.sort,
    })
    .from(relationships)
    .innerJoin(seller, eq(seller.id, relationships.sellerAccountId))
    .innerJoin(relationshipAdditiveProducts, eq(relationshipAdditiveProducts.relationshipId, relationships.id))
    .innerJoin(products, eq(products.id, relationshipAdditiveProducts.productId))
    .innerJoin(additiveProductUnits, eq(additiveProductUnits.productId, products.id))
    .innerJoin(additivePurchaseUnits, eq(additivePurchaseUnits.id, additiveProductUnits.purchaseUnitId))
    .where(and(...conditions));
}
export type PickupOptionRow = Awaited<ReturnType<typeof findPickupOptions>>[number];

export type NewEmptyBarrelRequest = typeof emptyBarrelRequests.$inferInsert;

export async function insertRequest(tx: DbOrTx, values: NewEmptyBarrelRequest): Promise<number> {
  const [row] = await tx.insert(emptyBarrelRequests).values(values).returning({ id: emptyBarrelRequests.id });
  return row!.id;
}

/** A request with the names both sides show. */
function selectRequests(db: DbOrTx) {
  return db
    .select({
      request: emptyBarrelRequests,
      sellerName: seller.name,
      buyerName: buyer.name,
      productName: products.name,
      unitName: additivePurchaseUnits.name,
    })
    .from(emptyBarrelRequests)
    .innerJoin(seller, eq(seller.id, emptyBarrelRequests.sellerAccountId))
    .innerJoin(buyer, eq(buyer.id, emptyBarrelRequests.buyerAccountId))
    .innerJoin(products, eq(products.id, emptyBarrelRequests.productId))
    .innerJoin(additivePurchaseUnits, eq(additivePurchaseUnits.id, emptyBarrelRequests.purchaseUnitId))
    .$dynamic();
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

const newestFirst = [desc(emptyBarrelRequests.createdAt), desc(emptyBarrelRequests.id)];

export function findRequestsById(db: DbOrTx, ids: number[]): Promise<RequestRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectRequests(db)
    .where(inArray(emptyBarrelRequests.id, ids))
    .orderBy(...newestFirst);
}

/** Whose requests a list shows: the buyer account's own, or those addressed to the seller (of one status). */
export type RequestScope = { buyerAccountId: number } | { sellerAccountId: number; status?: EmptyBarrelStatus };

function scopeCondition(scope: RequestScope): SQL | undefined {
  if ('buyerAccountId' in scope) return eq(emptyBarrelRequests.buyerAccountId, scope.buyerAccountId);
  return and(
    eq(emptyBarrelRequests.sellerAccountId, scope.sellerAccountId),
    scope.status ? eq(emptyBarrelRequests.status, scope.status) : undefined,
  );
}

/** A page of the scope's requests, newest first (an index walk of the buyer or seller index). */
export function findRequests(
  db: DbOrTx,
  scope: RequestScope,
  page: { offset: number; limit: number },
): Promise<RequestRow[]> {
  return selectRequests(db)
    .where(scopeCondition(scope))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

/** How many requests of the buyer or seller account are in each status. */
export async function countByStatus(
  db: DbOrTx,
  scope: { buyerAccountId: number } | { sellerAccountId: number },
): Promise<Map<EmptyBarrelStatus, number>> {
  const rows = await db
    .select({ status: emptyBarrelRequests.status, n: count() })
    .from(emptyBarrelRequests)
    .where(scopeCondition(scope))
    .groupBy(emptyBarrelRequests.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** The seller's request, locked for its status change; null for any other request. */
export async function lockSellersRequest(tx: DbOrTx, id: number, sellerAccountId: number) {
  const [row] = await tx
    .select()
    .from(emptyBarrelRequests)
    .where(and(eq(emptyBarrelRequests.id, id), eq(emptyBarrelRequests.sellerAccountId, sellerAccountId)))
    .for('update');
  return row ?? null;
}

export async function updateStatus(tx: DbOrTx, id: number, status: EmptyBarrelStatus, at: Date): Promise<void> {
  await tx.update(emptyBarrelRequests).set({ status, updatedAt: at }).where(eq(emptyBarrelRequests.id, id));
}
