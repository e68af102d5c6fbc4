// Invoices and credit notes as both sides read them (issue 28 parts 2-4): the list with filters and
// totals, one document with its lines and payments, an order's documents, the CSV export, what is
// overdue per buyer, and the seller's invoicing mode.
import type {
  InvoiceDetail,
  InvoiceList,
  InvoiceListQuery,
  InvoiceSettings,
  InvoiceSummary,
  OrderInvoices,
  OverdueByBuyer,
} from '@fuel/domain/contracts/invoices';
import { INVOICE_PAGE_LIMIT } from '@fuel/domain/contracts/invoices';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { invoiceCsv } from '@fuel/domain/invoicing/invoice-csv';
import { brandTimeZone } from '@fuel/domain/calendar/zones';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { businessDate } from '@fuel/domain/offers/business-time';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { invoicePartyOf, setInvoicingMode } from '../account/account.service';
import { findOrderOfParty } from '../trading/orders.service';
import {
  findListedInvoice,
  invoiceTotalsOf,
  listInvoices,
  listInvoicesOfOrder,
  overdueByBuyer,
  type InvoiceListRow,
} from './invoice-list.repository';
import { creditNotesOf, findInvoice, paymentsOf } from './invoices.repository';

export type InvoicesDeps = { db: Db; now: () => Date; brand: BrandId };

const NOT_FOUND = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
const currencyOf = (brand: string) => (brand === 'B' ? 'CHF' : 'EUR');

/** Today's business day on this platform: what "overdue" is measured against. */
export const todayOf = (deps: Pick<InvoicesDeps, 'now' | 'brand'>) =>
  businessDate(deps.now(), brandTimeZone(deps.brand));

/** The row without its ordering column; integers the driver may answer as text become numbers. */
const summaryOf = ({ issuedDay: _ordering, ...r }: InvoiceListRow): InvoiceSummary => ({
  ...r,
  litres: Number(r.litres),
  daysOverdue: Number(r.daysOverdue),
});

/** GET /api/invoices */
export async function listInvoicesOf(deps: InvoicesDeps, auth: AuthContext, q: InvoiceListQuery): Promise<InvoiceList> {
  const today = todayOf(deps);
  const pageNumber = q.pageNumber ?? 1;
  const [rows, totals] = await Promise.all([
    listInvoices(deps.db, auth, today, q, {
      limit: INVOICE_PAGE_LIMIT,
      offset: (pageNumber - 1) * INVOICE_PAGE_LIMIT,
    }),
    invoiceTotalsOf(deps.db, auth, today, q),
  ]);
  return {
    items: rows.map(summaryOf),
    totals: { currency: currencyOf(deps.brand), ...totals },
    pageNumber,
    pageLimit: INVOICE_PAGE_LIMIT,
  };
}

/** The most documents one CSV export carries. */
const EXPORT_MAX_ROWS = 10_000;

/** GET /api/invoices/export.csv: the list's filters, every page. */
export async function exportInvoicesCsv(deps: InvoicesDeps, auth: AuthContext, q: InvoiceListQuery): Promise<string> {
  const rows = await listInvoices(deps.db, auth, todayOf(deps), q, { limit: EXPORT_MAX_ROWS, offset: 0 });
  return invoiceCsv(rows.map(summaryOf), deps.brand);
}

/** GET /api/invoices/{id}: both parties; anyone else 404. */
export async function getInvoice(deps: InvoicesDeps, auth: AuthContext, invoiceId: number): Promise<InvoiceDetail> {
  const listed = await findListedInvoice(deps.db, auth, todayOf(deps), invoiceId);
  const stored = listed ? await findInvoice(deps.db, invoiceId) : null;
  if (!listed || !stored) throw NOT_FOUND();
  const [payments, creditNotes] = await Promise.all([
    paymentsOf(deps.db, invoiceId),
    creditNotesOf(deps.db, invoiceId),
  ]);
  return {
    ...summaryOf(listed),
    lines: [...stored.document.lines],
    vatBreakdown: stored.document.totals.vatBreakdown,
    payments: payments.map((p) => ({
      id: p.id,
      paidOn: p.paidOn,
      amountMinor: p.amountMinor,
      reference: p.reference,
      recordedAt: p.recordedAt.toISOString(),
    })),
    creditNotes,
    canManage: stored.sellerAccountId === auth.accountId && stored.kind === 'invoice',
  };
}

/** GET /api/orders/{id}/invoices: the order's parties. */
export async function getOrderInvoices(deps: InvoicesDeps, auth: AuthContext, orderId: number): Promise<OrderInvoices> {
  if (!(await findOrderOfParty(deps.db, auth.accountId, orderId))) throw NOT_FOUND();
  const rows = await listInvoicesOfOrder(deps.db, auth, todayOf(deps), orderId);
  return { orderId, items: rows.map(summaryOf) };
}

/** GET /api/invoices/overdue (sellers). */
export async function getOverdueByBuyer(deps: InvoicesDeps, auth: AuthContext): Promise<OverdueByBuyer> {
  return { items: await overdueByBuyer(deps.db, auth, todayOf(deps)), currency: currencyOf(deps.brand) };
}

/** GET /api/invoices/settings (sellers). */
export async function getInvoiceSettings(deps: InvoicesDeps, auth: AuthContext): Promise<InvoiceSettings> {
  const party = await invoicePartyOf(deps.db, auth.accountId);
  if (!party) throw NOT_FOUND();
  return { mode: party.invoicingMode };
}

/** PUT /api/invoices/settings (sellers' company admins): applies to documents issued from now on. */
export async function saveInvoiceSettings(
  deps: InvoicesDeps,
  auth: AuthContext,
  body: InvoiceSettings,
): Promise<InvoiceSettings> {
  await setInvoicingMode(deps, auth, body.mode);
  return getInvoiceSettings(deps, auth);
}
