import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { accounts, liftings, orders, products, terminals } from '../../db/schema';

// The "Verladungen" screen's reads (issue 28 part 4) and the orders a liftings CSV names.

const buyers = alias(accounts, 'buyers');
const sellers = alias(accounts, 'sellers');

export type LiftingListFilter = {
  /** The seller's liftings, or the liftings of the buyer's (and its child accounts') orders. */
  side: 'seller' | 'buyer';
  accountId: number;
  /** lifted_at from (inclusive) and to (exclusive). */
  from?: Date;
  to?: Date;
  /** Contract or bill of lading number contains. */
  search?: string;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(f: LiftingListFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    f.side === 'seller'
      ? eq(liftings.sellerAccountId, f.accountId)
      : or(eq(orders.buyerAccountId, f.accountId), eq(buyers.parentAccountId, f.accountId)),
  ];
  if (f.from) parts.push(gte(liftings.liftedAt, f.from));
  if (f.to) parts.push(lt(liftings.liftedAt, f.to));
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    parts.push(or(ilike(orders.contractNumber, like), ilike(liftings.bolNumber, like)));
  }
  return and(...parts);
}

/** One page of the liftings the filter selects, newest lifted first. */
export async function findLiftingPage(db: DbOrTx, f: LiftingListFilter, page: { limit: number; offset: number }) {
  return db
    .select({
      id: liftings.id,
      orderId: orders.id,
      contractNumber: orders.contractNumber,
      orderStatus: orders.status,
      buyerName: buyers.name,
      sellerName: sellers.name,
      productName: products.name,
      terminalName: terminals.name,
      bolNumber: liftings.bolNumber,
      liftedAt: liftings.liftedAt,
      litres15: liftings.litres15,
      vehicleRef: liftings.vehicleRef,
    })
    .from(liftings)
    .innerJoin(orders, eq(orders.id, liftings.orderId))
    .innerJoin(buyers, eq(buyers.id, orders.buyerAccountId))
    .innerJoin(sellers, eq(sellers.id, orders.sellerAccountId))
    .innerJoin(products, eq(products.id, orders.productId))
    .leftJoin(terminals, eq(terminals.id, orders.terminalId))
    .where(conditions(f))
    .orderBy(desc(liftings.liftedAt), desc(liftings.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many liftings the filter selects (every page). */
export async function countLiftings(db: DbOrTx, f: LiftingListFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(liftings)
    .innerJoin(orders, eq(orders.id, liftings.orderId))
    .innerJoin(buyers, eq(buyers.id, orders.buyerAccountId))
    .where(conditions(f));
  return Number(row?.n ?? 0);
}

const liftedLitres = sql<number>`coalesce((select sum(${liftings.litres15}) from ${liftings} where ${liftings.orderId} = ${orders.id}), 0)::int`;

/** The seller's fuel orders in the given statuses, the soonest collection end first (at most `limit`). */
export async function findSellerOrdersIn(
  db: DbOrTx,
  sellerAccountId: number,
  statuses: readonly (typeof orders.$inferSelect)['status'][],
  limit: number,
) {
  return db
    .select({
      orderId: orders.id,
      contractNumber: orders.contractNumber,
      status: orders.status,
      buyerName: buyers.name,
      productName: products.name,
      terminalName: terminals.name,
      orderedLitres: orders.litres,
      liftedLitres,
      collectionEndDate: orders.collectionEndDate,
    })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerAccountId))
    .innerJoin(products, eq(products.id, orders.productId))
    .leftJoin(terminals, eq(terminals.id, orders.terminalId))
    .where(
      and(
        eq(orders.sellerAccountId, sellerAccountId),
        inArray(orders.status, [...statuses]),
        sql`${orders.market} <> 'ADDITIVE'`,
      ),
    )
    .orderBy(asc(orders.collectionEndDate), asc(orders.id))
    .limit(limit);
}

/** The seller's orders with these contract numbers (another seller's are not found), with the lifted litres. */
export async function findSellerOrdersByContract(db: DbOrTx, sellerAccountId: number, contractNumbers: string[]) {
  if (contractNumbers.length === 0) return [];
  return db
    .select({
      orderId: orders.id,
      contractNumber: orders.contractNumber,
      market: orders.market,
      status: orders.status,
      orderedLitres: orders.litres,
      liftedLitres,
      buyerAccountId: orders.buyerAccountId,
      buyerName: buyers.name,
      productName: products.name,
    })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerAccountId))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(orders.sellerAccountId, sellerAccountId), inArray(orders.contractNumber, contractNumbers)));
}

/** Which of these bill of lading numbers the seller has recorded already. */
export async function findTakenBols(db: DbOrTx, sellerAccountId: number, bolNumbers: string[]): Promise<string[]> {
  if (bolNumbers.length === 0) return [];
  const rows = await db
    .select({ bol: liftings.bolNumber })
    .from(liftings)
    .where(and(eq(liftings.sellerAccountId, sellerAccountId), inArray(liftings.bolNumber, bolNumbers)));
  return rows.map((r) => r.bol);
}
