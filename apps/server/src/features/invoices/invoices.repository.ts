import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditEntries, documentSequences, invoiceFiles, invoicePayments, invoices, liftings } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type NewCreditEntry = typeof creditEntries.$inferInsert;

/**
 * The next number of the seller's documents of `kind` in `year`. The UPDATE holds the sequence row's
 * lock until the transaction ends, so concurrent issuers queue, and a rolled-back issue takes its
 * number back with it: numbers run without gaps.
 */
export async function nextDocumentSequence(
  tx: DbOrTx,
  sellerAccountId: number,
  kind: 'invoice' | 'credit_note',
  year: number,
): Promise<number> {
  const [row] = await tx
    .insert(documentSequences)
    .values({ sellerAccountId, kind, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.sellerAccountId, documentSequences.kind, documentSequences.year],
      set: { lastSequence: sql`${documentSequences.lastSequence} + 1` },
    })
    .returning({ sequence: documentSequences.lastSequence });
  return row!.sequence;
}

export async function insertInvoice(tx: DbOrTx, row: NewInvoice): Promise<InvoiceRow> {
  const [inserted] = await tx.insert(invoices).values(row).returning();
  return inserted!;
}

export async function insertCreditEntries(tx: DbOrTx, rows: NewCreditEntry[]): Promise<void> {
  if (rows.length > 0) await tx.insert(creditEntries).values(rows);
}

/** Litres of the order already invoiced (credit notes do not give litres back to invoice). */
export async function invoicedLitresOfOrder(tx: DbOrTx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ litres: sql<string>`coalesce(sum(${invoices.litres}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return Number(row?.litres ?? 0);
}

/** The invoice under a row lock (payments and credit notes of one invoice queue behind each other). */
export async function lockInvoice(tx: DbOrTx, invoiceId: number): Promise<InvoiceRow | null> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  return row ?? null;
}

export async function findInvoice(db: DbOrTx, invoiceId: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return row ?? null;
}

/** Payments and credited gross of each invoice. */
export async function settlementsOf(db: DbOrTx, invoiceIds: number[]) {
  const out = new Map<number, { paidMinor: number; creditedMinor: number }>();
  if (invoiceIds.length === 0) return out;
  for (const id of invoiceIds) out.set(id, { paidMinor: 0, creditedMinor: 0 });
  const paid = await db
    .select({ id: invoicePayments.invoiceId, sum: sql<string>`sum(${invoicePayments.amountMinor})` })
    .from(invoicePayments)
    .where(inArray(invoicePayments.invoiceId, invoiceIds))
    .groupBy(invoicePayments.invoiceId);
  for (const r of paid) out.get(r.id)!.paidMinor = Number(r.sum);
  const credited = await db
    .select({ id: invoices.correctsInvoiceId, sum: sql<string>`sum(${invoices.grossMinor})` })
    .from(invoices)
    .where(inArray(invoices.correctsInvoiceId, invoiceIds))
    .groupBy(invoices.correctsInvoiceId);
  for (const r of credited) out.get(r.id!)!.creditedMinor = Number(r.sum);
  return out;
}

export async function paymentsOf(db: DbOrTx, invoiceId: number) {
  return db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId)).orderBy(invoicePayments.id);
}

export async function creditNotesOf(db: DbOrTx, invoiceId: number) {
  return db
    .select({ id: invoices.id, number: invoices.number, grossMinor: invoices.grossMinor })
    .from(invoices)
    .where(eq(invoices.correctsInvoiceId, invoiceId))
    .orderBy(invoices.id);
}

export async function insertPayment(tx: DbOrTx, row: typeof invoicePayments.$inferInsert) {
  const [inserted] = await tx.insert(invoicePayments).values(row).returning();
  return inserted!;
}

export async function invoicesOfOrder(db: DbOrTx, orderId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.id);
}

/** The seller's invoices by number (bank lines name them). */
export async function invoicesByNumber(db: DbOrTx, sellerAccountId: number, numbers: string[]): Promise<InvoiceRow[]> {
  if (numbers.length === 0) return [];
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.sellerAccountId, sellerAccountId), inArray(invoices.number, numbers)));
}

export async function findFiles(db: DbOrTx, invoiceId: number) {
  const [row] = await db.select().from(invoiceFiles).where(eq(invoiceFiles.invoiceId, invoiceId));
  return row ?? null;
}

/** Stores the files once: a second writer's files are dropped and the first ones stay. */
export async function insertFiles(db: DbOrTx, row: typeof invoiceFiles.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(invoiceFiles)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: invoiceFiles.invoiceId });
  return inserted.length > 0;
}

/** Orders of sellers in the monthly mode with litres lifted before `before` not yet invoiced. */
export async function ordersToInvoiceMonthly(db: DbOrTx, before: Date): Promise<number[]> {
  const result = await db.execute(sql`
    select l.order_id as "orderId"
      from liftings l
      join accounts s on s.id = l.seller_account_id and s.invoicing_mode = 'month'
     where l.lifted_at < ${before.toISOString()}::timestamptz
     group by l.order_id
    having sum(l.litres_15) > coalesce((select sum(i.litres) from invoices i
                                         where i.order_id = l.order_id and i.kind = 'invoice'), 0)
     order by l.order_id`);
  return (result as unknown as { rows: { orderId: number }[] }).rows.map((r) => r.orderId);
}

/** The litres lifted against the order before `before`, and the last of those liftings. */
export async function liftedBefore(db: DbOrTx, orderId: number, before: Date) {
  const rows = await db
    .select({ bolNumber: liftings.bolNumber, liftedAt: liftings.liftedAt, litres: liftings.litres15 })
    .from(liftings)
    .where(and(eq(liftings.orderId, orderId), lt(liftings.liftedAt, before)))
    .orderBy(asc(liftings.liftedAt), asc(liftings.id));
  return { litres: rows.reduce((sum, r) => sum + r.litres, 0), last: rows.at(-1) ?? null };
}
