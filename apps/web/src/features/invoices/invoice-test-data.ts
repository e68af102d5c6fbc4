import type { InvoiceDetail, InvoiceList, InvoiceSummary } from '@fuel/domain/contracts/invoices';

// Documents of the web tests of "Rechnungen" and the order page's invoices (a seller, Nordöl, billing
// the buyer Stadtwerke Kiel for 20,000 L Diesel B7 lifted on 20.11.2026).

export const OPEN_INVOICE: InvoiceSummary = {
  id: 42,
  kind: 'invoice',
  number: 'RE-2026-000042',
  correctsNumber: null,
  issuedOn: '2026-11-20',
  dueDate: '2026-12-04',
  currency: 'EUR',
  orderId: 41,
  contractNumber: 'K-2026-0041',
  bolNumber: 'BOL-4711',
  sellerAccountId: 3,
  sellerName: 'Nordöl GmbH',
  buyerAccountId: 7,
  buyerName: 'Stadtwerke Kiel',
  productName: 'Diesel B7',
  litres: 20_000,
  netMinor: 2_153_500,
  vatMinor: 409_165,
  grossMinor: 2_562_665,
  paidMinor: 0,
  creditedMinor: 0,
  openMinor: 2_562_665,
  state: 'open',
  daysOverdue: 0,
};

export const OVERDUE_INVOICE: InvoiceSummary = {
  ...OPEN_INVOICE,
  id: 40,
  number: 'RE-2026-000040',
  issuedOn: '2026-10-01',
  dueDate: '2026-10-15',
  bolNumber: 'BOL-4700',
  state: 'overdue',
  daysOverdue: 36,
};

export const invoiceList = (items: InvoiceSummary[]): InvoiceList => ({
  items,
  totals: {
    currency: 'EUR',
    count: items.length,
    grossMinor: items.reduce((sum, i) => sum + i.grossMinor, 0),
    openMinor: items.reduce((sum, i) => sum + i.openMinor, 0),
    overdueMinor: items.filter((i) => i.state === 'overdue').reduce((sum, i) => sum + i.openMinor, 0),
  },
  pageNumber: 1,
  pageLimit: 50,
});

export const invoiceDetail = (summary: InvoiceSummary, canManage: boolean): InvoiceDetail => ({
  ...summary,
  lines: [
    {
      description: 'Diesel B7, Lieferschein BOL-4711',
      quantityLitres: 20_000,
      unitPriceE4: 1_076_750,
      netMinor: 2_153_500,
      vatRateBp: 1900,
    },
  ],
  vatBreakdown: [{ vatRateBp: 1900, taxableMinor: 2_153_500, vatMinor: 409_165 }],
  payments: [],
  creditNotes: [],
  canManage,
});
