// Test documents for the invoice files: brand A in EUR (DE -> DE, 19 %) with a product line and an
// energy duty line, brand B in CHF (CH -> CH, 8.1 %), and a credit note (381) correcting the first.
// Totals come from the domain's arithmetic, as the invoices service issues them.
import type { InvoiceLine } from '@fuel/domain/invoicing/invoice-lines';
import { invoiceTotals } from '@fuel/domain/invoicing/invoice-totals';
import type { InvoiceDocument } from './invoice-document';

const line = (description: string, quantityLitres: number, unitPriceE4: number, vatRateBp: number): InvoiceLine => ({
  description,
  quantityLitres,
  unitPriceE4,
  // Net = litres x price per 100 L, in cents; the fixtures pick prices that need no rounding.
  netMinor: (quantityLitres * unitPriceE4) / 10_000,
  vatRateBp,
});

const linesA = [line('Heizöl EL schwefelarm', 30_000, 683_500, 1900), line('Energiesteuer', 30_000, 61_350, 1900)];

export const invoiceA: InvoiceDocument = {
  typeCode: 380,
  number: 'RE-2026-000042',
  corrects: null,
  issuedOn: '2026-11-20',
  dueDate: '2026-12-20',
  paymentTermsText: 'Zahlbar bis 20.12.2026 ohne Abzug.',
  currency: 'EUR',
  brand: 'A',
  seller: {
    name: 'Hanseatische Mineralöl Handels GmbH',
    addressLine1: 'Hafenstraße 12',
    addressLine2: '',
    postCode: '28217',
    city: 'Bremen',
    country: 'DE',
    vatId: 'DE287614530',
    email: 'rechnung@hanseatische-mineraloel.example',
    iban: 'DE89 3704 0044 0532 0130 00',
  },
  buyer: {
    name: 'Brennstoffe Müller & Söhne KG',
    addressLine1: 'Industriestraße 7',
    addressLine2: 'Tor 3',
    postCode: '28237',
    city: 'Bremen',
    country: 'DE',
    vatId: 'DE119873452',
    email: 'buchhaltung@mueller-brennstoffe.example',
  },
  buyerReference: 'K-2026-0815',
  contractNumber: 'K-2026-0815',
  orderReference: '4711',
  bolNumber: 'BOL-778812',
  deliveredOn: '2026-11-20',
  terminalName: 'Bremen Oslebshausen',
  note: null,
  lines: linesA,
  totals: invoiceTotals(linesA, 'EUR'),
};

const linesB = [line('Heizöl Extra-Leicht Öko', 12_000, 1_052_000, 810), line('CO2-Abgabe', 12_000, 318_000, 810)];

export const invoiceB: InvoiceDocument = {
  ...invoiceA,
  number: 'RE-2026-000007',
  currency: 'CHF',
  brand: 'B',
  paymentTermsText: 'Zahlbar bis 20.12.2026 ohne Abzug.',
  seller: {
    name: 'Rhein Brennstoffhandel AG',
    addressLine1: 'Hafenstrasse 4',
    addressLine2: '',
    postCode: '4057',
    city: 'Basel',
    country: 'CH',
    vatId: 'CHE-123.456.788 MWST',
    email: 'rechnungen@rhein-brennstoffe.example',
    iban: 'CH93 0076 2011 6238 5295 7',
  },
  buyer: {
    name: 'Wärme Zürich GmbH',
    addressLine1: 'Seestrasse 101',
    addressLine2: '',
    postCode: '8002',
    city: 'Zürich',
    country: 'CH',
    vatId: 'CHE-987.654.321 MWST',
    email: 'kreditoren@waerme-zuerich.example',
  },
  contractNumber: 'K-2026-0042',
  buyerReference: 'K-2026-0042',
  bolNumber: 'LS-55120',
  terminalName: 'Basel Birsfelden',
  lines: linesB,
  totals: invoiceTotals(linesB, 'CHF'),
};

const linesCredit = [line('Heizöl EL schwefelarm', 30_000, 1_000, 1900)];

export const creditNoteA: InvoiceDocument = {
  ...invoiceA,
  typeCode: 381,
  number: 'GS-2026-000003',
  corrects: { number: invoiceA.number, issuedOn: invoiceA.issuedOn },
  issuedOn: '2026-11-25',
  dueDate: null,
  paymentTermsText: '',
  note: `Gutschrift zur Rechnung ${invoiceA.number}: Preiskorrektur.`,
  lines: linesCredit,
  totals: invoiceTotals(linesCredit, 'EUR'),
};
