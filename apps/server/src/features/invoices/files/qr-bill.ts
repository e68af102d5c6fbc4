// Issue 28 part 2: brand B invoices carry a Swiss QR-bill (payment part and receipt) on a page of their
// own. Creditor = seller, debtor = buyer, amount = BT-115. A QR-IBAN needs a QR reference, a normal IBAN
// takes an ISO 11649 creditor reference (SCOR); both are derived from the invoice number, and the
// message names the invoice as printed.
import { SwissQRBill } from 'swissqrbill/pdf';
import type { Data } from 'swissqrbill/types';
import { calculateQRReferenceChecksum, calculateSCORReferenceChecksum, isIBANValid, isQRIBAN } from 'swissqrbill/utils';
import type { InvoiceDocument, InvoiceParty } from './invoice-document';
import { PDF_TEXTS } from './invoice-pdf-texts';

const swissAccount = (iban: string) => iban.replace(/\s+/g, '');

/**
 * Only an invoice in CHF is paid with a QR-bill (a credit note is paid by the seller, not the buyer),
 * and only to a Swiss or Liechtenstein IBAN: without one the invoice is still issued, without the slip.
 */
export const hasQrBill = (doc: InvoiceDocument): boolean =>
  doc.brand === 'B' &&
  doc.currency === 'CHF' &&
  doc.typeCode === 380 &&
  /^(CH|LI)/.test(swissAccount(doc.seller.iban)) &&
  isIBANValid(swissAccount(doc.seller.iban));

/** QR reference (26 digits + check digit) or SCOR reference ("RF" + check + up to 21 characters). */
export function paymentReference(iban: string, invoiceNumber: string): string {
  if (isQRIBAN(iban)) {
    const digits = invoiceNumber.replace(/\D/g, '').slice(-26).padStart(26, '0');
    return digits + calculateQRReferenceChecksum(digits);
  }
  const body = invoiceNumber
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase()
    .slice(-21);
  return `RF${calculateSCORReferenceChecksum(body)}${body}`;
}

const address = (p: InvoiceParty) => ({
  name: p.name,
  address: [p.addressLine1, p.addressLine2].filter(Boolean).join(', '),
  zip: p.postCode,
  city: p.city,
  country: p.country,
});

export function qrBillData(doc: InvoiceDocument): Data {
  const account = swissAccount(doc.seller.iban);
  return {
    currency: 'CHF',
    amount: doc.totals.amountDueMinor / 100,
    creditor: { ...address(doc.seller), account },
    debtor: address(doc.buyer),
    reference: paymentReference(account, doc.number),
    message: PDF_TEXTS.qrBillMessage(doc.number),
  };
}

/** Adds the QR-bill on a new page; the fonts are those the PDF embeds (PDF/A). */
export function attachQrBill(pdf: PDFKit.PDFDocument, doc: InvoiceDocument, fontName: 'Liberation Sans'): void {
  pdf.addPage({ size: 'A4', margin: 0 });
  new SwissQRBill(qrBillData(doc), { language: 'DE', fontName }).attachTo(pdf);
}
