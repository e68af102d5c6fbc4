// Issue 28: everything an invoice's or credit note's files (PDF, CII and UBL XML) show, stored with the
// document when it is issued, so screens, files, mails and the API show the same figures.
import type { Currency } from '../formats/number';
import type { InvoiceLine } from './invoice-lines';
import type { InvoiceTotals } from './invoice-totals';

export type InvoiceParty = {
  name: string;
  addressLine1: string;
  addressLine2: string;
  postCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. "DE", "CH", "AT". */
  country: string;
  /** BT-31 / BT-48, e.g. "DE123456789" or "CHE-123.456.789 MWST"; null when the account has none. */
  vatId: string | null;
  /** Seller: BT-34 electronic address; buyer: BT-49 (the invoice address). */
  email: string;
};

export type InvoiceDocument = {
  /** 380 commercial invoice, 381 credit note (UNTDID 1001). */
  typeCode: 380 | 381;
  /** BT-1, "RE-2026-000042" / "GS-2026-000003". */
  number: string;
  /** BT-25 for a credit note: the invoice it corrects, with its issue date (BT-26). */
  corrects: { number: string; issuedOn: string } | null;
  /** BT-2, YYYY-MM-DD. */
  issuedOn: string;
  /** BT-9, YYYY-MM-DD; null for a credit note. */
  dueDate: string | null;
  /** BT-20, German, e.g. "Zahlbar bis 27.12.2026 ohne Abzug." */
  paymentTermsText: string;
  currency: Currency;
  /** Brand A/C invoices in EUR; brand B in CHF with a Swiss QR-bill page. */
  brand: 'A' | 'B' | 'C';
  seller: InvoiceParty & {
    /** BT-84, the account the buyer pays to; for brand B a Swiss IBAN (QR-bill). */
    iban: string;
  };
  buyer: InvoiceParty;
  /** BT-10 buyer reference (XRechnung requires one): the order's contract number. */
  buyerReference: string;
  /** BT-12 contract reference: the order's contract number. */
  contractNumber: string;
  /** BT-13 purchase order reference: the order id as text. */
  orderReference: string;
  /** BT-16 despatch advice reference: the bill of lading number; null when invoiced per order. */
  bolNumber: string | null;
  /** BT-72 actual delivery date (the lifting day), YYYY-MM-DD. */
  deliveredOn: string;
  /** Terminal name, printed on the PDF. */
  terminalName: string;
  /** BT-22 note, German (e.g. a credit note's reason); null when none. */
  note: string | null;
  /** Positive amounts, as printed (a credit note too). */
  lines: readonly InvoiceLine[];
  totals: InvoiceTotals;
};

export type InvoiceFiles = {
  /** PDF/A-3 with the CII XML embedded as factur-x.xml (Factur-X / ZUGFeRD profile EN 16931). */
  pdf: Uint8Array;
  /** XRechnung in UN/CEFACT CII syntax. */
  cii: string;
  /** XRechnung in UBL 2.1 syntax (Invoice or CreditNote). */
  ubl: string;
};
