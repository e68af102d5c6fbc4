import { beforeAll, describe, expect, test } from 'vitest';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from '@cantoo/pdf-lib';
import { isQRReferenceValid, isSCORReferenceValid } from 'swissqrbill/utils';
import { validateXsd } from './en16931-xsd.fixtures';
import { creditNoteA, invoiceA, invoiceB } from './invoice-document.fixtures';
import type { InvoiceDocument, InvoiceFiles } from './invoice-document';
import { paymentReference, qrBillData } from './qr-bill';
import { renderInvoiceFiles, xrechnungXml } from './render-invoice-files';

// Issue 28 part 6: the invoice PDF is PDF/A-3 with the Factur-X XML (CII, EN 16931) embedded as
// factur-x.xml; brand B invoices carry the Swiss QR-bill page, credit notes do not.

const creditNoteB: InvoiceDocument = {
  ...invoiceB,
  typeCode: 381,
  number: 'GS-2026-000001',
  corrects: { number: invoiceB.number, issuedOn: invoiceB.issuedOn },
  dueDate: null,
  paymentTermsText: '',
};
const DOCS = { invoiceA, invoiceB, creditNoteA, creditNoteB };
const files = {} as Record<keyof typeof DOCS, InvoiceFiles>;
const pdfs = {} as Record<keyof typeof DOCS, PDFDocument>;

beforeAll(async () => {
  await Promise.all(
    (Object.keys(DOCS) as (keyof typeof DOCS)[]).map(async (name) => {
      files[name] = await renderInvoiceFiles(DOCS[name]);
      pdfs[name] = await PDFDocument.load(files[name].pdf, { updateMetadata: false });
    }),
  );
});

const facturX = (pdf: PDFDocument) => pdf.getAttachments().find((a) => a.name === 'factur-x.xml');

function xmpOf(pdf: PDFDocument): string {
  const stream = pdf.context.lookup(pdf.catalog.get(PDFName.of('Metadata')));
  if (!(stream instanceof PDFRawStream)) throw new Error('no XMP metadata stream');
  return new TextDecoder().decode(decodePDFRawStream(stream).decode());
}

describe('Factur-X PDF/A-3', () => {
  test('embeds the CII XML as factur-x.xml, related as Alternative and listed in the catalog AF', () => {
    for (const name of Object.keys(DOCS) as (keyof typeof DOCS)[]) {
      const pdf = pdfs[name];
      const attachment = facturX(pdf);
      expect(attachment, name).toBeDefined();
      expect(attachment!.afRelationship).toBe('Alternative');
      expect(attachment!.mimeType).toBe('text/xml');
      const xml = new TextDecoder().decode(attachment!.data);
      expect(xml).toContain(`<ram:ID>${DOCS[name].number}</ram:ID>`);
      expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
      const af = pdf.catalog.AttachedFiles();
      expect(af?.size(), name).toBe(1);
      const spec = pdf.context.lookup(af!.get(0), PDFDict);
      expect(spec.get(PDFName.of('AFRelationship'))).toEqual(PDFName.of('Alternative'));
    }
  });

  test('the embedded XML is schema-valid CII with the same figures and references as the XRechnung', async () => {
    const embedded = (['invoiceA', 'invoiceB', 'creditNoteA'] as const).map((n) =>
      new TextDecoder().decode(facturX(pdfs[n])!.data),
    );
    const result = await validateXsd('cii', embedded);
    expect(result.errors).toEqual([]);
    // Only the specification identifier (BT-24) differs between Factur-X EN 16931 and XRechnung.
    const withoutGuideline = (xml: string) =>
      xml.replace(
        /<ram:GuidelineSpecifiedDocumentContextParameter>[\s\S]*?<\/ram:GuidelineSpecifiedDocumentContextParameter>/,
        '',
      );
    expect(withoutGuideline(embedded[0]!)).toBe(withoutGuideline(files.invoiceA.cii));
    expect(withoutGuideline(embedded[2]!)).toBe(withoutGuideline(files.creditNoteA.cii));
    expect(withoutGuideline(embedded[1]!)).toBe(withoutGuideline(files.invoiceB.cii));
    expect(embedded[0]).toContain('<ram:IssuerAssignedID>BOL-778812</ram:IssuerAssignedID>');
  });

  test('declares PDF/A-3 and the Factur-X EN 16931 profile in the XMP metadata', () => {
    const xmp = xmpOf(pdfs.invoiceA);
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(xmp).toMatch(/<fx:DocumentFileName>factur-x.xml<\/fx:DocumentFileName>/);
    expect(xmp).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    expect(pdfs.invoiceA.catalog.get(PDFName.of('OutputIntents'))).toBeDefined();
  });

  test('embeds its fonts (PDF/A): no standard 14 font without a font file', () => {
    const fonts = pdfs.invoiceB.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('Font'));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(String(font.get(PDFName.of('Subtype')))).not.toBe('/Type1');
  });
});

describe('Swiss QR-bill (brand B)', () => {
  test('a brand B invoice has the QR-bill page; brand A and credit notes have none', () => {
    expect(pdfs.invoiceA.getPageCount()).toBe(1);
    expect(pdfs.creditNoteA.getPageCount()).toBe(1);
    expect(pdfs.creditNoteB.getPageCount()).toBe(1);
    expect(pdfs.invoiceB.getPageCount()).toBe(2);
  });

  test('pays the amount due in CHF to the seller, referencing the invoice', () => {
    const data = qrBillData(invoiceB);
    expect(data.currency).toBe('CHF');
    expect(data.amount).toBe(invoiceB.totals.amountDueMinor / 100);
    expect(data.creditor.account).toBe('CH9300762011623852957');
    expect(data.creditor.name).toBe(invoiceB.seller.name);
    expect(data.debtor?.name).toBe(invoiceB.buyer.name);
    expect(data.reference).toBe('RF04RE2026000007');
    expect(data.message).toContain(invoiceB.number);
  });

  test('a QR-IBAN gets a QR reference with check digit, a normal IBAN an ISO 11649 reference', () => {
    const qr = paymentReference('CH4431999123000889012', 'RE-2026-000007');
    expect(qr).toMatch(/^0{16}2026000007\d$/);
    expect(isQRReferenceValid(qr)).toBe(true);
    const scor = paymentReference('CH9300762011623852957', 'RE-2026-000007');
    expect(scor).toMatch(/^RF\d\dRE2026000007$/);
    expect(isSCORReferenceValid(scor)).toBe(true);
  });
});

describe('without a usable account', () => {
  test('a brand B invoice to a non-Swiss IBAN is issued without the QR-bill; no IBAN means payment means 1', async () => {
    const euroAccount = { ...invoiceB, seller: { ...invoiceB.seller, iban: invoiceA.seller.iban } };
    const pdf = await PDFDocument.load((await renderInvoiceFiles(euroAccount)).pdf);
    expect(pdf.getPageCount()).toBe(1);
    const noAccount = { ...invoiceA, seller: { ...invoiceA.seller, iban: '' } };
    const cii = await xrechnungXml(noAccount, 'cii');
    expect(cii).toMatch(/<ram:SpecifiedTradeSettlementPaymentMeans>\s*<ram:TypeCode>1<\/ram:TypeCode>/);
    expect((await validateXsd('cii', [cii])).errors).toEqual([]);
  });
});
