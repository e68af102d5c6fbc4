// Issue 28 part 2: the human-readable invoice or credit note (A4, German), drawn with PDFKit from the
// stored document. Figures are formatted with the domain's formatters in the brand's format (brand B:
// 10'600.00 CHF); brand B invoices get the Swiss QR-bill page. The result is made PDF/A-3 with the
// Factur-X XML by factur-x-pdf.ts; fonts are embedded here for that.
import { calendarDayInstant } from '@fuel/domain/calendar/days';
import { formatDate } from '@fuel/domain/formats/date';
import { formatMoney, formatNumber } from '@fuel/domain/formats/number';
import { majorFromMinor, shownPriceDecimals } from '@fuel/domain/pricing/money';
import { per100lFromE4 } from '@fuel/domain/pricing/units';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument, InvoiceParty } from './invoice-document';
import { PDF_TEXTS as T } from './invoice-pdf-texts';
import { FONT, FONT_BOLD, registerFonts } from './pdf-fonts';
import { attachQrBill, hasQrBill } from './qr-bill';

type Pdf = PDFKit.PDFDocument;

const MARGIN = 56;
const WIDTH = 595.28 - 2 * MARGIN;
/** Column x positions and widths of the lines table: description, litres, price, amount. */
const COLUMNS = [
  { x: MARGIN, width: 215, align: 'left' as const },
  { x: MARGIN + 215, width: 70, align: 'right' as const },
  { x: MARGIN + 285, width: 90, align: 'right' as const },
  { x: MARGIN + 375, width: WIDTH - 375, align: 'right' as const },
];

const day = (isoDay: string) => formatDate(calendarDayInstant(isoDay), 'UTC');

function formatters(doc: InvoiceDocument) {
  const opts = { brand: doc.brand, currency: doc.currency };
  return {
    money: (minor: number) => formatMoney(majorFromMinor(minor), opts),
    litres: (litres: number) => formatNumber(litres, { brand: doc.brand, decimals: 0 }),
    price: (e4: number) => {
      const price = per100lFromE4(e4);
      return formatMoney(price, { ...opts, decimals: shownPriceDecimals(price) });
    },
    percent: (bp: number) => formatNumber(bp / 100, { brand: doc.brand, decimals: bp % 100 === 0 ? 0 : 1 }),
  };
}

const partyLines = (p: InvoiceParty): string[] =>
  [p.name, p.addressLine1, p.addressLine2, `${p.country}-${p.postCode} ${p.city}`].filter(Boolean);

function drawParties(pdf: Pdf, doc: InvoiceDocument) {
  const s = doc.seller;
  pdf.font(FONT).fontSize(7).text(`${s.name} · ${s.addressLine1} · ${s.postCode} ${s.city}`, MARGIN, 130);
  pdf.fontSize(10).text(partyLines(doc.buyer).join('\n'), MARGIN, 145, { width: 250 });
  const sellerBlock = [...partyLines(s), s.vatId ? `${T.vatId} ${s.vatId}` : '', s.email].filter(Boolean);
  pdf.fontSize(9).text(sellerBlock.join('\n'), MARGIN + 290, 60, { width: WIDTH - 290, align: 'right' });
}

function drawReferences(pdf: Pdf, doc: InvoiceDocument) {
  const rows: [string, string][] = [
    [T.number, doc.number],
    [T.issuedOn, day(doc.issuedOn)],
    ...(doc.dueDate ? [[T.dueDate, day(doc.dueDate)] as [string, string]] : []),
    ...(doc.corrects
      ? [[T.corrects, `${doc.corrects.number} (${day(doc.corrects.issuedOn)})`] as [string, string]]
      : []),
    [T.contractNumber, doc.contractNumber],
    [T.orderReference, doc.orderReference],
    ...(doc.bolNumber ? [[T.bolNumber, doc.bolNumber] as [string, string]] : []),
    [T.terminal, doc.terminalName],
    [T.deliveredOn, day(doc.deliveredOn)],
  ];
  pdf
    .font(FONT_BOLD)
    .fontSize(16)
    .text(doc.typeCode === 381 ? T.creditNote : T.invoice, MARGIN, 240);
  let y = 266;
  for (const [label, value] of rows) {
    pdf.font(FONT).fontSize(9).text(label, MARGIN, y, { width: 120 });
    pdf.text(value, MARGIN + 120, y, { width: WIDTH - 120 });
    y += 13;
  }
  if (doc.note) {
    pdf.text(doc.note, MARGIN, y + 6, { width: WIDTH });
    y = pdf.y;
  }
  return y + 16;
}

function row(pdf: Pdf, cells: string[], y: number, font = FONT): number {
  pdf.font(font).fontSize(9);
  const heights = cells.map((cell, i) => pdf.heightOfString(cell, { width: COLUMNS[i]!.width - 6 }));
  cells.forEach((cell, i) => {
    const c = COLUMNS[i]!;
    pdf.text(cell, c.x, y, { width: c.width - 6, align: c.align });
  });
  return y + Math.max(...heights) + 5;
}

function drawLines(pdf: Pdf, doc: InvoiceDocument, y: number): number {
  const f = formatters(doc);
  y = row(pdf, [T.description, T.quantity, T.price, T.amount], y, FONT_BOLD);
  pdf
    .moveTo(MARGIN, y - 2)
    .lineTo(MARGIN + WIDTH, y - 2)
    .lineWidth(0.5)
    .stroke();
  for (const line of doc.lines) {
    if (y > 720) {
      pdf.addPage({ size: 'A4', margin: MARGIN });
      y = MARGIN;
    }
    y = row(
      pdf,
      [line.description, f.litres(line.quantityLitres), f.price(line.unitPriceE4), f.money(line.netMinor)],
      y,
    );
  }
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .stroke();
  return y + 8;
}

function drawTotals(pdf: Pdf, doc: InvoiceDocument, y: number): number {
  const f = formatters(doc);
  const t = doc.totals;
  const sum = (label: string, value: string, font = FONT) => {
    pdf
      .font(font)
      .fontSize(9)
      .text(label, MARGIN + 215, y, { width: 160 - 6, align: 'right' });
    pdf.text(value, COLUMNS[3]!.x, y, { width: COLUMNS[3]!.width - 6, align: 'right' });
    y += 13;
  };
  sum(T.net, f.money(t.totalWithoutVatMinor));
  for (const rate of t.vatBreakdown) {
    sum(`${T.vatBreakdown(f.percent(rate.vatRateBp))} ${f.money(rate.taxableMinor)}`, f.money(rate.vatMinor));
  }
  sum(T.vat, f.money(t.vatTotalMinor));
  sum(T.gross, f.money(t.totalWithVatMinor), FONT_BOLD);
  if (t.paidMinor) {
    sum(T.paid, f.money(t.paidMinor));
    sum(T.due, f.money(t.amountDueMinor), FONT_BOLD);
  }
  return y + 12;
}

function drawPayment(pdf: Pdf, doc: InvoiceDocument, y: number) {
  const lines = [
    doc.paymentTermsText,
    doc.seller.iban ? T.bank(doc.seller.iban) : '',
    doc.typeCode === 380 ? T.reference(doc.number) : '',
  ];
  pdf.font(FONT).fontSize(9).text(lines.filter(Boolean).join('\n'), MARGIN, y, { width: WIDTH });
}

/** The invoice as PDF bytes (not yet PDF/A: factur-x-pdf.ts adds the XML, metadata and output intent). */
export function invoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const title = T.pageTitle(doc.typeCode === 381 ? T.creditNote : T.invoice, doc.number, doc.seller.name);
  const pdf: Pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    lang: 'de-DE',
    info: { Title: title },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
  });
  registerFonts(pdf);
  drawParties(pdf, doc);
  const y = drawTotals(pdf, doc, drawLines(pdf, doc, drawReferences(pdf, doc)));
  drawPayment(pdf, doc, y);
  if (hasQrBill(doc)) attachQrBill(pdf, doc, FONT);
  pdf.end();
  return done;
}
