import { z } from 'zod';
import { requiredString, textString } from '../validation/fields';
import { dateParam, enumParam, intParam, isoDateString } from '../validation/query-params';

// Issue 28 parts 2-4: invoices, credit notes and payments. Routes:
//   GET  /api/invoices                  both sides: the caller's invoices and credit notes (filters, totals)
//   GET  /api/invoices/export.csv       the same list as CSV (the list's filters)
//   GET  /api/invoices/overdue          sellers: what is overdue per buyer
//   GET  /api/invoices/{id}             both sides: one document with lines, VAT breakdown, payments
//   GET  /api/invoices/{id}/pdf         the PDF (PDF/A-3 with the Factur-X XML embedded; brand B with QR-bill)
//   GET  /api/invoices/{id}/xml?syntax= the XRechnung XML, CII (default) or UBL
//   POST /api/invoices/{id}/payments    the seller records a payment (fully or in part)
//   POST /api/invoices/{id}/credit-notes the seller corrects (partly) or cancels (fully) an invoice
//   POST /api/invoices/bank-lines       the seller's bank CSV: preview (apply=false) or record (apply=true)
//   GET/PUT /api/invoices/settings      the seller's invoicing mode
//   GET  /api/orders/{id}/invoices      both sides: the order's invoices and credit notes

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Domain invoicing/payments PaymentState; a credit note is always "credit_note". */
export const INVOICE_STATES = ['open', 'partly_paid', 'paid', 'overdue', 'credit_note'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** The list's state filter: "open" includes partly paid and overdue ones. */
export const INVOICE_STATE_FILTERS = ['all', 'open', 'paid', 'overdue'] as const;

export const InvoiceSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  /** "RE-2026-000042" or "GS-2026-000003" */
  number: z.string(),
  /** For a credit note: the invoice it corrects. */
  correctsNumber: z.string().nullable(),
  /** YYYY-MM-DD */
  issuedOn: z.string(),
  /** YYYY-MM-DD; null for a credit note. */
  dueDate: z.string().nullable(),
  currency: z.enum(['EUR', 'CHF']),
  orderId: z.number().int(),
  contractNumber: z.string(),
  bolNumber: z.string().nullable(),
  sellerAccountId: z.number().int(),
  sellerName: z.string(),
  buyerAccountId: z.number().int(),
  buyerName: z.string(),
  productName: z.string(),
  litres: z.number().int(),
  netMinor: z.number().int(),
  vatMinor: z.number().int(),
  grossMinor: z.number().int(),
  /** Payments recorded so far. */
  paidMinor: z.number().int(),
  /** Gross of the credit notes that correct this invoice. */
  creditedMinor: z.number().int(),
  /** What the buyer still owes on it; 0 for a credit note. */
  openMinor: z.number().int(),
  state: z.enum(INVOICE_STATES),
  daysOverdue: z.number().int(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const InvoiceLineSchema = z.object({
  description: z.string(),
  quantityLitres: z.number().int(),
  /** Net per 100 L in 1/10,000 of the currency unit. */
  unitPriceE4: z.number().int(),
  netMinor: z.number().int(),
  vatRateBp: z.number().int(),
});

export const PaymentSchema = z.object({
  id: z.number().int(),
  /** YYYY-MM-DD */
  paidOn: z.string(),
  amountMinor: z.number().int(),
  reference: z.string().nullable(),
  recordedAt: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const InvoiceDetailSchema = InvoiceSummarySchema.extend({
  lines: z.array(InvoiceLineSchema),
  vatBreakdown: z.array(
    z.object({ vatRateBp: z.number().int(), taxableMinor: z.number().int(), vatMinor: z.number().int() }),
  ),
  payments: z.array(PaymentSchema),
  /** Credit notes that correct this invoice (for a credit note: empty). */
  creditNotes: z.array(z.object({ id: z.number().int(), number: z.string(), grossMinor: z.number().int() })),
  /** The seller may record payments and credit notes. */
  canManage: z.boolean(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

export const InvoiceTotalsSchema = z.object({
  currency: z.enum(['EUR', 'CHF']),
  count: z.number().int(),
  grossMinor: z.number().int(),
  openMinor: z.number().int(),
  overdueMinor: z.number().int(),
});

export const InvoiceListSchema = z.object({
  items: z.array(InvoiceSummarySchema),
  /** Over every document the filters select, not only this page. */
  totals: InvoiceTotalsSchema,
  pageNumber: z.number().int(),
  pageLimit: z.number().int(),
});
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

export const INVOICE_PAGE_LIMIT = 50;

export const InvoiceListQuerySchema = z
  .object({
    state: enumParam(INVOICE_STATE_FILTERS, 'Status'),
    kind: enumParam(INVOICE_KINDS, 'Belegart'),
    /** Sellers: one buyer. Buyers: one seller. */
    partnerAccountId: intParam('Geschäftspartner', 1),
    from: dateParam('Rechnungsdatum von'),
    to: dateParam('Rechnungsdatum bis'),
    /** Invoice number, contract number or BOL number (contains). */
    q: z.preprocess((v) => (v === '' ? undefined : v), textString('Suchbegriff', 40).optional()),
    pageNumber: intParam('Seite', 1),
  })
  .strict();
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

export const RecordPaymentRequestSchema = z
  .object({
    amountMinor: z
      .number({ error: 'Bitte geben Sie den Zahlungsbetrag an.' })
      .int('Der Zahlungsbetrag hat höchstens zwei Nachkommastellen.')
      .positive('Der Zahlungsbetrag muss größer als 0 sein.'),
    paidOn: isoDateString('Zahlungsdatum'),
    reference: textString('Verwendungszweck', 140).optional(),
  })
  .strict()
  .meta({ examples: [{ amountMinor: 2_562_615, paidOn: '2026-11-27', reference: 'RE-2026-000042' }] });
export type RecordPaymentRequest = z.infer<typeof RecordPaymentRequestSchema>;

/** A full credit note cancels the invoice; a partial one credits a lower quantity and/or price. */
export const CreditNoteRequestSchema = z
  .object({
    mode: z.enum(['full', 'partial'], { error: 'Bitte wählen Sie Storno oder Korrektur.' }),
    reason: textString('Grund', 200).optional(),
    /** partial: the litres actually to be billed. */
    litres: z.number().int('Bitte ganze Liter angeben.').nonnegative('Die Menge darf nicht negativ sein.').optional(),
    /** partial: the price per 100 L actually agreed, in 1/10,000 of the currency unit. */
    chargedPriceE4: z.number().int().nonnegative('Der Preis darf nicht negativ sein.').optional(),
  })
  .strict();
export type CreditNoteRequest = z.infer<typeof CreditNoteRequestSchema>;

export const BankLinesRequestSchema = z
  .object({
    /** The bank statement as CSV text: columns Datum, Betrag, Verwendungszweck (header row). */
    csv: requiredString('Kontoauszug (CSV)', 2_000_000, { multiLine: true }),
    apply: z.boolean().default(false),
  })
  .strict();
export type BankLinesRequest = z.input<typeof BankLinesRequestSchema>;

export const BankLineResultSchema = z.object({
  row: z.number().int(),
  date: z.string(),
  amountMinor: z.number().int(),
  reference: z.string(),
  status: z.enum(['matched', 'unknown_invoice', 'no_number', 'over_payment']),
  invoiceNumber: z.string().nullable(),
  reason: z.string(),
});
export const BankLinesResultSchema = z.object({
  applied: z.boolean(),
  lines: z.array(BankLineResultSchema),
  matchedCount: z.number().int(),
  matchedMinor: z.number().int(),
});
export type BankLinesResult = z.infer<typeof BankLinesResultSchema>;

export const OverdueByBuyerSchema = z.object({
  items: z.array(
    z.object({
      buyerAccountId: z.number().int(),
      buyerName: z.string(),
      count: z.number().int(),
      overdueMinor: z.number().int(),
      maxDaysOverdue: z.number().int(),
    }),
  ),
  currency: z.enum(['EUR', 'CHF']),
});
export type OverdueByBuyer = z.infer<typeof OverdueByBuyerSchema>;

/**
 * When the seller's invoices are issued: per lifting (default), once per completed order, or per order
 * and calendar month (on the first days of the next month, for what was lifted in the month).
 */
export const INVOICING_MODES = ['lifting', 'order', 'month'] as const;
export type InvoicingMode = (typeof INVOICING_MODES)[number];
export const InvoiceSettingsSchema = z
  .object({ mode: z.enum(INVOICING_MODES, { error: 'Bitte wählen Sie, wann Rechnungen erstellt werden.' }) })
  .strict();
export type InvoiceSettings = z.infer<typeof InvoiceSettingsSchema>;

export const OrderInvoicesSchema = z.object({ orderId: z.number().int(), items: z.array(InvoiceSummarySchema) });
export type OrderInvoices = z.infer<typeof OrderInvoicesSchema>;

export const XML_SYNTAXES = ['cii', 'ubl'] as const;
export const InvoiceXmlQuerySchema = z.object({ syntax: enumParam(XML_SYNTAXES, 'Syntax') }).strict();

/** The states as the screens, the CSV export and the mails name them. */
export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  open: 'Offen',
  partly_paid: 'Teilweise bezahlt',
  paid: 'Bezahlt',
  overdue: 'Überfällig',
  credit_note: 'Gutschrift',
};
