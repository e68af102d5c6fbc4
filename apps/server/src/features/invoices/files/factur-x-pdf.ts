// Issue 28 part 2: the invoice PDF as Factur-X / ZUGFeRD (profile EN 16931): PDF/A-3 with the CII XML
// embedded as factur-x.xml (AFRelationship Alternative) and the Factur-X XMP metadata, written by
// @e-invoice-eu/core from our PDF. Afterwards the embedded XML gets the references the library drops
// from CII (cii-references.ts); the attachment is replaced with the same name, type and relationship,
// so the XMP (which names the file) stays right.
import { InvoiceService, type Logger } from '@e-invoice-eu/core';
import { AFRelationship, PDFDocument } from '@cantoo/pdf-lib';
import { withCiiReferences } from './cii-references';
import { eInvoiceOf } from './e-invoice-json';
import type { InvoiceDocument } from './invoice-document';

export const FACTUR_X_FILENAME = 'factur-x.xml';

/** The library logs its progress; only warnings and errors are of interest on a server. */
export const quietLogger: Logger = { log: () => {}, warn: console.warn, error: console.error };

async function withReferences(pdfBytes: Uint8Array, doc: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  const attachment = pdf.getAttachments().find((a) => a.name === FACTUR_X_FILENAME);
  if (!attachment) throw new Error(`${FACTUR_X_FILENAME} missing in the Factur-X PDF`);
  const xml = new TextDecoder().decode(attachment.data);
  const patched = withCiiReferences(xml, doc);
  if (patched === xml) return pdfBytes;
  pdf.detach(FACTUR_X_FILENAME);
  await pdf.attach(new TextEncoder().encode(patched), FACTUR_X_FILENAME, {
    mimeType: 'text/xml',
    description: attachment.description ?? 'Factur-X',
    creationDate: attachment.creationDate,
    modificationDate: attachment.modificationDate,
    afRelationship: AFRelationship.Alternative,
  });
  return pdf.save();
}

export async function facturXPdf(doc: InvoiceDocument, pdf: Uint8Array): Promise<Uint8Array> {
  const out = await new InvoiceService(quietLogger).generate(eInvoiceOf(doc), {
    format: 'Factur-X-EN16931',
    lang: 'de-de',
    pdf: { buffer: pdf, filename: `${doc.number}.pdf`, mimetype: 'application/pdf' },
  });
  if (typeof out === 'string') throw new Error('Factur-X: expected PDF bytes from @e-invoice-eu/core');
  return withReferences(out, doc);
}
