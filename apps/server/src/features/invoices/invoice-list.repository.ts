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

/**
 * The documents the caller sees (the seller, the buyer, or the buyer's parent account), settled as
 * of `today`. invoicePaymentStatus (domain) is the same rule for one invoice; a test compares them.
 */
function settledDocuments(accountId: number, today: string): SQL {
  return sql`
    select i.id, i.kind, i.number, c.number as "correctsNumber", i.issued_on::text as "issuedOn",
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
      join accounts b on b.id = i.buyer_account_id
      left join invoices c on c.id = i.corrects_invoice_id
      cross join lateral (
        select coalesce((select sum(amount_minor) from invoice_payments p where p.invoice_id = i.id), 0) as paid,
               coalesce((select sum(gross_minor) from invoices n where n.corrects_invoice_id = i.id), 0) as credited
      ) s
     where (i.seller_account_id = ${accountId} or i.buyer_account_id = ${accountId} or b.parent_account_id = ${accountId})`;
}

function filters(q: InvoiceListQuery, accountId: number): SQL {
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
  accountId: number,
  today: string,
  q: InvoiceListQuery,
  page: { limit: number; offset: number },
): Promise<InvoiceListRow[]> {
  const result = await db.execute(sql`
    select * from (${settledDocuments(accountId, today)}) d
     where ${filters(q, accountId)}
     order by d."issuedOn" desc, d.id desc
     limit ${page.limit} offset ${page.offset}`);
  return rowsOf<InvoiceListRow>(result);
}

export async function invoiceTotalsOf(db: DbOrTx, accountId: number, today: string, q: InvoiceListQuery) {
  const result = await db.execute(sql`
    select count(*)::int as count,
           coalesce(sum(case when d.kind = 'credit_note' then -d."grossMinor" else d."grossMinor" end), 0)::float8 as "grossMinor",
           coalesce(sum(d."openMinor"), 0)::float8 as "openMinor",
           coalesce(sum(case when d.state = 'overdue' then d."openMinor" else 0 end), 0)::float8 as "overdueMinor"
      from (${settledDocuments(accountId, today)}) d
     where ${filters(q, accountId)}`);
  return rowsOf<{ count: number; grossMinor: number; openMinor: number; overdueMinor: number }>(result)[0]!;
}

/** One document as the list shows it, when the caller may see it. */
export async function findListedInvoice(db: DbOrTx, accountId: number, today: string, invoiceId: number) {
  const result = await db.execute(sql`
    select * from (${settledDocuments(accountId, today)}) d where d.id = ${invoiceId}`);
  return rowsOf<InvoiceListRow>(result)[0] ?? null;
}

export async function listInvoicesOfOrder(db: DbOrTx, accountId: number, today: string, orderId: number) {
  const result = await db.execute(sql`
    select * from (${settledDocuments(accountId, today)}) d where d."orderId" = ${orderId} order by d.id`);
  return rowsOf<InvoiceListRow>(result);
}

/** The seller's overdue invoices per buyer. */
export async function overdueByBuyer(db: DbOrTx, sellerAccountId: number, today: string) {
  const result = await db.execute(sql`
    select d."buyerAccountId", min(d."buyerName") as "buyerName", count(*)::int as count,
           sum(d."openMinor")::float8 as "overdueMinor", max(d."daysOverdue")::int as "maxDaysOverdue"
      from (${settledDocuments(sellerAccountId, today)}) d
     where d.state = 'overdue' and d."sellerAccountId" = ${sellerAccountId}
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
