// Issue 28 part 2: the document an invoice or credit note is issued as: the order's price composition
// at the invoiced litres, the parties as their accounts read on the issue day, and the references.
// Pure: the server issues with it, the demo seed writes its invoices with it.
import { addDays } from '../calendar/days';
import type { Currency } from '../formats/number';
import type { PriceStep } from '../pricing/live-pricing';
import { creditNoteNote, paymentTermsText } from './document-texts';
import type { InvoiceDocument, InvoiceParty } from './invoice-document-types';
import { invoiceLinesOf, type InvoiceLine, type InvoiceLinesInput } from './invoice-lines';
import { invoiceTotals } from './invoice-totals';

/** What a document needs of the order. */
export type InvoicedOrder = {
  id: number;
  contractNumber: string;
  productName: string;
  terminalName: string;
  chargedPriceE4: number;
  priceSteps: PriceStep[];
  vatRateBp: number;
  currency: Currency;
  creditDays: number;
};

export type PartyRow = Omit<InvoiceParty, 'email'> & { email: string; iban: string | null; brand: string };

const party = (row: PartyRow): InvoiceParty => ({
  name: row.name,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  postCode: row.postCode,
  city: row.city,
  country: row.country,
  vatId: row.vatId,
  email: row.email,
});

const brandOf = (brand: string): 'A' | 'B' | 'C' => (brand === 'B' || brand === 'C' ? brand : 'A');

/** What invoiceLinesOf needs of the order, at `litres`. */
export const linesInputOf = (order: InvoicedOrder, litres: number): InvoiceLinesInput => ({
  productName: order.productName,
  litres,
  chargedPriceE4: order.chargedPriceE4,
  steps: order.priceSteps,
  vatRateBp: order.vatRateBp,
});

type Common = {
  order: InvoicedOrder;
  seller: PartyRow;
  buyer: PartyRow;
  number: string;
  issuedOn: string;
  bolNumber: string | null;
  deliveredOn: string;
};

function documentOf(c: Common, lines: readonly InvoiceLine[], rest: Partial<InvoiceDocument>): InvoiceDocument {
  return {
    typeCode: 380,
    number: c.number,
    corrects: null,
    issuedOn: c.issuedOn,
    dueDate: null,
    paymentTermsText: '',
    currency: c.order.currency,
    brand: brandOf(c.seller.brand),
    seller: { ...party(c.seller), iban: c.seller.iban ?? '' },
    buyer: party(c.buyer),
    buyerReference: c.order.contractNumber,
    contractNumber: c.order.contractNumber,
    orderReference: String(c.order.id),
    bolNumber: c.bolNumber,
    deliveredOn: c.deliveredOn,
    terminalName: c.order.terminalName,
    note: null,
    lines,
    totals: invoiceTotals(lines, c.order.currency),
    ...rest,
  };
}

/** An invoice for `litres` of the order, due after the order's payment term from the issue day. */
export function invoiceDocument(c: Common & { litres: number }): InvoiceDocument {
  const dueDate = addDays(c.issuedOn, c.order.creditDays);
  return documentOf(c, invoiceLinesOf(linesInputOf(c.order, c.litres)), {
    dueDate,
    paymentTermsText: paymentTermsText(dueDate),
  });
}

/** A credit note (381) with the lines domain credit-note computed, referencing the invoice. */
export function creditNoteDocument(
  c: Common & { lines: readonly InvoiceLine[]; corrects: { number: string; issuedOn: string }; reason: string | null },
): InvoiceDocument {
  return documentOf(c, c.lines, {
    typeCode: 381,
    corrects: c.corrects,
    note: creditNoteNote(c.corrects.number, c.reason),
  });
}
