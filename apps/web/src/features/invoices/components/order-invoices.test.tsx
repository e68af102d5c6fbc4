import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithBrand } from '../../../test/render';
import { server } from '../../../test/server';
import { orderInvoices } from '../../../test/handlers/invoices';
import { OPEN_INVOICE } from '../invoice-test-data';
import { OrderInvoicesPanel } from './order-invoices';

const renderPanel = (brand: 'A' | 'B' = 'A') =>
  renderWithBrand(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrderInvoicesPanel orderId={41} />
    </QueryClientProvider>,
    brand,
  );

describe('the invoices of an order', () => {
  it('lists number, days, amounts and state with the PDF', async () => {
    server.use(orderInvoices({ orderId: 41, items: [OPEN_INVOICE] }));
    await renderPanel();
    const row = await screen.findByTestId('order-invoice-row');
    expect(row.textContent).toContain('RE-2026-000042');
    expect(row.textContent).toContain('20.11.2026');
    expect(row.textContent).toContain('04.12.2026');
    expect(row.textContent).toContain('25.626,65 EUR');
    expect(row.textContent).toContain('Offen');
    expect(screen.getByTestId('invoice-download-pdf').getAttribute('href')).toBe('/api/invoices/42/pdf');
  });

  it('shows CHF amounts in Swiss format on brand B', async () => {
    server.use(orderInvoices({ orderId: 41, items: [{ ...OPEN_INVOICE, currency: 'CHF' }] }));
    await renderPanel('B');
    expect((await screen.findByTestId('order-invoice-row')).textContent).toContain("25'626.65 CHF");
  });

  it('says when the order has no invoice yet', async () => {
    server.use(orderInvoices({ orderId: 41, items: [] }));
    await renderPanel();
    expect((await screen.findByTestId('order-invoices-empty')).textContent).toContain('noch keine Rechnungen');
  });
});
