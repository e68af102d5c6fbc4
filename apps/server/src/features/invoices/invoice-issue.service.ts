// Issuing invoices (issue 28 part 2, decision 070), inside the transaction that completed the lifting
// or closed the order: the number, the document and the credit ledger's postings commit together, so
// a rolled-back lifting leaves neither a number gap nor a posting behind.
import { brandTimeZone } from '@fuel/domain/calendar/zones';
import { entriesForInvoice, entriesForOrderClosedShort, type LedgerOrder } from '@fuel/domain/invoicing/credit-ledger';
import { documentNumber } from '@fuel/domain/invoicing/invoice-numbers';
import { businessDate } from '@fuel/domain/offers/business-time';
import { zonedInstant } from '@fuel/domain/formats/date';
import type { Db, Tx } from '../../db/client';
import { recordAudit } from '../../shared/audit';
import { enqueue } from '../../shared/outbox';
import { invoicePartyOf } from '../account/account.service';
import { lockOrderForLifting, orderForInvoicing, type OrderForInvoicing } from '../trading/orders.service';
import { recordEvents } from '../webhooks/webhooks.service';
import { INVOICE_FILES_WORK } from './invoice-files.service';
import { invoiceDocument, type PartyRow } from '@fuel/domain/invoicing/invoice-document';
import type { InvoiceDocument } from '@fuel/domain/invoicing/invoice-document-types';
import {
  insertCreditEntries,
  insertInvoice,
  invoicedLitresOfOrder,
  liftedBefore,
  nextDocumentSequence,
  ordersToInvoiceMonthly,
  type InvoiceRow,
} from './invoices.repository';

/** Credit entries that count until settled (decision 070). */
export const UNTIL_SETTLED = 'infinity';

export const ledgerOrderOf = (order: OrderForInvoicing): LedgerOrder => ({
  orderId: order.id,
  litres: order.litres,
  chargedPriceE4: order.chargedPriceE4,
  vatRateBp: order.vatRateBp,
});

export type Parties = { seller: PartyRow; buyer: PartyRow };

/** The order and both parties, or null when one of them is gone. */
export async function invoicingContext(tx: Tx, orderId: number) {
  const order = await orderForInvoicing(tx, orderId);
  if (!order) return null;
  const [seller, buyer] = await Promise.all([
    invoicePartyOf(tx, order.sellerAccountId),
    invoicePartyOf(tx, order.buyerAccountId),
  ]);
  return seller && buyer ? { order, seller, buyer } : null;
}

/** The business day in the seller's brand time zone: the issue day of its documents. */
export const issueDayOf = (seller: PartyRow, now: Date) => businessDate(now, brandTimeZone(seller.brand));

/** A new document's number: gap-free per seller, kind and year. */
export async function nextNumber(tx: Tx, sellerAccountId: number, kind: 'invoice' | 'credit_note', issuedOn: string) {
  const year = Number(issuedOn.slice(0, 4));
  return documentNumber(kind, year, await nextDocumentSequence(tx, sellerAccountId, kind, year));
}

/** Stores the document with its audit entry and its webhook events to both parties. */
export async function storeDocument(
  tx: Tx,
  doc: InvoiceDocument,
  row: {
    kind: 'invoice' | 'credit_note';
    order: OrderForInvoicing;
    liftingId: number | null;
    correctsInvoiceId: number | null;
    litres: number;
  },
  actorUserId: number | null,
  now: Date,
): Promise<InvoiceRow> {
  const stored = await insertInvoice(tx, {
    kind: row.kind,
    number: doc.number,
    sellerAccountId: row.order.sellerAccountId,
    buyerAccountId: row.order.buyerAccountId,
    orderId: row.order.id,
    liftingId: row.liftingId,
    correctsInvoiceId: row.correctsInvoiceId,
    issuedOn: doc.issuedOn,
    dueDate: doc.dueDate,
    currency: doc.currency,
    litres: row.litres,
    netMinor: doc.totals.totalWithoutVatMinor,
    vatMinor: doc.totals.vatTotalMinor,
    grossMinor: doc.totals.totalWithVatMinor,
    document: doc,
    issuedAt: now,
  });
  await recordAudit(tx, {
    actorUserId,
    accountId: row.order.sellerAccountId,
    entity: 'invoice',
    entityId: stored.id,
    action: row.kind === 'invoice' ? 'invoice.issued' : 'invoice.credited',
    details: { number: doc.number, orderId: row.order.id, grossMinor: doc.totals.totalWithVatMinor },
    at: now,
  });
  await enqueue(tx, INVOICE_FILES_WORK, { invoiceId: stored.id });
  const data = {
    invoiceId: stored.id,
    number: doc.number,
    kind: row.kind,
    orderId: row.order.id,
    contractNumber: row.order.contractNumber,
    issuedOn: doc.issuedOn,
    dueDate: doc.dueDate,
    currency: doc.currency,
    netMinor: doc.totals.totalWithoutVatMinor,
    vatMinor: doc.totals.vatTotalMinor,
    grossMinor: doc.totals.totalWithVatMinor,
  };
  await recordEvents(
    tx,
    [row.order.buyerAccountId, row.order.sellerAccountId].map((accountId) => ({
      accountId,
      type: 'invoice.issued' as const,
      data,
    })),
    now,
  );
  return stored;
}

/** An invoice for `litres` more of the order: the document, and the ledger moving that share of the reservation onto the invoice. */
async function issueInvoice(
  tx: Tx,
  ctx: Parties & { order: OrderForInvoicing },
  litres: number,
  refs: { liftingId: number | null; bolNumber: string | null; deliveredOn: string },
  actorUserId: number | null,
  now: Date,
): Promise<InvoiceRow> {
  const issuedOn = issueDayOf(ctx.seller, now);
  const number = await nextNumber(tx, ctx.order.sellerAccountId, 'invoice', issuedOn);
  const invoicedBefore = await invoicedLitresOfOrder(tx, ctx.order.id);
  const doc = invoiceDocument({ ...ctx, number, issuedOn, litres, ...refs });
  const stored = await storeDocument(
    tx,
    doc,
    { kind: 'invoice', order: ctx.order, liftingId: refs.liftingId, correctsInvoiceId: null, litres },
    actorUserId,
    now,
  );
  const [share, gross] = entriesForInvoice(ledgerOrderOf(ctx.order), {
    number,
    litres,
    grossMinor: doc.totals.totalWithVatMinor,
    invoicedLitresBefore: invoicedBefore,
  });
  const pair = { buyerAccountId: ctx.order.buyerAccountId, sellerAccountId: ctx.order.sellerAccountId };
  await insertCreditEntries(tx, [
    // The reservation share ends with the order's reservation (its due date), the invoice counts until settled.
    { ...pair, ...share!, dueDate: ctx.order.dueDate, orderId: ctx.order.id, invoiceId: stored.id, createdAt: now },
    { ...pair, ...gross!, dueDate: UNTIL_SETTLED, orderId: ctx.order.id, invoiceId: stored.id, createdAt: now },
  ]);
  return stored;
}

const dayOf = (at: Date, seller: PartyRow) => businessDate(at, brandTimeZone(seller.brand));

/**
 * After a lifting was recorded (liftings feature, in its transaction): per the seller's mode, an
 * invoice for this lifting, or, once the order is complete, one for everything lifted; in the monthly
 * mode nothing now (issueMonthlyInvoices does it after the month).
 */
export async function issueInvoicesAfterLifting(
  tx: Tx,
  input: {
    orderId: number;
    lifting: { id: number; bolNumber: string; litres15: number; liftedAt: Date };
    liftedLitres: number;
    complete: boolean;
    actorUserId: number | null;
  },
  now: Date,
): Promise<void> {
  const ctx = await invoicingContext(tx, input.orderId);
  if (!ctx) return;
  const refs = { bolNumber: input.lifting.bolNumber, deliveredOn: dayOf(input.lifting.liftedAt, ctx.seller) };
  if (ctx.seller.invoicingMode === 'lifting') {
    await issueInvoice(
      tx,
      ctx,
      input.lifting.litres15,
      { liftingId: input.lifting.id, ...refs },
      input.actorUserId,
      now,
    );
  } else if (ctx.seller.invoicingMode === 'order' && input.complete) {
    const rest = input.liftedLitres - (await invoicedLitresOfOrder(tx, input.orderId));
    if (rest > 0) await issueInvoice(tx, ctx, rest, { liftingId: null, ...refs }, input.actorUserId, now);
  }
}

/**
 * An order closed short (liftings job, in its transaction): the reservation of the litres never lifted
 * is released, and in the per-order mode the lifted litres are invoiced now.
 */
export async function settleClosedShortOrder(
  tx: Tx,
  input: { orderId: number; liftedLitres: number; lastLifting: { bolNumber: string; liftedAt: Date } | null },
  now: Date,
): Promise<void> {
  const ctx = await invoicingContext(tx, input.orderId);
  if (!ctx) return;
  const pair = { buyerAccountId: ctx.order.buyerAccountId, sellerAccountId: ctx.order.sellerAccountId };
  const releases = entriesForOrderClosedShort(ledgerOrderOf(ctx.order), input.liftedLitres);
  await insertCreditEntries(
    tx,
    releases.map((e) => ({ ...pair, ...e, dueDate: ctx.order.dueDate, invoiceId: null, createdAt: now })),
  );
  if (ctx.seller.invoicingMode !== 'order' || !input.lastLifting) return;
  const rest = input.liftedLitres - (await invoicedLitresOfOrder(tx, input.orderId));
  if (rest <= 0) return;
  await issueInvoice(
    tx,
    ctx,
    rest,
    {
      liftingId: null,
      bolNumber: input.lastLifting.bolNumber,
      deliveredOn: dayOf(input.lastLifting.liftedAt, ctx.seller),
    },
    null,
    now,
  );
}

/**
 * The monthly mode (decision 070): for each order of such a seller, what was lifted before
 * `monthStart` (the first day of the current month, business time) and is not invoiced yet, in one
 * invoice, each order in its own transaction under the order's lock (a lifting recorded meanwhile
 * waits). Answers the ids of the invoices issued. Run by the invoices job; idempotent.
 */
export async function issueMonthlyInvoices(db: Db, monthStart: string, timeZone: string, now: Date): Promise<number[]> {
  const before = zonedInstant(monthStart, '00:00', timeZone);
  const issued: number[] = [];
  for (const orderId of await ordersToInvoiceMonthly(db, before)) {
    const id = await db.transaction(async (tx) => {
      if (!(await lockOrderForLifting(tx, orderId))) return null;
      const lifted = await liftedBefore(tx, orderId, before);
      const rest = lifted.litres - (await invoicedLitresOfOrder(tx, orderId));
      const ctx = await invoicingContext(tx, orderId);
      if (rest <= 0 || !ctx || ctx.seller.invoicingMode !== 'month' || !lifted.last) return null;
      const refs = {
        liftingId: null,
        bolNumber: lifted.last.bolNumber,
        deliveredOn: dayOf(lifted.last.liftedAt, ctx.seller),
      };
      return (await issueInvoice(tx, ctx, rest, refs, null, now)).id;
    });
    if (id !== null) issued.push(id);
  }
  return issued;
}
