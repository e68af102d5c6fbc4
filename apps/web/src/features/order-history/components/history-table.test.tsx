import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OrderHistoryRow } from '@fuel/domain/contracts/order-history';
import { renderWithBrand } from '../../../test/render';
import type { HistorySort } from '../history-state';
import { HistoryTable } from './history-table';

const row: OrderHistoryRow = {
  _id: 42,
  orderId: 'K-2026-100042',
  created: '2026-06-01T22:30:00.000Z',
  market: 'SPOT',
  buyer: { id: 5, name: 'Heizöl Schmidt GmbH & Co. KG' },
  seller: { id: 1, name: 'Hanseatische Mineralöl Handels GmbH' },
  status: { code: 'INCOMPLETE', label: 'Offen' },
  terminal: { id: 2, name: 'Tanklager Hamburg-Harburg' },
  deliveryAddress: null,
  product: { id: 1, name: 'Heizöl EL schwefelarm', type: 'fuel' },
  price: 98.45,
  invoice: { net: 24612.5, vat: 4676.38, gross: 29288.88, currency: 'EUR' },
  volume: 25,
  collectionTime: 7,
  collectionTimeText: '02.06.2026 – 09.06.2026',
  collectionRange: { start: '2026-06-02', end: '2026-06-09' },
  paymentPeriod: { creditDays: 30, dueDate: '2026-07-09' },
  edited: true,
  cancelled: false,
  overrides: {
    current: { collectionTime: 7, collectionStartDate: '2026-06-02', collectionEndDate: '2026-06-09' },
    original: { collectionTime: 7, collectionStartDate: '2026-06-02', collectionEndDate: '2026-06-09' },
  },
  purchaseUnit: { label: 'Jan Schmidt', value: 7 },
  creditor: { id: 1, name: 'Hanseatische Mineralöl Handels GmbH' },
  additive: null,
};

const additiveRow: OrderHistoryRow = {
  ...row,
  _id: 43,
  orderId: 'K-2026-100043',
  market: 'ADDITIVE',
  terminal: null,
  product: { id: 9, name: 'AdBlue', type: 'additive' },
  invoice: { net: 294, vat: 55.86, gross: 349.86, currency: 'EUR' },
  volume: 0.6,
  edited: false,
  additive: {
    units: 3,
    purchaseUnit: { id: 3, name: 'Fass 200 L', litres: 200 },
    pricePerUnit: 98,
    location: {
      _id: 5,
      address: { street: 'Hemelinger Hafendamm 8', postCode: '28309', city: 'Bremen', county: 'Bremen', country: 'DE' },
    },
  },
};

async function renderTable(side: 'buyer' | 'seller', onSortChange?: (sort: HistorySort) => void, additive = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/orders',
        element: additive ? (
          <HistoryTable rows={[additiveRow]} side={side} onSortChange={onSortChange} productType="ADDITIVE" />
        ) : (
          <HistoryTable rows={[row]} side={side} onSortChange={onSortChange} />
        ),
      },
      { path: '/orders/:id', element: <p>Bestellung geöffnet</p> },
    ],
    { initialEntries: ['/orders'] },
  );
  await renderWithBrand(<RouterProvider router={router} />);
  return router;
}

describe('HistoryTable', () => {
  it('shows a buyer the seller, Berlin date as DD.MM.YYYY, brand-formatted amounts and the status label', async () => {
    await renderTable('buyer');
    expect(screen.getByRole('columnheader', { name: 'Verkäufer' })).toBeTruthy();
    const cells = screen.getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual([
      '02.06.2026',
      'K-2026-100042',
      'Hanseatische Mineralöl Handels GmbH',
      'Heizöl EL schwefelarm',
      'Tanklager Hamburg-Harburg',
      '25,000',
      '98,45 EUR',
      '29.288,88 EUR',
      '02.06.2026 – 09.06.2026',
      '30 Tage, fällig am 09.07.2026',
      'Offen',
    ]);
    expect(screen.getByLabelText('Angebot nach der Bestellung geändert')).toBeTruthy();
  });

  it('shows a seller the buyer, and a row click opens the order', async () => {
    const router = await renderTable('seller');
    expect(screen.getByRole('columnheader', { name: 'Käufer' })).toBeTruthy();
    fireEvent.click(screen.getByText('Heizöl Schmidt GmbH & Co. KG'));
    expect(router.state.location.pathname).toBe('/orders/42');
  });

  it('shows the server order (newest first) and asks the server for another order on a header click', async () => {
    const asked: HistorySort[] = [];
    await renderTable('buyer', (sort) => asked.push(sort));
    expect(screen.getByRole('columnheader', { name: 'Datum' }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Preis (pro 100 L)' })).getByRole('button'));
    expect(asked).toEqual([{ by: 'price', desc: false }]);
  });

  it('shows an additive order with its location, units of the purchase unit and price per unit (issue 17)', async () => {
    await renderTable('buyer', undefined, true);
    expect(screen.getByRole('columnheader', { name: 'Lieferort' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Terminal' })).toBeNull();
    const cells = screen.getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual([
      '02.06.2026',
      'K-2026-100043',
      'Hanseatische Mineralöl Handels GmbH',
      'AdBlue',
      'Hemelinger Hafendamm 8, 28309 Bremen',
      '3 × Fass 200 L',
      '98,00 EUR',
      '349,86 EUR',
      '30 Tage, fällig am 09.07.2026',
      'Offen',
    ]);
  });

  it('offers "Erneut bestellen" on spot orders only: no button on a trigger call-off or in the additive list (issue 24)', async () => {
    const triggerRow: OrderHistoryRow = { ...row, _id: 44, orderId: 'K-2026-100044', market: 'TRIGGER' };
    const router = createMemoryRouter(
      [{ path: '/orders', element: <HistoryTable rows={[row, triggerRow]} side="buyer" reorder /> }],
      { initialEntries: ['/orders'] },
    );
    await renderWithBrand(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('reorder-42')).toBeTruthy();
    expect(screen.queryByTestId('reorder-44')).toBeNull();
  });

  it('has no reorder column in the additive list', async () => {
    const router = createMemoryRouter(
      [{ path: '/orders', element: <HistoryTable rows={[additiveRow]} side="buyer" reorder productType="ADDITIVE" /> }],
      {
        initialEntries: ['/orders'],
      },
    );
    await renderWithBrand(<RouterProvider router={router} />);
    expect(screen.queryByTestId('reorder-43')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Aktionen' })).toBeNull();
  });
});
