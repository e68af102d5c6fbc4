import { beforeAll, describe, expect, test } from 'vitest';
import { convert } from 'xmlbuilder2';
import { decimalText } from './e-invoice-json';
import { validateXsd } from './en16931-xsd.fixtures';
import { creditNoteA, invoiceA, invoiceB } from './invoice-document.fixtures';
import type { InvoiceDocument } from './invoice-document';
import { xrechnungXml } from './render-invoice-files';

// Issue 28 part 6: the XRechnung XML (CII and UBL) of an invoice, a CHF invoice and a credit note is
// valid against the official EN 16931 XML schemas, and shows the document's figures as they are.

type Node = { [key: string]: Node | Node[] | string };
type Xml = { cii: string; ubl: string };

const DOCS = { invoiceA, invoiceB, creditNoteA };
const xml: Record<keyof typeof DOCS, Xml> = {} as never;

beforeAll(async () => {
  for (const [name, doc] of Object.entries(DOCS) as [keyof typeof DOCS, InvoiceDocument][]) {
    xml[name] = { cii: await xrechnungXml(doc, 'cii'), ubl: await xrechnungXml(doc, 'ubl') };
  }
});

/** The element at a path of qualified names; the first of repeated elements unless an index is given. */
function at(root: Node, ...names: (string | number)[]): Node | string {
  let node: Node | Node[] | string = root;
  for (const name of names) {
    if (Array.isArray(node)) node = node[typeof name === 'number' ? name : 0]!;
    if (typeof name === 'number') continue;
    if (typeof node === 'string' || !(name in node)) throw new Error(`no ${name} in ${names.join('/')}`);
    node = node[name]!;
  }
  return Array.isArray(node) ? node[0]! : node;
}

/** Text content of an element, with or without attributes. */
const text = (root: Node, ...names: (string | number)[]): string => {
  const node = at(root, ...names);
  return typeof node === 'string' ? node : String(node['#']);
};

const parse = (text: string) => convert(text, { format: 'object' }) as Node;
const money = (minor: number) => decimalText(minor, 2);

describe('XSD validation against EN 16931 schemas', () => {
  test('CII D16B: invoices and credit note are valid', async () => {
    const result = await validateXsd('cii', [xml.invoiceA.cii, xml.invoiceB.cii, xml.creditNoteA.cii]);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test('UBL 2.1: invoices validate as Invoice, the credit note as CreditNote', async () => {
    const invoices = await validateXsd('ublInvoice', [xml.invoiceA.ubl, xml.invoiceB.ubl]);
    expect(invoices.errors).toEqual([]);
    const creditNote = await validateXsd('ublCreditNote', [xml.creditNoteA.ubl]);
    expect(creditNote.errors).toEqual([]);
    expect(xml.creditNoteA.ubl).toContain(
      '<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"',
    );
  });

  test('a document with a required element removed fails validation', async () => {
    const cii = xml.invoiceA.cii.replace(/<rsm:ExchangedDocument>[\s\S]*?<\/rsm:ExchangedDocument>/, '');
    const ubl = xml.invoiceA.ubl.replace(/<cbc:IssueDate>[^<]*<\/cbc:IssueDate>/, '');
    expect(cii).not.toBe(xml.invoiceA.cii);
    expect(ubl).not.toBe(xml.invoiceA.ubl);
    const [brokenCii, brokenUbl] = await Promise.all([validateXsd('cii', [cii]), validateXsd('ublInvoice', [ubl])]);
    expect(brokenCii.valid).toBe(false);
    expect(brokenCii.errors.join('\n')).toMatch(/SupplyChainTradeTransaction/);
    expect(brokenUbl.valid).toBe(false);
    expect(brokenUbl.errors.join('\n')).toMatch(/IssueDate|InvoiceTypeCode/);
  });
});

describe('figures and references in the XML', () => {
  test.each(Object.keys(DOCS) as (keyof typeof DOCS)[])('%s: UBL totals and lines equal the document', (name) => {
    const doc = DOCS[name];
    const root = doc.typeCode === 381 ? 'CreditNote' : 'Invoice';
    const ubl = at(parse(xml[name].ubl), root) as Node;
    const t = doc.totals;
    expect(text(ubl, 'cbc:DocumentCurrencyCode')).toBe(doc.currency);
    expect(text(ubl, 'cac:LegalMonetaryTotal', 'cbc:LineExtensionAmount')).toBe(money(t.lineTotalMinor)); // BT-106
    expect(text(ubl, 'cac:LegalMonetaryTotal', 'cbc:TaxExclusiveAmount')).toBe(money(t.totalWithoutVatMinor)); // BT-109
    expect(text(ubl, 'cac:TaxTotal', 'cbc:TaxAmount')).toBe(money(t.vatTotalMinor)); // BT-110
    expect(text(ubl, 'cac:LegalMonetaryTotal', 'cbc:TaxInclusiveAmount')).toBe(money(t.totalWithVatMinor)); // BT-112
    expect(text(ubl, 'cac:LegalMonetaryTotal', 'cbc:PayableAmount')).toBe(money(t.amountDueMinor)); // BT-115
    const lineTag = root === 'Invoice' ? 'cac:InvoiceLine' : 'cac:CreditNoteLine';
    doc.lines.forEach((line, i) => {
      expect(text(ubl, lineTag, i, 'cbc:LineExtensionAmount')).toBe(money(line.netMinor)); // BT-131
      expect(text(ubl, lineTag, i, 'cac:Item', 'cbc:Name')).toBe(line.description);
      expect(text(ubl, lineTag, i, 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:ID')).toBe('S');
      expect(Number(text(ubl, lineTag, i, 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:Percent'))).toBe(
        line.vatRateBp / 100,
      );
      // BT-146 per BT-149 is the stored price per 100 L, exactly.
      const price = Number(text(ubl, lineTag, i, 'cac:Price', 'cbc:PriceAmount'));
      const base = Number(text(ubl, lineTag, i, 'cac:Price', 'cbc:BaseQuantity'));
      expect(Math.round((price * 100 * 10_000) / base)).toBe(line.unitPriceE4);
    });
  });

  test('CII: totals, VAT breakdown and references of the EUR invoice', () => {
    const doc = invoiceA;
    const tx = at(parse(xml.invoiceA.cii), 'rsm:CrossIndustryInvoice', 'rsm:SupplyChainTradeTransaction') as Node;
    const sums = at(
      tx,
      'ram:ApplicableHeaderTradeSettlement',
      'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
    ) as Node;
    expect(text(sums, 'ram:LineTotalAmount')).toBe('22345.50');
    expect(text(sums, 'ram:LineTotalAmount')).toBe(money(doc.totals.lineTotalMinor));
    expect(text(sums, 'ram:TaxBasisTotalAmount')).toBe(money(doc.totals.totalWithoutVatMinor));
    expect(text(sums, 'ram:TaxTotalAmount')).toBe(money(doc.totals.vatTotalMinor));
    expect(text(sums, 'ram:GrandTotalAmount')).toBe(money(doc.totals.totalWithVatMinor));
    expect(text(sums, 'ram:DuePayableAmount')).toBe(money(doc.totals.amountDueMinor));
    const tax = at(tx, 'ram:ApplicableHeaderTradeSettlement', 'ram:ApplicableTradeTax') as Node;
    expect(text(tax, 'ram:BasisAmount')).toBe(money(doc.totals.vatBreakdown[0]!.taxableMinor));
    expect(text(tax, 'ram:CalculatedAmount')).toBe(money(doc.totals.vatBreakdown[0]!.vatMinor));
    expect(text(tax, 'ram:RateApplicablePercent')).toBe('19');
    const line = (i: number) => at(tx, 'ram:IncludedSupplyChainTradeLineItem', i) as Node;
    expect(
      text(
        line(1),
        'ram:SpecifiedLineTradeSettlement',
        'ram:SpecifiedTradeSettlementLineMonetarySummation',
        'ram:LineTotalAmount',
      ),
    ).toBe(money(doc.lines[1]!.netMinor));
    const agreement = at(tx, 'ram:ApplicableHeaderTradeAgreement') as Node;
    expect(text(agreement, 'ram:BuyerReference')).toBe(doc.buyerReference); // BT-10
    expect(text(agreement, 'ram:ContractReferencedDocument', 'ram:IssuerAssignedID')).toBe(doc.contractNumber); // BT-12
    expect(text(agreement, 'ram:BuyerOrderReferencedDocument', 'ram:IssuerAssignedID')).toBe(doc.orderReference); // BT-13
    expect(text(agreement, 'ram:SellerTradeParty', 'ram:SpecifiedTaxRegistration', 'ram:ID')).toBe(doc.seller.vatId);
    expect(text(agreement, 'ram:BuyerTradeParty', 'ram:SpecifiedTaxRegistration', 'ram:ID')).toBe(doc.buyer.vatId);
    expect(text(agreement, 'ram:SellerTradeParty', 'ram:URIUniversalCommunication', 'ram:URIID')).toBe(
      doc.seller.email,
    ); // BT-34
    const delivery = at(tx, 'ram:ApplicableHeaderTradeDelivery') as Node;
    expect(text(delivery, 'ram:DespatchAdviceReferencedDocument', 'ram:IssuerAssignedID')).toBe(doc.bolNumber); // BT-16
    expect(text(delivery, 'ram:ActualDeliverySupplyChainEvent', 'ram:OccurrenceDateTime', 'udt:DateTimeString')).toBe(
      '20261120',
    ); // BT-72
    const settlement = at(tx, 'ram:ApplicableHeaderTradeSettlement') as Node;
    expect(text(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans', 'ram:TypeCode')).toBe('58');
    expect(
      text(
        settlement,
        'ram:SpecifiedTradeSettlementPaymentMeans',
        'ram:PayeePartyCreditorFinancialAccount',
        'ram:IBANID',
      ),
    ).toBe('DE89370400440532013000'); // BT-84
    expect(text(settlement, 'ram:SpecifiedTradePaymentTerms', 'ram:DueDateDateTime', 'udt:DateTimeString')).toBe(
      '20261220',
    ); // BT-9
  });

  test('CHF invoice and credit note: currency, 8.1 %, type code 381 with the corrected invoice', () => {
    const b = at(
      parse(xml.invoiceB.cii),
      'rsm:CrossIndustryInvoice',
      'rsm:SupplyChainTradeTransaction',
      'ram:ApplicableHeaderTradeSettlement',
    ) as Node;
    expect(text(b, 'ram:InvoiceCurrencyCode')).toBe('CHF');
    expect(text(b, 'ram:ApplicableTradeTax', 'ram:RateApplicablePercent')).toBe('8.1');
    expect(text(b, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation', 'ram:GrandTotalAmount')).toBe(
      money(invoiceB.totals.totalWithVatMinor),
    );
    const cn = at(parse(xml.creditNoteA.cii), 'rsm:CrossIndustryInvoice') as Node;
    expect(text(cn, 'rsm:ExchangedDocument', 'ram:TypeCode')).toBe('381');
    const ref = at(
      cn,
      'rsm:SupplyChainTradeTransaction',
      'ram:ApplicableHeaderTradeSettlement',
      'ram:InvoiceReferencedDocument',
    ) as Node;
    expect(text(ref, 'ram:IssuerAssignedID')).toBe(invoiceA.number); // BT-25
    expect(text(ref, 'ram:FormattedIssueDateTime', 'qdt:DateTimeString')).toBe('20261120'); // BT-26
    const ubl = at(parse(xml.creditNoteA.ubl), 'CreditNote') as Node;
    expect(text(ubl, 'cbc:CreditNoteTypeCode')).toBe('381');
    expect(text(ubl, 'cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:ID')).toBe(invoiceA.number);
  });
});
