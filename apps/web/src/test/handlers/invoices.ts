import { http } from 'msw';
import type {
  BankLinesResult,
  InvoiceDetail,
  InvoiceList,
  InvoiceSettings,
  OrderInvoices,
  OverdueByBuyer,
} from '@fuel/domain/contracts/invoices';
import type { OrderHistorySummary } from '@fuel/domain/contracts/order-history';
import { reply, report, type Answer, type RequestSpy } from './json';

/** GET /api/invoices: a page of invoices, answered per query (filters, page). */
export const invoiceList = (answer: (query: URLSearchParams) => Answer<InvoiceList>, spy?: RequestSpy) =>
  http.get('/api/invoices', async ({ request }) => {
    await report(request, spy);
    return reply(answer(new URL(request.url).searchParams));
  });

/** GET /api/invoices/{id}: one document. Other paths under /api/invoices/ fall through to their handlers. */
export const invoiceDetail = (answer: Answer<InvoiceDetail>) =>
  http.get('/api/invoices/:id', ({ params }) => (/^\d+$/.test(String(params.id)) ? reply(answer) : undefined));

/** GET /api/invoices/overdue: the seller's overdue sums per buyer. */
export const overdueByBuyer = (answer: Answer<OverdueByBuyer>) =>
  http.get('/api/invoices/overdue', () => reply(answer));

/** POST /api/invoices/{id}/payments: the invoice after the payment, or a refusal. */
export const recordPayment = (answer: Answer<InvoiceDetail>, spy?: RequestSpy) =>
  http.post('/api/invoices/:id/payments', async ({ request }) => {
    await report(request, spy);
    return reply(answer, 201);
  });

/** POST /api/invoices/{id}/credit-notes: the invoice with its new credit note, or a refusal. */
export const createCreditNote = (answer: Answer<InvoiceDetail>, spy?: RequestSpy) =>
  http.post('/api/invoices/:id/credit-notes', async ({ request }) => {
    await report(request, spy);
    return reply(answer, 201);
  });

/** POST /api/invoices/bank-lines: answered per request (preview with apply=false, booking with apply=true). */
export const bankLines = (
  answer: (body: { csv: string; apply: boolean }) => Answer<BankLinesResult>,
  spy?: RequestSpy,
) =>
  http.post('/api/invoices/bank-lines', async ({ request }) => {
    const body = await report(request, spy);
    return reply(answer(JSON.parse(body) as { csv: string; apply: boolean }));
  });

/** GET /api/invoices/settings: the seller's invoicing mode. */
export const invoiceSettings = (answer: Answer<InvoiceSettings>) =>
  http.get('/api/invoices/settings', () => reply(answer));

/** PUT /api/invoices/settings: the saved mode. */
export const saveInvoiceSettings = (answer: Answer<InvoiceSettings>, spy?: RequestSpy) =>
  http.put('/api/invoices/settings', async ({ request }) => {
    await report(request, spy);
    return reply(answer);
  });

/** GET /api/orders/{id}/invoices: an order's invoices and credit notes. */
export const orderInvoices = (answer: Answer<OrderInvoices>) =>
  http.get('/api/orders/:id/invoices', () => reply(answer));

type Ref = { id: number; name: string };
/**
 * GET /api/orderHistory/summary: the order history's filter options, of which "Rechnungen" offers the
 * buyers (sellers) or sellers (buyers) as partners; everything else empty.
 */
export const partnerOptions = ({ buyers = [], sellers = [] }: { buyers?: Ref[]; sellers?: Ref[] }) =>
  http.get('/api/orderHistory/summary', () =>
    reply({
      metadata: { total: 0, pageCount: 1, capped: false },
      filterOptions: {
        orderIds: [],
        products: [],
        buyers,
        sellers,
        terminals: [],
        purchaseUnits: [],
        status: [],
        collectionRanges: { minStart: null, maxEnd: null },
        createdDates: { minDate: null, maxDate: null },
        prices: { minPrice: null, maxPrice: null },
        volumes: { minQuantity: null, maxQuantity: null },
        invoices: { invoiceMin: null, invoiceMax: null },
        deliveryAddress: [],
      },
    } satisfies OrderHistorySummary),
  );
