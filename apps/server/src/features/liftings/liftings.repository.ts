import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { liftings, orders } from '../../db/schema';

export type LiftingRow = typeof liftings.$inferSelect;

export async function findLiftingsOfOrder(db: DbOrTx, orderId: number): Promise<LiftingRow[]> {
  return db
    .select()
    .from(liftings)
    .where(eq(liftings.orderId, orderId))
    .orderBy(asc(liftings.liftedAt), asc(liftings.id));
}

/** Litres at 15 °C lifted against the order so far (read under the order's row lock). */
export async function liftedLitresOfOrder(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ litres: sql<number>`coalesce(sum(${liftings.litres15}), 0)::int` })
    .from(liftings)
    .where(eq(liftings.orderId, orderId));
  return Number(row?.litres ?? 0);
}

/** Inserts a lifting; null when the seller already recorded this bill of lading (unique per seller). */
export async function insertLifting(db: DbOrTx, values: typeof liftings.$inferInsert): Promise<LiftingRow | null> {
  const [row] = await db.insert(liftings).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Partly lifted orders (TRANSFERRED with at least one lifting) whose collection period ended before
 * `today`: the ones the liftings job closes short. Orders marked transferred before liftings existed
 * (no lifting recorded) are left as they are.
 */
export async function findOrdersToCloseShort(db: DbOrTx, today: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(liftings, eq(liftings.orderId, orders.id))
    .where(and(eq(orders.status, 'TRANSFERRED'), lt(orders.collectionEndDate, today)))
    .orderBy(orders.id)
    .limit(500);
  return rows.map((r) => r.id);
}
