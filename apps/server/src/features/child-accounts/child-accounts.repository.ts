import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, childAccountSettings, orderDailyVolume, paymentTerms, terminals } from '../../db/schema';

export type ChildSettingsRow = typeof childAccountSettings.$inferSelect;
export type ChildSettingsValues = Omit<typeof childAccountSettings.$inferInsert, 'childAccountId'>;

export async function listChildAccountsOf(db: DbOrTx, parentAccountId: number) {
  return db
    .select({ id: accounts.id, name: accounts.name, settings: childAccountSettings })
    .from(accounts)
    .leftJoin(childAccountSettings, eq(childAccountSettings.childAccountId, accounts.id))
    .where(eq(accounts.parentAccountId, parentAccountId))
    .orderBy(asc(accounts.name), asc(accounts.id));
}

export async function isChildOf(db: DbOrTx, parentAccountId: number, childAccountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, childAccountId), eq(accounts.parentAccountId, parentAccountId)));
  return Boolean(row);
}

/** The settings a child orders under; `lock` serialises one child's orders over all sellers (daily limit). */
export async function findChildSettings(
  db: DbOrTx,
  childAccountId: number,
  opts: { lock?: boolean } = {},
): Promise<ChildSettingsRow | null> {
  const query = db.select().from(childAccountSettings).where(eq(childAccountSettings.childAccountId, childAccountId));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The settings of an account that is a child account (has a parent); null for any other account. */
export async function findChildSettingsOfAccount(db: DbOrTx, accountId: number): Promise<ChildSettingsRow | null> {
  const [row] = await db
    .select({ settings: childAccountSettings })
    .from(accounts)
    .innerJoin(childAccountSettings, eq(childAccountSettings.childAccountId, accounts.id))
    .where(and(eq(accounts.id, accountId), isNotNull(accounts.parentAccountId)));
  return row?.settings ?? null;
}

export async function upsertChildSettings(
  db: DbOrTx,
  childAccountId: number,
  values: ChildSettingsValues,
): Promise<ChildSettingsRow> {
  const [row] = await db
    .insert(childAccountSettings)
    .values({ childAccountId, ...values })
    .onConflictDoUpdate({ target: childAccountSettings.childAccountId, set: values })
    .returning();
  return row!;
}

/** Litres each account ordered on a business day (the daily-volume counters of decision 034), over all sellers and products. */
export async function litresOrderedOnDay(db: DbOrTx, accountIds: number[], day: string): Promise<Map<number, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({
      accountId: orderDailyVolume.buyerAccountId,
      litres: sql<string>`coalesce(sum(${orderDailyVolume.litres}), 0)`,
    })
    .from(orderDailyVolume)
    .where(and(inArray(orderDailyVolume.buyerAccountId, accountIds), eq(orderDailyVolume.day, day)))
    .groupBy(orderDailyVolume.buyerAccountId);
  return new Map(rows.map((r) => [r.accountId, Number(r.litres)]));
}

export async function listPaymentTerms(db: DbOrTx) {
  return db.select().from(paymentTerms).orderBy(asc(paymentTerms.creditDays), asc(paymentTerms.id));
}

export async function listActiveTerminals(db: DbOrTx) {
  return db
    .select({ id: terminals.id, name: terminals.name, city: terminals.city })
    .from(terminals)
    .where(eq(terminals.active, true))
    .orderBy(asc(terminals.name));
}

export async function countTerminals(db: DbOrTx, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.select({ id: terminals.id }).from(terminals).where(inArray(terminals.id, ids));
  return rows.length;
}

export async function paymentTermExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: paymentTerms.id }).from(paymentTerms).where(eq(paymentTerms.id, id));
  return Boolean(row);
}
