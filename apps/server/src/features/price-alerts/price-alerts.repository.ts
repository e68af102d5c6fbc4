import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { priceAlerts, products, terminals, users } from '../../db/schema';

const alertColumns = {
  id: priceAlerts.id,
  buyerAccountId: priceAlerts.buyerAccountId,
  userId: priceAlerts.userId,
  comment: priceAlerts.comment,
  valueE4: priceAlerts.valueE4,
  operator: priceAlerts.operator,
  productId: priceAlerts.productId,
  terminalId: priceAlerts.terminalId,
  liftingPeriodType: priceAlerts.liftingPeriodType,
  status: priceAlerts.status,
  triggeredAt: priceAlerts.triggeredAt,
  triggeredPriceE4: priceAlerts.triggeredPriceE4,
  createdAt: priceAlerts.createdAt,
  updatedAt: priceAlerts.updatedAt,
  product: { id: products.id, name: products.name },
  terminal: { id: terminals.id, name: terminals.name, city: terminals.city },
};

function selectAlerts(db: DbOrTx) {
  return db
    .select(alertColumns)
    .from(priceAlerts)
    .innerJoin(products, eq(products.id, priceAlerts.productId))
    .innerJoin(terminals, eq(terminals.id, priceAlerts.terminalId));
}

export type PriceAlertRow = Awaited<ReturnType<typeof findAlertsOfAccount>>[number];
export type PriceAlertValues = Pick<
  typeof priceAlerts.$inferInsert,
  'comment' | 'valueE4' | 'operator' | 'productId' | 'terminalId' | 'liftingPeriodType'
>;

/** The buyer account's alerts, newest first. */
export function findAlertsOfAccount(db: DbOrTx, buyerAccountId: number) {
  return selectAlerts(db)
    .where(eq(priceAlerts.buyerAccountId, buyerAccountId))
    .orderBy(desc(priceAlerts.createdAt), desc(priceAlerts.id));
}

/** One alert of the buyer account; undefined for another account's or an unknown id. */
export async function findAlertOfAccount(
  db: DbOrTx,
  buyerAccountId: number,
  id: number,
): Promise<PriceAlertRow | undefined> {
  const [row] = await selectAlerts(db).where(
    and(eq(priceAlerts.id, id), eq(priceAlerts.buyerAccountId, buyerAccountId)),
  );
  return row;
}

export async function insertAlert(
  tx: DbOrTx,
  values: PriceAlertValues & { buyerAccountId: number; userId: number; now: Date },
): Promise<number> {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(priceAlerts)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning({ id: priceAlerts.id });
  return row!.id;
}

/** Replaces the fields; `rearm` makes a triggered alert active again (its trigger data cleared). */
export async function updateAlert(
  tx: DbOrTx,
  id: number,
  values: PriceAlertValues,
  rearm: boolean,
  now: Date,
): Promise<void> {
  await tx
    .update(priceAlerts)
    .set({
      ...values,
      updatedAt: now,
      ...(rearm
        ? { status: 'ACTIVE' as const, triggeredAt: null, triggeredPriceE4: null, triggeredOfferId: null }
        : {}),
    })
    .where(eq(priceAlerts.id, id));
}

export async function deleteAlert(tx: DbOrTx, buyerAccountId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.buyerAccountId, buyerAccountId)))
    .returning({ id: priceAlerts.id });
  return rows.length > 0;
}

/** Every active alert with what its mail needs (product, terminal, the user to mail), by buyer. */
export function findActiveAlerts(db: DbOrTx) {
  return db
    .select({
      ...alertColumns,
      user: { email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(priceAlerts)
    .innerJoin(products, eq(products.id, priceAlerts.productId))
    .innerJoin(terminals, eq(terminals.id, priceAlerts.terminalId))
    .innerJoin(users, eq(users.id, priceAlerts.userId))
    .where(eq(priceAlerts.status, 'ACTIVE'))
    .orderBy(asc(priceAlerts.buyerAccountId), asc(priceAlerts.id));
}
export type ActiveAlertRow = Awaited<ReturnType<typeof findActiveAlerts>>[number];

/**
 * ACTIVE -> TRIGGERED in one statement: of several processes evaluating the same tick only one gets
 * the row back, so an alert triggers (and mails) once.
 */
export async function triggerAlert(
  db: DbOrTx,
  id: number,
  at: { priceE4: number; offerId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(priceAlerts)
    .set({
      status: 'TRIGGERED',
      triggeredAt: at.now,
      triggeredPriceE4: at.priceE4,
      triggeredOfferId: at.offerId,
      updatedAt: at.now,
    })
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.status, 'ACTIVE')))
    .returning({ id: priceAlerts.id });
  return rows.length > 0;
}

/** Whether the product and terminal exist (an alert may name any fuel product and terminal). */
export async function findAlertReferences(db: DbOrTx, productId: number, terminalId: number) {
  const product = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.type, 'fuel')));
  const terminal = await db.select({ id: terminals.id }).from(terminals).where(eq(terminals.id, terminalId));
  return { product: product.length > 0, terminal: terminal.length > 0 };
}
