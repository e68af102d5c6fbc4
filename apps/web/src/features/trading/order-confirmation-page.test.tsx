import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { OrderDetail } from '@fuel/domain/contracts/orders';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { apiError } from '../../test/handlers/json';
import { orderSubmission } from '../../test/handlers/orders';
import OrderConfirmationPage from './order-confirmation-page';

/** A buyer's open spot order as placed: 30 cbm at 98.45 EUR per 100 L (300 × 98.45 = 29,535.00 net, 19 % VAT). */
const placed: OrderDetail = {
  id: 41,
  contractNumber: 'K-2026-000041',
  liftingMasterNumber: 'LM-2026-000041',
  pickupNumber: '471108',
  market: 'SPOT',
  productType: 'FUEL',
  status: 'OPEN',
  statusLabel: 'Offen',
  side: 'buyer',
  seller: { id: 2, name: 'Süddeutsche Mineralöl GmbH' },
  buyer: { id: 1, name: 'Heizöl Bauer KG' },
  product: { id: 3, name: 'Diesel' },
  terminal: { id: 5, name: 'Ulm-Donautal', city: 'Ulm' },
  deliveryAddress: null,
  quantityCbm: 30,
  pricePer100l: 98.45,
  priceSteps: null,
  amounts: { net: 29535, vat: 5611.65, gross: 35146.65, vatRate: 19, currency: 'EUR' },
  paymentPeriod: { creditDays: 30, dueDate: '2026-12-31' },
  collectionPeriod: { startDate: '2026-11-28', endDate: '2026-12-01' },
  createdAt: '2026-11-28T09:15:00.000Z',
  sellerComment: null,
  canDecide: false,
  additive: null,
};

async function renderPage(id = 41) {
  await renderWithBrand(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/orders/${id}`]}>
        <Routes>
          <Route path="/orders/:id" element={<OrderConfirmationPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The value in the order card's row `key` (data-testid order-<key>). */
const row = (card: HTMLElement, key: string) => within(card).getByTestId(`order-${key}`).textContent;

describe('the order confirmation page', () => {
  it("shows the placed order's three numbers, amounts and periods and thanks the buyer", async () => {
    const received = vi.fn();
    server.use(orderSubmission({ orders: [placed] }, received));
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Auftragsbestätigung K-2026-000041' })).toBeTruthy();
    expect(received.mock.calls[0]![0]).toBe('/api/orders/41/submission');
    expect(
      screen.getByText('Vielen Dank für Ihre Bestellung. Eine Bestätigung wurde per E-Mail versendet.'),
    ).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Kontraktnummer K-2026-000041' });
    expect(within(card).getByTestId('order-contract-number').textContent).toBe('K-2026-000041');
    expect(within(card).getByTestId('order-lifting-master-number').textContent).toBe('LM-2026-000041');
    expect(within(card).getByTestId('order-pickup-number').textContent).toBe('471108');
    expect(row(card, 'seller')).toBe('Süddeutsche Mineralöl GmbH');
    expect(row(card, 'terminal')).toBe('Ulm-Donautal, Ulm');
    expect(row(card, 'volume')).toBe('30,000 cbm');
    expect(row(card, 'price')).toBe('98,45 EUR');
    expect(row(card, 'net')).toBe('29.535,00 EUR');
    expect(within(card).getByText('MwSt. (19 %)')).toBeTruthy();
    expect(row(card, 'vat')).toBe('5.611,65 EUR');
    expect(row(card, 'gross')).toBe('35.146,65 EUR');
    expect(row(card, 'payment-period')).toBe('30 Tage, fällig am 31.12.2026');
    expect(row(card, 'collection-period')).toBe('28.11.2026 – 01.12.2026');
    expect(within(card).getByText('Diese Nummer zeigt der Fahrer am Terminal vor.')).toBeTruthy();
    // A spot order can be ordered again from here; only a seller decides.
    expect(within(card).getByRole('button', { name: 'Erneut bestellen: K-2026-000041' })).toBeTruthy();
    expect(screen.queryByTestId('order-confirm')).toBeNull();
  });

  it('shows every order of a basket placed at once, and the seller its decision instead of thanks', async () => {
    const second: OrderDetail = {
      ...placed,
      id: 42,
      contractNumber: 'K-2026-000042',
      pickupNumber: '471109',
      product: { id: 4, name: 'Heizöl EL' },
    };
    const asSeller = (o: OrderDetail): OrderDetail => ({ ...o, side: 'seller', canDecide: true });
    server.use(orderSubmission({ orders: [asSeller(placed), asSeller(second)] }));
    await renderPage(42);
    expect(await screen.findByRole('heading', { level: 1, name: 'Auftragsbestätigung · 2 Aufträge' })).toBeTruthy();
    expect(screen.getAllByTestId('order-card').map((card) => card.getAttribute('data-order-id'))).toEqual(['41', '42']);
    const card = screen.getByRole('region', { name: 'Kontraktnummer K-2026-000042' });
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Heizöl EL · K-2026-000042');
    expect(within(card).getByTestId('order-pickup-number').textContent).toBe('471109');
    expect(within(card).getByTestId('order-confirm')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Erneut bestellen/ })).toBeNull();
    expect(screen.queryByText(/Vielen Dank für Ihre Bestellung/)).toBeNull();
  });

  it("shows the server's refusal and the way back to the order history", async () => {
    server.use(orderSubmission(apiError(404, 'NOT_FOUND', 'Der Auftrag wurde nicht gefunden.')));
    await renderPage(999);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Der Auftrag konnte nicht geladen werden.');
    expect(alert.textContent).toContain('Der Auftrag wurde nicht gefunden.');
    expect(screen.getByRole('link', { name: 'Zur Bestellhistorie' }).getAttribute('href')).toBe('/orders');
    expect(screen.queryByTestId('order-card')).toBeNull();
  });
});
