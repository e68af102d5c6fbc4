import { afterEach, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import type { Basket } from '@fuel/domain/contracts/basket';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { metadataQuery } from '../../../../lib/api/get-metadata';
import { testMetadata } from '../../../../test/metadata';
import { renderWithBrand } from '../../../../test/render';
import { server } from '../../../../test/server';
import { otherwiseNotFound } from '../../../../test/handlers/json';
import { basket as basketHandler, placeOrder } from '../../../../test/handlers/basket';
import { closeBasket, openBasket } from '../basket-store';
import { BasketDrawer } from './basket-drawer';

// Decision 056: an order far above the buyer's usual quantity is confirmed once more, then resent with the flag.

const LARGE =
  'Diese Menge ist mehr als das Dreifache Ihrer üblichen Menge: Diesel B7 90 cbm, üblich sind 10 cbm (Median Ihrer Bestellungen der letzten 90 Tage).';
const money = { net: 90_000, vat: 17_100, gross: 107_100, vatRate: 19, currency: 'EUR' as const };
const basket = {
  items: [
    {
      id: 11,
      offerId: 5,
      seller: { id: 2, name: 'Hanseatische Mineralöl Handels GmbH' },
      product: { id: 2, name: 'Diesel B7' },
      terminal: { id: 7, name: 'Harburg', city: 'Hamburg' },
      delivered: false,
      deliveryAddressId: null,
      buyerAccount: { id: 3, name: 'Heizöl Schmidt GmbH & Co. KG' },
      quantityCbm: 90,
      minOrderCbm: 5,
      maxOrderCbm: 200,
      pricePer100l: 100,
      amounts: money,
      collectionStartDate: '2026-11-21',
      collectionEndDate: '2026-11-28',
      expiresAt: '2099-01-01T00:00:00.000Z',
      expired: false,
    },
  ],
  totals: { net: money.net, vat: money.vat, gross: money.gross, currency: 'EUR' },
  credit: [],
  serverTime: new Date().toISOString(),
};

function stubApi() {
  const json = (body: unknown, status = 200) => HttpResponse.json(body as never, { status });
  const orders: Array<Record<string, unknown>> = [];
  server.use(
    basketHandler(basket as unknown as Basket),
    placeOrder((body) => {
      orders.push(body);
      if (!body.confirmLargeOrder)
        return json({ error: { code: 'LARGE_ORDER_CONFIRMATION_REQUIRED', message: LARGE } }, 409);
      return { replayed: false, orders: [] };
    }),
    otherwiseNotFound(),
  );
  return orders;
}

describe('basket drawer: large order', () => {
  afterEach(() => {
    closeBasket();
  });

  it('asks with the server\'s German question and resends with confirmLargeOrder on "Ja"', async () => {
    const sent = stubApi();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(metadataQuery().queryKey, testMetadata() as never);
    const router = createMemoryRouter([{ path: '/', element: <BasketDrawer /> }], { initialEntries: ['/'] });
    openBasket();
    await renderWithBrand(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await act(async () => fireEvent.click(await screen.findByTestId('basket-accept-terms')));
    await act(() => fireEvent.click(screen.getByTestId('basket-booking-checked')));
    await act(() => fireEvent.click(screen.getByTestId('basket-submit')));

    const dialog = await screen.findByRole('dialog', { name: 'Ungewöhnlich große Menge' });
    expect(dialog.textContent).toContain(LARGE);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.confirmLargeOrder).toBeUndefined();

    await act(() => fireEvent.click(screen.getByTestId('confirm-dialog-confirm')));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      reservationIds: [11],
      confirmTerms: true,
      confirmBookingChecked: true,
      confirmLargeOrder: true,
    });
  });
});
