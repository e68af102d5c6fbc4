// Payments and corrections of issued invoices (issue 28 part 3, decision 070): the seller records
// payments one by one or from a bank statement, and corrects or cancels with credit notes. Each
// happens under the invoice's row lock and adds its release to the credit ledger in the same
// transaction, so the buyer's free credit returns exactly when the money does.
import type {
  BankLinesRequest,
  BankLinesResult,
  CreditNoteRequest,
  InvoiceDetail,
  RecordPaymentRequest,
} from '@fuel/domain/contracts/invoices';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { parseBankCsv } from '@fuel/domain/invoicing/bank-csv';
import { fullCreditNote, partialCreditNote, type CreditNoteOutcome } from '@fuel/domain/invoicing/credit-note';
import { entriesForCreditNote, entriesForPayment } from '@fuel/domain/invoicing/credit-ledger';
import { INVOICE_MESSAGES } from '@fuel/domain/invoicing/document-texts';
import { invoiceNumbersIn } from '@fuel/domain/invoicing/invoice-numbers';
import { checkPayment, matchBankLines } from '@fuel/domain/invoicing/payments';
import type { Tx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { recordEvents } from '../webhooks/webhooks.service';
import { creditNoteDocument, linesInputOf } from '@fuel/domain/invoicing/invoice-document';
import { invoicingContext, issueDayOf, nextNumber, storeDocument, UNTIL_SETTLED } from './invoice-issue.service';
import { getInvoice, type InvoicesDeps } from './invoices.service';
import {
  insertCreditEntries,
  insertPayment,
  invoicesByNumber,
  lockInvoice,
  settlementsOf,
  type InvoiceRow,
} from './invoices.repository';

const NOT_FOUND = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
const refused = (message: string) => new AppError(409, 'INVOICE_REFUSED', message);

/** The seller's own invoice (not a credit note) under its lock, with what is still open on it. */
async function lockOwnInvoice(tx: Tx, auth: AuthContext, invoiceId: number, forWhat: 'payment' | 'credit') {
  const invoice = await lockInvoice(tx, invoiceId);
  if (!invoice || (invoice.sellerAccountId !== auth.accountId && invoice.buyerAccountId !== auth.accountId)) {
    throw NOT_FOUND();
  }
  if (invoice.sellerAccountId !== auth.accountId) throw new AppError(403, 'FORBIDDEN', INVOICE_MESSAGES.notSeller);
  if (invoice.kind !== 'invoice') {
    throw refused(
      forWhat === 'payment' ? INVOICE_MESSAGES.paymentOnCreditNote : INVOICE_MESSAGES.creditNoteOfCreditNote,
    );
  }
  const settled = (await settlementsOf(tx, [invoiceId])).get(invoiceId)!;
  return { invoice, ...settled, openMinor: invoice.grossMinor - settled.creditedMinor - settled.paidMinor };
}

async function addPayment(
  tx: Tx,
  auth: AuthContext,
  invoice: InvoiceRow,
  openMinor: number,
  payment: { amountMinor: number; paidOn: string; reference: string | null },
  now: Date,
) {
  const check = checkPayment(payment.amountMinor, openMinor, invoice.currency);
  if (check.kind === 'refused') throw refused(check.message);
  const stored = await insertPayment(tx, {
    invoiceId: invoice.id,
    paidOn: payment.paidOn,
    amountMinor: payment.amountMinor,
    reference: payment.reference,
    recordedByUserId: auth.userId,
    recordedAt: now,
  });
  const pair = { buyerAccountId: invoice.buyerAccountId, sellerAccountId: invoice.sellerAccountId };
  const entries = entriesForPayment({ invoiceNumber: invoice.number, orderId: invoice.orderId, ...payment });
  await insertCreditEntries(
    tx,
    entries.map((e) => ({ ...pair, ...e, dueDate: UNTIL_SETTLED, invoiceId: invoice.id, createdAt: now })),
  );
  await recordAudit(tx, {
    actorUserId: auth.userId,
    accountId: auth.accountId,
    entity: 'invoice',
    entityId: invoice.id,
    action: 'invoice.payment_recorded',
    details: { number: invoice.number, amountMinor: payment.amountMinor, paidOn: payment.paidOn },
    at: now,
  });
  const data = {
    invoiceId: invoice.id,
    number: invoice.number,
    paymentId: stored.id,
    amountMinor: payment.amountMinor,
    paidOn: payment.paidOn,
    openMinor: check.openAfterMinor,
    currency: invoice.currency,
  };
  await recordEvents(
    tx,
    [invoice.buyerAccountId, invoice.sellerAccountId].map((accountId) => ({
      accountId,
      type: 'invoice.paid' as const,
      data,
    })),
    now,
  );
}

/** POST /api/invoices/{id}/payments: the seller records a payment, at most what is open. */
export async function recordPayment(
  deps: InvoicesDeps,
  auth: AuthContext,
  invoiceId: number,
  body: RecordPaymentRequest,
): Promise<InvoiceDetail> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const { invoice, openMinor } = await lockOwnInvoice(tx, auth, invoiceId, 'payment');
    await addPayment(tx, auth, invoice, openMinor, { ...body, reference: body.reference?.trim() || null }, now);
  });
  return getInvoice(deps, auth, invoiceId);
}

function creditNoteOutcome(
  body: CreditNoteRequest,
  invoice: InvoiceRow,
  number: string,
  creditedBeforeMinor: number,
  source: ReturnType<typeof linesInputOf>,
): CreditNoteOutcome {
  const issued = {
    number: invoice.number,
    currency: invoice.currency,
    lines: invoice.document.lines,
    totals: invoice.document.totals,
  };
  if (body.mode === 'full') return fullCreditNote({ invoice: issued, number, creditedBeforeMinor });
  if (body.litres === undefined && body.chargedPriceE4 === undefined) throw refused(INVOICE_MESSAGES.correctionMissing);
  return partialCreditNote({
    invoice: issued,
    number,
    creditedBeforeMinor,
    source,
    corrected: {
      ...(body.litres !== undefined ? { litres: body.litres } : {}),
      ...(body.chargedPriceE4 !== undefined ? { chargedPriceE4: body.chargedPriceE4 } : {}),
    },
  });
}

/**
 * POST /api/invoices/{id}/credit-notes: a full credit note cancels the invoice, a partial one credits
 * a lower quantity or price. The ledger releases what the credit note takes off the open amount.
 */
export async function createCreditNote(
  deps: InvoicesDeps,
  auth: AuthContext,
  invoiceId: number,
  body: CreditNoteRequest,
): Promise<InvoiceDetail> {
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const { invoice, creditedMinor, openMinor } = await lockOwnInvoice(tx, auth, invoiceId, 'credit');
    const ctx = await invoicingContext(tx, invoice.orderId);
    if (!ctx) throw NOT_FOUND();
    const issuedOn = issueDayOf(ctx.seller, now);
    const number = await nextNumber(tx, invoice.sellerAccountId, 'credit_note', issuedOn);
    const outcome = creditNoteOutcome(body, invoice, number, creditedMinor, linesInputOf(ctx.order, invoice.litres));
    if (outcome.kind === 'refused') throw refused(outcome.message);
    const doc = creditNoteDocument({
      ...ctx,
      number,
      issuedOn,
      bolNumber: invoice.document.bolNumber,
      deliveredOn: invoice.document.deliveredOn,
      lines: outcome.creditNote.lines,
      corrects: { number: invoice.number, issuedOn: invoice.issuedOn },
      reason: body.reason?.trim() || null,
    });
    const litres = outcome.creditNote.lines[0]?.quantityLitres ?? 0;
    const stored = await storeDocument(
      tx,
      doc,
      { kind: 'credit_note', order: ctx.order, liftingId: invoice.liftingId, correctsInvoiceId: invoice.id, litres },
      auth.userId,
      now,
    );
    // What was paid already stays paid (a refund is outside the platform); only the open amount is released.
    const release = Math.min(doc.totals.totalWithVatMinor, Math.max(openMinor, 0));
    if (release > 0) {
      const pair = { buyerAccountId: invoice.buyerAccountId, sellerAccountId: invoice.sellerAccountId };
      const entries = entriesForCreditNote({
        invoiceNumber: invoice.number,
        orderId: invoice.orderId,
        grossMinor: release,
      });
      await insertCreditEntries(
        tx,
        entries.map((e) => ({ ...pair, ...e, dueDate: UNTIL_SETTLED, invoiceId: stored.id, createdAt: now })),
      );
    }
    return stored.id;
  });
  return getInvoice(deps, auth, id);
}

/**
 * POST /api/invoices/bank-lines: the seller's bank statement, matched to its open invoices by the
 * invoice numbers in the references (domain matchBankLines). apply=false answers the preview; apply=true
 * records the matched lines as payments in one transaction (the rest is left for a person).
 */
export async function importBankLines(
  deps: InvoicesDeps,
  auth: AuthContext,
  body: BankLinesRequest,
): Promise<BankLinesResult> {
  const parsed = parseBankCsv(body.csv, deps.brand);
  if (parsed.problems.length > 0) {
    const p = parsed.problems[0]!;
    throw new AppError(400, 'VALIDATION', p.row > 0 ? INVOICE_MESSAGES.bankCsvRow(p.row, p.message) : p.message);
  }
  if (parsed.lines.length === 0) throw new AppError(400, 'VALIDATION', INVOICE_MESSAGES.bankCsvEmpty);
  const now = deps.now();
  const match = async (tx: Tx | InvoicesDeps['db']) => {
    const numbers = [...new Set(parsed.lines.flatMap((l) => invoiceNumbersIn(l.reference)))];
    const named = await invoicesByNumber(tx, auth.accountId, numbers);
    const settled = await settlementsOf(
      tx,
      named.map((i) => i.id),
    );
    const open = named
      .filter((i) => i.kind === 'invoice')
      .map((i) => {
        const s = settled.get(i.id)!;
        return {
          number: i.number,
          openMinor: i.grossMinor - s.creditedMinor - s.paidMinor,
          currency: i.currency,
          row: i,
        };
      });
    return { matches: matchBankLines(parsed.lines, open), open };
  };
  const result = body.apply
    ? await deps.db.transaction(async (tx) => {
        const found = await match(tx);
        const matched = found.matches.filter((m) => m.status === 'matched');
        if (matched.length === 0) throw refused(INVOICE_MESSAGES.bankCsvNothingToApply);
        for (const m of matched) {
          const { invoice, openMinor } = await lockOwnInvoice(
            tx,
            auth,
            found.open.find((o) => o.number === m.invoiceNumber)!.row.id,
            'payment',
          );
          await addPayment(
            tx,
            auth,
            invoice,
            openMinor,
            { amountMinor: m.line.amountMinor, paidOn: m.line.date, reference: m.line.reference || null },
            now,
          );
        }
        return found.matches;
      })
    : (await match(deps.db)).matches;
  const matched = result.filter((m) => m.status === 'matched');
  return {
    applied: body.apply ?? false,
    lines: result.map((m, i) => ({
      row: parsed.lines[i]!.row,
      date: m.line.date,
      amountMinor: m.line.amountMinor,
      reference: m.line.reference,
      status: m.status,
      invoiceNumber: m.invoiceNumber,
      reason: m.reason,
    })),
    matchedCount: matched.length,
    matchedMinor: matched.reduce((sum, m) => sum + m.line.amountMinor, 0),
  };
}
