import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { InvoiceListQuery } from '@fuel/domain/contracts/invoices';

/** A document with its settlement and state as of `today` (the rule of domain invoicing/payments, in SQL to filter and sum). */
export type InvoiceListRow = {
  id: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  correctsNumber: string | null;
  issuedOn: string;
  /** Ordering only (the driver's date value); the API shows issuedOn. */
  issuedDay: unknown;
  dueDate: string | null;
  currency: 'EUR' | 'CHF';
  orderId: number;
  contractNumber: string;
  bolNumber: string | null;
  sellerAccountId: number;
  sellerName: string;
  buyerAccountId: number;
  buyerName: string;
  productName: string;
  litres: number;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
  paidMinor: number;
  creditedMinor: number;
  openMinor: number;
  state: 'open' | 'partly_paid' | 'paid' | 'overdue' | 'credit_note';
  daysOverdue: number;
};

/** Who reads: a seller sees what it issued, a buyer its own documents and its child accounts'. */
export type Viewer = { accountId: number; accountType: string };

/** The viewer's documents among invoices aliased `alias`: one indexed condition per side. */
function visible(viewer: Viewer, alias: string): SQL {
  const t = sql.raw(alias);
  return viewer.accountType === 'seller'
    ? sql`${t}.seller_account_id = ${viewer.accountId}`
    : sql`${t}.buyer_account_id in (select a.id from accounts a
                                     where a.id = ${viewer.accountId} or a.parent_account_id = ${viewer.accountId})`;
}

/**
 * Each document's payments and credit notes. For a page, per row (only the page's rows are looked up
 * when nothing filters on the state); for totals over every document, summed once per table.
 */
function settlement(viewer: Viewer, how: 'per-row' | 'summed'): SQL {
  if (how === 'per-row') {
    return sql`cross join lateral (
        select coalesce((select sum(amount_minor) from invoice_payments p where p.invoice_id = i.id), 0) as paid,
               coalesce((select sum(gross_minor) from invoices n where n.corrects_invoice_id = i.id), 0) as credited
      ) s`;
  }
  return sql`left join (select p.invoice_id, sum(p.amount_minor) as paid
                          from invoice_payments p join invoices x on x.id = p.invoice_id
                         where ${visible(viewer, 'x')} group by 1) sp on sp.invoice_id = i.id
      left join (select n.corrects_invoice_id, sum(n.gross_minor) as credited
                   from invoices n where n.corrects_invoice_id is not null and ${visible(viewer, 'n')}
                  group by 1) sc on sc.corrects_invoice_id = i.id
      cross join lateral (select coalesce(sp.paid, 0) as paid, coalesce(sc.credited, 0) as credited) s`;
}

/**
 * The documents the viewer sees, settled as of `today`. invoicePaymentStatus (domain) is the same
 * rule for one invoice; the tests compare them. "issuedDay" (the date itself) is for ordering only.
 */
function settledDocuments(viewer: Viewer, today: string, how: 'per-row' | 'summed' = 'per-row'): SQL {
  return sql`
    select i.id, i.kind, i.number, c.number as "correctsNumber", i.issued_on::text as "issuedOn",
           i.issued_on as "issuedDay",
           i.due_date::text as "dueDate", i.currency, i.order_id as "orderId",
           i.document->>'contractNumber' as "contractNumber", i.document->>'bolNumber' as "bolNumber",
           i.seller_account_id as "sellerAccountId", i.document->'seller'->>'name' as "sellerName",
           i.buyer_account_id as "buyerAccountId", i.document->'buyer'->>'name' as "buyerName",
           i.document->'lines'->0->>'description' as "productName", i.litres,
           i.net_minor::float8 as "netMinor", i.vat_minor::float8 as "vatMinor", i.gross_minor::float8 as "grossMinor",
           s.paid::float8 as "paidMinor", s.credited::float8 as "creditedMinor",
           case when i.kind = 'credit_note' then 0 else greatest(i.gross_minor - s.credited - s.paid, 0) end::float8 as "openMinor",
           case when i.kind = 'credit_note' then 'credit_note'
                when i.gross_minor - s.credited - s.paid <= 0 then 'paid'
                when i.due_date < ${today}::date then 'overdue'
                when s.paid > 0 then 'partly_paid' else 'open' end as "state",
           case when i.kind = 'invoice' and i.gross_minor - s.credited - s.paid > 0 and i.due_date < ${today}::date
                then (${today}::date - i.due_date) else 0 end as "daysOverdue"
      from invoices i
      left join invoices c on c.id = i.corrects_invoice_id
      ${settlement(viewer, how)}
     where ${visible(viewer, 'i')}`;
}

function filters(q: InvoiceListQuery, viewer: Viewer): SQL {
  const accountId = viewer.accountId;
  const parts: SQL[] = [sql`true`];
  if (q.state === 'open') parts.push(sql`d.state in ('open', 'partly_paid', 'overdue')`);
  if (q.state === 'paid') parts.push(sql`d.state = 'paid'`);
  if (q.state === 'overdue') parts.push(sql`d.state = 'overdue'`);
  if (q.kind) parts.push(sql`d.kind = ${q.kind}`);
  if (q.partnerAccountId) {
    parts.push(
      sql`(case when d."sellerAccountId" = ${accountId} then d."buyerAccountId" else d."sellerAccountId" end) = ${q.partnerAccountId}`,
    );
  }
  if (q.from) parts.push(sql`d."issuedOn" >= ${q.from}`);
  if (q.to) parts.push(sql`d."issuedOn" <= ${q.to}`);
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(d.number ilike ${like} or d."contractNumber" ilike ${like} or d."bolNumber" ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function listInvoices(
  db: DbOrTx,
  viewer: Viewer,
  today: string,
  q: InvoiceListQuery,
  page: { limit: number; offset: number },
): Promise<InvoiceListRow[]> {
  const result = await db.execute(sql`
    select * from (${settledDocuments(viewer, today)}) d
     where ${filters(q, viewer)}
     order by d."issuedDay" desc, d.id desc
     limit ${page.limit} offset ${page.offset}`);
  return rowsOf<InvoiceListRow>(result);
}

export async function invoiceTotalsOf(db: DbOrTx, viewer: Viewer, today: string, q: InvoiceListQuery) {
  const result = await db.execute(sql`
    select count(*)::int as count,
           coalesce(sum(case when d.kind = 'credit_note' then -d."grossMinor" else d."grossMinor" end), 0)::float8 as "grossMinor",
           coalesce(sum(d."openMinor"), 0)::float8 as "openMinor",
           coalesce(sum(case when d.state = 'overdue' then d."openMinor" else 0 end), 0)::float8 as "overdueMinor"
      from (${settledDocuments(viewer, today, 'summed')}) d
     where ${filters(q, viewer)}`);
  return rowsOf<{ count: number; grossMinor: number; openMinor: number; overdueMinor: number }>(result)[0]!;
}

/** One document as the list shows it, when the caller may see it. */
export async function findListedInvoice(db: DbOrTx, viewer: Viewer, today: string, invoiceId: number) {
  const result = await db.execute(sql`
    select * from (${settledDocuments(viewer, today)}) d where d.id = ${invoiceId}`);
  return rowsOf<InvoiceListRow>(result)[0] ?? null;
}

export async function listInvoicesOfOrder(db: DbOrTx, viewer: Viewer, today: string, orderId: number) {
  const result = await db.execute(sql`
    select * from (${settledDocuments(viewer, today)}) d where d."orderId" = ${orderId} order by d.id`);
  return rowsOf<InvoiceListRow>(result);
}

/** The seller's overdue invoices per buyer. */
export async function overdueByBuyer(db: DbOrTx, seller: Viewer, today: string) {
  const result = await db.execute(sql`
    select d."buyerAccountId", min(d."buyerName") as "buyerName", count(*)::int as count,
           sum(d."openMinor")::float8 as "overdueMinor", max(d."daysOverdue")::int as "maxDaysOverdue"
      from (${settledDocuments(seller, today, 'summed')}) d
     where d.state = 'overdue' and d."sellerAccountId" = ${seller.accountId}
     group by d."buyerAccountId"
     order by "overdueMinor" desc`);
  return rowsOf<{
    buyerAccountId: number;
    buyerName: string;
    count: number;
    overdueMinor: number;
    maxDaysOverdue: number;
  }>(result);
}
