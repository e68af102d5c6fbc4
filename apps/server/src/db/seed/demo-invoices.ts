import { sql } from 'drizzle-orm';
import { brandTimeZone } from '@fuel/domain/calendar/zones';
import { addDays } from '@fuel/domain/calendar/days';
import { entriesForInvoice, type CreditEntry } from '@fuel/domain/invoicing/credit-ledger';
import { partialCreditNote } from '@fuel/domain/invoicing/credit-note';
import { creditNoteDocument, invoiceDocument, linesInputOf } from '@fuel/domain/invoicing/invoice-document';
import type { InvoiceDocument } from '@fuel/domain/invoicing/invoice-document-types';
import { documentNumber } from '@fuel/domain/invoicing/invoice-numbers';
import { businessDate } from '@fuel/domain/offers/business-time';
import { invoiceFor } from '@fuel/domain/pricing/money';
import type { PriceStep } from '@fuel/domain/pricing/live-pricing';
import type { BrandId } from '@fuel/domain/contracts/identity';
import type { DbOrTx } from '../client';
import { creditEntries, documentSequences, invoicePayments, invoices } from '../schema';

// Issue 28 part 5: the demo's lifted orders have invoices (one per lifting, as a seller starts), most
// paid, the newest few of each buyer open, half paid or overdue, and one corrected by a credit note, so
// "Rechnungen" shows every state on first start. Built with the same domain rules the server issues
// with; the credit ledger gets the same entries (decision 070), so order_counter_drift stays empty.

/** A valid IBAN of the country for a bank account number (ISO 13616 check digits). */
export function demoIban(country: 'DE' | 'CH', bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = 98n - (BigInt(digits) % 97n);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

type Row = {
  liftingId: number;
  bolNumber: string;
  liftedAt: Date;
  litres15: number;
  orderId: number;
  contractNumber: string;
  orderLitres: number;
  dueDate: string;
  paidAt: Date | null;
  sellerAccountId: number;
  buyerAccountId: number;
  productName: string;
  terminalName: string;
  chargedPriceE4: number;
  priceSteps: PriceStep[] | null;
  vatRateBp: number;
  currency: 'EUR' | 'CHF';
  creditDays: number;
  seller: Record<string, string | null>;
  buyer: Record<string, string | null>;
};

const party = (p: Record<string, string | null>) => ({
  name: p.name ?? '',
  addressLine1: p.addressLine1 ?? '',
  addressLine2: p.addressLine2 ?? '',
  postCode: p.postCode ?? '',
  city: p.city ?? '',
  country: p.country ?? 'DE',
  vatId: p.vatId ?? null,
  email: p.email ?? '',
  iban: p.iban ?? null,
  brand: p.brand ?? 'A',
});

async function liftedRows(tx: DbOrTx): Promise<Row[]> {
  const partyJson = (alias: string) =>
    sql.raw(`json_build_object('name', ${alias}.name, 'addressLine1', ${alias}.address_line1,
      'addressLine2', ${alias}.address_line2, 'postCode', ${alias}.post_code, 'city', ${alias}.city, 'country', ${alias}.country,
      'vatId', ${alias}.vat_id, 'iban', ${alias}.iban, 'brand', ${alias}.platform,
      'email', coalesce(${alias}.invoice_email, (select email from users u where u.account_id = ${alias}.id order by u.id limit 1), ''))`);
  const result = await tx.execute(sql`
    select l.id as "liftingId", l.bol_number as "bolNumber", l.lifted_at as "liftedAt", l.litres_15 as "litres15",
           o.id as "orderId", o.contract_number as "contractNumber", o.litres as "orderLitres", o.due_date::text as "dueDate",
           o.paid_at as "paidAt", o.seller_account_id as "sellerAccountId", o.buyer_account_id as "buyerAccountId",
           p.name as "productName", coalesce(t.name, '') as "terminalName", o.price_per_100l_e4::float8 as "chargedPriceE4",
           o.price_steps as "priceSteps", o.vat_rate_bp as "vatRateBp", o.currency, o.credit_days as "creditDays",
           ${partyJson('s')} as seller, ${partyJson('b')} as buyer
      from liftings l
      join orders o on o.id = l.order_id and o.status = 'COMPLETE'
      join products p on p.id = o.product_id
      left join terminals t on t.id = o.terminal_id
      join accounts s on s.id = o.seller_account_id
      join accounts b on b.id = o.buyer_account_id
     order by l.lifted_at, l.id`);
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    ...r,
    liftedAt: new Date(r.liftedAt),
    paidAt: r.paidAt && new Date(r.paidAt),
  }));
}

export async function writeDemoInvoices(tx: DbOrTx, opts: { brand: BrandId; now: Date }): Promise<void> {
  const zone = brandTimeZone(opts.brand);
  const country = opts.brand === 'B' ? 'CH' : 'DE';
  // Every seller gets an account to be paid to (QR-bill on brand B needs a Swiss IBAN).
  const iban = demoIban(country, country === 'CH' ? '00762011623852957' : '370400440532013000');
  await tx.execute(sql`update accounts set iban = ${iban} where type = 'seller' and iban is null`);
  const rows = await liftedRows(tx);
  const today = businessDate(opts.now, zone);
  const sequences = new Map<string, number>();
  const nextNumber = (sellerId: number, kind: 'invoice' | 'credit_note', year: number) => {
    const key = `${sellerId}:${kind}:${year}`;
    const next = (sequences.get(key) ?? 0) + 1;
    sequences.set(key, next);
    return documentNumber(kind, year, next);
  };
  const unpaid = leftUnpaid(rows, today);
  let corrected = false;
  for (const [i, r] of rows.entries()) {
    const order = { ...r, id: r.orderId, priceSteps: r.priceSteps ?? [] };
    const issuedOn = businessDate(r.liftedAt, zone);
    const common = {
      order,
      seller: party(r.seller),
      buyer: party(r.buyer),
      bolNumber: r.bolNumber,
      deliveredOn: issuedOn,
      issuedOn,
    };
    const doc = invoiceDocument({
      ...common,
      number: nextNumber(r.sellerAccountId, 'invoice', Number(issuedOn.slice(0, 4))),
      litres: r.litres15,
    });
    const [stored] = await tx
      .insert(invoices)
      .values(row(doc, r, 'invoice', null, r.litres15, r.liftedAt))
      .returning({ id: invoices.id });
    const pair = {
      buyerAccountId: r.buyerAccountId,
      sellerAccountId: r.sellerAccountId,
      orderId: r.orderId,
      invoiceId: stored!.id,
    };
    const [share, gross] = entriesForInvoice(
      { orderId: r.orderId, litres: r.orderLitres, chargedPriceE4: r.chargedPriceE4, vatRateBp: r.vatRateBp },
      { number: doc.number, litres: r.litres15, grossMinor: doc.totals.totalWithVatMinor, invoicedLitresBefore: 0 },
    );
    const entries: (CreditEntry & { dueDate: string })[] = [{ ...gross!, dueDate: 'infinity' }];
    // An order marked paid before payments existed holds no reservation to move.
    if (!r.paidAt) entries.push({ ...share!, dueDate: r.dueDate });
    let openMinor = doc.totals.totalWithVatMinor;
    if (!corrected && unpaid.has(i)) {
      // The demo's correction: 1 % less quantity than invoiced, credited.
      const cn = partialCreditNote({
        invoice: { number: doc.number, currency: doc.currency, lines: doc.lines, totals: doc.totals },
        number: nextNumber(r.sellerAccountId, 'credit_note', Number(today.slice(0, 4))),
        creditedBeforeMinor: 0,
        source: linesInputOf(order, r.litres15),
        corrected: { litres: Math.round(r.litres15 * 0.99) },
      });
      if (cn.kind === 'issued') {
        const cnDoc = creditNoteDocument({
          ...common,
          issuedOn: today,
          number: cn.creditNote.number,
          lines: cn.creditNote.lines,
          corrects: { number: doc.number, issuedOn },
          reason: 'Mengenkorrektur nach Nachmessung',
        });
        const litres = cnDoc.lines[0]!.quantityLitres;
        await tx
          .insert(invoices)
          .values(row(cnDoc, r, 'credit_note', stored!.id, litres, opts.now))
          .returning({ id: invoices.id });
        entries.push({
          kind: 'release',
          amountMinor: -cnDoc.totals.totalWithVatMinor,
          orderId: r.orderId,
          invoiceNumber: doc.number,
          dueDate: 'infinity',
        });
        openMinor -= cnDoc.totals.totalWithVatMinor;
        corrected = true;
      }
    }
    const payment = demoPayment(unpaid.get(i), r, doc, openMinor, today);
    if (payment) {
      await tx
        .insert(invoicePayments)
        .values({ invoiceId: stored!.id, ...payment, reference: doc.number, recordedAt: opts.now });
      entries.push({
        kind: 'release',
        amountMinor: -payment.amountMinor,
        orderId: r.orderId,
        invoiceNumber: doc.number,
        dueDate: 'infinity',
      });
    }
    await tx
      .insert(creditEntries)
      .values(
        entries
          .filter((e) => e.amountMinor !== 0)
          .map((e) => ({ ...pair, kind: e.kind, amountMinor: e.amountMinor, dueDate: e.dueDate, createdAt: opts.now })),
      );
  }
  for (const [key, last] of sequences) {
    const [sellerId, kind, year] = key.split(':');
    await tx
      .insert(documentSequences)
      .values({ sellerAccountId: Number(sellerId), kind: kind!, year: Number(year), lastSequence: last });
  }
}

function row(
  doc: InvoiceDocument,
  r: Row,
  kind: 'invoice' | 'credit_note',
  corrects: number | null,
  litres: number,
  at: Date,
) {
  return {
    kind,
    number: doc.number,
    sellerAccountId: r.sellerAccountId,
    buyerAccountId: r.buyerAccountId,
    orderId: r.orderId,
    liftingId: r.liftingId,
    correctsInvoiceId: corrects,
    issuedOn: doc.issuedOn,
    dueDate: doc.dueDate,
    currency: doc.currency,
    litres,
    netMinor: doc.totals.totalWithoutVatMinor,
    vatMinor: doc.totals.vatTotalMinor,
    grossMinor: doc.totals.totalWithVatMinor,
    document: doc,
    issuedAt: at,
  };
}

/** Unpaid gross the demo leaves per buyer and seller at most, so every buyer keeps most of its credit free. */
const UNPAID_BUDGET_MINOR = 20_000_00;
const UNPAID_PER_PAIR = 3;

/**
 * The newest invoices of each pair (due at most 25 days ago) are left unpaid up to the budget: due
 * ones overdue, the others open, every second of those half paid. Index -> 'unpaid' | 'half'.
 */
function leftUnpaid(rows: Row[], today: string): Map<number, 'unpaid' | 'half'> {
  const out = new Map<number, 'unpaid' | 'half'>();
  const used = new Map<string, { minor: number; count: number }>();
  const oldest = addDays(today, -25);
  let open = 0;
  for (let i = rows.length - 1; i >= 0; i--) {
    const r = rows[i]!;
    const gross = invoiceFor(r.litres15, r.chargedPriceE4, r.vatRateBp).grossMinor;
    const key = `${r.buyerAccountId}>${r.sellerAccountId}`;
    const pair = used.get(key) ?? { minor: 0, count: 0 };
    const due = addDays(businessDate(r.liftedAt), r.creditDays);
    if (due < oldest || pair.count >= UNPAID_PER_PAIR || pair.minor + gross > UNPAID_BUDGET_MINOR) continue;
    used.set(key, { minor: pair.minor + gross, count: pair.count + 1 });
    out.set(i, due >= today && open++ % 2 === 1 ? 'half' : 'unpaid');
  }
  return out;
}

/** Everything not left unpaid was paid in full on its due date (or today, when that is later); 'half' has half paid today. */
function demoPayment(
  unpaid: 'unpaid' | 'half' | undefined,
  r: Row,
  doc: InvoiceDocument,
  openMinor: number,
  today: string,
) {
  if (openMinor <= 0 || unpaid === 'unpaid') return null;
  if (unpaid === 'half') return { paidOn: today, amountMinor: Math.floor(openMinor / 2) };
  const due = doc.dueDate!;
  return { paidOn: due < today ? due : today, amountMinor: openMinor };
}
