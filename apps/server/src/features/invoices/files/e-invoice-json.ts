// Issue 28 part 2: the invoice document in @e-invoice-eu/core's internal format (UBL-shaped JSON), from
// which the library writes XRechnung CII/UBL and the Factur-X XML. Every figure is copied from the stored
// document as it is: nothing is recomputed here, so the XML shows what the screens and the PDF show.
import type { Invoice } from '@e-invoice-eu/core';
import type { InvoiceDocument, InvoiceParty } from './invoice-document';

type UblInvoice = Invoice['ubl:Invoice'];
type CurrencyCode = UblInvoice['cbc:DocumentCurrencyCode'];
type CountryCode =
  UblInvoice['cac:AccountingSupplierParty']['cac:Party']['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'];

/** An integer in 1/10^scale units as exact decimal text: (1234567, 2) -> "12345.67". */
export function decimalText(scaled: number, scale: number): string {
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`not an integer amount: ${scaled}`);
  const unit = 10 ** scale;
  const abs = Math.abs(scaled);
  const sign = scaled < 0 ? '-' : '';
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(scale, '0')}`;
}

const amount = (minor: number) => decimalText(minor, 2);

/** BT-119/BT-152 from basis points: 1900 -> "19", 810 -> "8.1". */
export const percentText = (bp: number): string => String(bp / 100);

/** EN 16931 VAT category S (standard rate) at the given rate. */
const vatCategory = (bp: number) => ({
  'cbc:ID': 'S' as const,
  'cbc:Percent': percentText(bp),
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
});

const postalAddress = (p: InvoiceParty) => ({
  'cbc:StreetName': p.addressLine1,
  ...(p.addressLine2 ? { 'cbc:AdditionalStreetName': p.addressLine2 } : {}),
  'cbc:CityName': p.city,
  'cbc:PostalZone': p.postCode,
  'cac:Country': { 'cbc:IdentificationCode': p.country as CountryCode },
});

const vatIdentifier = (p: InvoiceParty) => ({ 'cbc:CompanyID': p.vatId!, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } });

/** BT-34/BT-49 as an e-mail address (scheme EM), as XRechnung asks of both parties. */
const endpoint = (p: InvoiceParty) => ({ 'cbc:EndpointID': p.email, 'cbc:EndpointID@schemeID': 'EM' as const });

function seller(doc: InvoiceDocument): UblInvoice['cac:AccountingSupplierParty'] {
  const s = doc.seller;
  return {
    'cac:Party': {
      ...endpoint(s),
      'cac:PostalAddress': postalAddress(s),
      'cac:PartyTaxScheme': s.vatId ? [vatIdentifier(s)] : [],
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': s.name },
      'cac:Contact': { 'cbc:Name': s.name, 'cbc:ElectronicMail': s.email },
    },
  };
}

function buyer(doc: InvoiceDocument): UblInvoice['cac:AccountingCustomerParty'] {
  const b = doc.buyer;
  return {
    'cac:Party': {
      ...endpoint(b),
      'cac:PostalAddress': postalAddress(b),
      ...(b.vatId ? { 'cac:PartyTaxScheme': vatIdentifier(b) } : {}),
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': b.name },
    },
  };
}

function references(doc: InvoiceDocument): Partial<UblInvoice> {
  return {
    'cbc:BuyerReference': doc.buyerReference,
    'cac:OrderReference': { 'cbc:ID': doc.orderReference },
    ...(doc.corrects
      ? {
          'cac:BillingReference': [
            {
              'cac:InvoiceDocumentReference': { 'cbc:ID': doc.corrects.number, 'cbc:IssueDate': doc.corrects.issuedOn },
            },
          ],
        }
      : {}),
    ...(doc.bolNumber ? { 'cac:DespatchDocumentReference': { 'cbc:ID': doc.bolNumber } } : {}),
    'cac:ContractDocumentReference': { 'cbc:ID': doc.contractNumber },
  };
}

/**
 * BT-146 with its base quantity BT-149. The stored price is per 100 L in 1/10,000 of the currency unit.
 * @e-invoice-eu/core 2.3 accepts at most two decimals in a price (EN 16931 sets no limit), so a price
 * with finer digits (a duty of 6.135 EUR per 100 L) is stated per 10,000 L, where it is whole cents:
 * the same price, exactly.
 */
export function priceOf(unitPriceE4: number): { 'cbc:PriceAmount': string; 'cbc:BaseQuantity': string } {
  return unitPriceE4 % 100 === 0
    ? { 'cbc:PriceAmount': decimalText(unitPriceE4 / 100, 2), 'cbc:BaseQuantity': '100' }
    : { 'cbc:PriceAmount': decimalText(unitPriceE4, 2), 'cbc:BaseQuantity': '10000' };
}

function lines(doc: InvoiceDocument, currency: CurrencyCode): UblInvoice['cac:InvoiceLine'] {
  const mapped = doc.lines.map((line, i) => ({
    'cbc:ID': String(i + 1),
    'cbc:InvoicedQuantity': String(line.quantityLitres),
    'cbc:InvoicedQuantity@unitCode': 'LTR' as const,
    'cbc:LineExtensionAmount': amount(line.netMinor),
    'cbc:LineExtensionAmount@currencyID': currency,
    'cac:Item': { 'cbc:Name': line.description, 'cac:ClassifiedTaxCategory': vatCategory(line.vatRateBp) },
    'cac:Price': {
      ...priceOf(line.unitPriceE4),
      'cbc:PriceAmount@currencyID': currency,
      'cbc:BaseQuantity@unitCode': 'LTR' as const,
    },
  }));
  if (mapped.length === 0) throw new RangeError(`document ${doc.number} has no lines`);
  return mapped as UblInvoice['cac:InvoiceLine'];
}

function totals(
  doc: InvoiceDocument,
  currency: CurrencyCode,
): Pick<UblInvoice, 'cac:TaxTotal' | 'cac:LegalMonetaryTotal'> {
  const t = doc.totals;
  return {
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': amount(t.vatTotalMinor),
        'cbc:TaxAmount@currencyID': currency,
        'cac:TaxSubtotal': t.vatBreakdown.map((rate) => ({
          'cbc:TaxableAmount': amount(rate.taxableMinor),
          'cbc:TaxableAmount@currencyID': currency,
          'cbc:TaxAmount': amount(rate.vatMinor),
          'cbc:TaxAmount@currencyID': currency,
          'cac:TaxCategory': vatCategory(rate.vatRateBp),
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': amount(t.lineTotalMinor),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cbc:TaxExclusiveAmount': amount(t.totalWithoutVatMinor),
      'cbc:TaxExclusiveAmount@currencyID': currency,
      'cbc:TaxInclusiveAmount': amount(t.totalWithVatMinor),
      'cbc:TaxInclusiveAmount@currencyID': currency,
      ...(t.paidMinor ? { 'cbc:PrepaidAmount': amount(t.paidMinor), 'cbc:PrepaidAmount@currencyID': currency } : {}),
      'cbc:PayableAmount': amount(t.amountDueMinor),
      'cbc:PayableAmount@currencyID': currency,
    },
  };
}

/**
 * BT-81 58 = SEPA credit transfer to the seller's account (BT-84); BT-83 names the document. A seller
 * without an IBAN on file gets 1 (instrument not defined) rather than a transfer to no account.
 */
function paymentMeans(doc: InvoiceDocument): NonNullable<UblInvoice['cac:PaymentMeans']>[number] {
  const iban = doc.seller.iban.replace(/\s+/g, '');
  if (!iban) return { 'cbc:PaymentMeansCode': '1', 'cbc:PaymentID': doc.number };
  return {
    'cbc:PaymentMeansCode': '58',
    'cbc:PaymentID': doc.number,
    'cac:PayeeFinancialAccount': { 'cbc:ID': iban, 'cbc:Name': doc.seller.name },
  };
}

/**
 * The document in the library's input format. A fresh object on every call: the library fills in
 * format defaults (CustomizationID, ProfileID) on the object it is given.
 */
export function eInvoiceOf(doc: InvoiceDocument): Invoice {
  const currency = doc.currency as CurrencyCode;
  return {
    'ubl:Invoice': {
      'cbc:ID': doc.number,
      'cbc:IssueDate': doc.issuedOn,
      ...(doc.dueDate ? { 'cbc:DueDate': doc.dueDate } : {}),
      'cbc:InvoiceTypeCode': String(doc.typeCode) as UblInvoice['cbc:InvoiceTypeCode'],
      ...(doc.note ? { 'cbc:Note': [doc.note] } : {}),
      'cbc:DocumentCurrencyCode': currency,
      ...references(doc),
      'cac:AccountingSupplierParty': seller(doc),
      'cac:AccountingCustomerParty': buyer(doc),
      'cac:Delivery': { 'cbc:ActualDeliveryDate': doc.deliveredOn },
      'cac:PaymentMeans': [paymentMeans(doc)],
      ...(doc.paymentTermsText ? { 'cac:PaymentTerms': { 'cbc:Note': doc.paymentTermsText } } : {}),
      ...totals(doc, currency),
      'cac:InvoiceLine': lines(doc, currency),
    },
  };
}
