// Issue 28 part 2: the files of an issued invoice or credit note, rendered once from the stored
// document: the PDF/A-3 (Factur-X, EN 16931) for people, XRechnung CII and UBL for machines.
import { InvoiceService } from '@e-invoice-eu/core';
import { withCiiReferences } from './cii-references';
import { eInvoiceOf } from './e-invoice-json';
import { facturXPdf, quietLogger } from './factur-x-pdf';
import type { InvoiceDocument, InvoiceFiles } from './invoice-document';
import { invoicePdf } from './invoice-pdf';

const FORMATS = { cii: 'XRECHNUNG-CII', ubl: 'XRECHNUNG-UBL' } as const;

/** XRechnung 3 in CII or UBL syntax (a credit note as UBL CreditNote). */
export async function xrechnungXml(doc: InvoiceDocument, syntax: 'cii' | 'ubl'): Promise<string> {
  const format = FORMATS[syntax];
  const out = await new InvoiceService(quietLogger).generate(eInvoiceOf(doc), { format, lang: 'de-de' });
  if (typeof out !== 'string') throw new Error(`${format}: expected XML text from @e-invoice-eu/core`);
  // BT-16 and BT-25/26 are written by the library in UBL only (cii-references.ts).
  return syntax === 'cii' ? withCiiReferences(out, doc) : out;
}

export async function renderInvoiceFiles(doc: InvoiceDocument): Promise<InvoiceFiles> {
  const [pdf, cii, ubl] = await Promise.all([
    invoicePdf(doc).then((bytes) => facturXPdf(doc, bytes)),
    xrechnungXml(doc, 'cii'),
    xrechnungXml(doc, 'ubl'),
  ]);
  return { pdf, cii, ubl };
}
