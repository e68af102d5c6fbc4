import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OrderStatsResponse } from '@fuel/domain/contracts/statistics';
import { HttpResponse } from 'msw';
import { renderWithBrand } from '../../../test/render';
import { server } from '../../../test/server';
import { orderStats } from '../../../test/handlers/dashboard';
import { RankingWidget, WIDGET_ROWS } from './ranking-widget';

const json = (status: number, body: unknown) => HttpResponse.json(body as never, { status });
/** What the order-stats handler received. */
const requests = vi.fn();

const fass = { id: 3, name: 'Fass 200 L' };
const bulk = { id: 5, name: 'Lose Ware (je Liter)' };
const additives = {
  rows: [
    {
      position: 1,
      accountId: 30,
      accountName: 'Additiv-Käufer AG',
      orders: 2,
      litres: 45_761,
      units: [{ purchaseUnit: bulk, units: 45_761 }],
    },
  ],
  total: {
    orders: 3,
    litres: 46_161,
    units: [
      { purchaseUnit: fass, units: 2 },
      { purchaseUnit: bulk, units: 45_761 },
    ],
  },
};

const ranking = (rows: number, markets: Array<'FUEL' | 'ADDITIVE'> = ['FUEL']): OrderStatsResponse => ({
  data: {
    orderStats: {
      statType: 'ACCOUNT_RANKING',
      counterparty: 'buyer',
      range: null,
      filtered: false,
      markets,
      rows: Array.from({ length: rows }, (_, i) => ({
        position: i + 1,
        accountId: i + 1,
        accountName: `Käufer ${i + 1}`,
        orders: 20 - i,
        volume: 100 - i,
      })),
      total: { orders: 999, volume: 4321.5 },
      additives: markets.includes('ADDITIVE') ? additives : { rows: [], total: { orders: 0, litres: 0, units: [] } },
    },
    options: { terminals: [], deliveryAddresses: [], products: [], accounts: [] },
  },
});

async function renderWidget(answer: Response) {
  requests.mockClear();
  server.use(orderStats(answer, requests));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <RankingWidget counterparty="buyer" /> }]);
  return renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ranking widget', () => {
  it('asks for the ranking over all time and shows the leaders with the total of all', async () => {
    await renderWidget(json(200, ranking(WIDGET_ROWS + 2)));
    const table = await screen.findByTestId('ranking-widget-table');
    expect(within(table).getAllByTestId('ranking-widget-table-row')).toHaveLength(WIDGET_ROWS);
    expect(within(table).getByTestId('ranking-widget-table-total').textContent).toBe('4.321,500 cbm');
    expect(requests.mock.calls[0]![0]).toBe('/api/orders/orderStats?statType=ACCOUNT_RANKING');
  });

  it('shows the error page in the widget with the status code (spec section 8)', async () => {
    await renderWidget(
      json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Der Dienst ist vorübergehend nicht erreichbar.' } }),
    );
    expect((await screen.findByTestId('ranking-widget-error-code')).textContent).toBe('Fehlercode 503');
    expect(screen.getByTestId('ranking-widget-error').textContent).toContain(
      'Der Dienst ist vorübergehend nicht erreichbar.',
    );
    expect(screen.queryByTestId('ranking-widget-table')).toBeNull();
  });

  it('an additive-only seller sees the additive ranking in litres and units, and no cbm (decision 052)', async () => {
    await renderWidget(json(200, ranking(0, ['ADDITIVE'])));
    const table = await screen.findByTestId('ranking-widget-table-additives');
    expect(within(table).getAllByTestId('ranking-widget-table-additives-row')[0]!.textContent).toContain('45.761 L');
    expect(within(table).getByTestId('ranking-widget-table-additives-total').textContent).toBe(
      '46.161 L · 2 × Fass 200 L · 45.761 × Lose Ware (je Liter)',
    );
    expect(screen.queryByTestId('ranking-widget-table')).toBeNull();
    expect(screen.getByTestId('ranking-widget').textContent).not.toContain('cbm');
  });

  it('a seller of both sees the fuel ranking in cbm and the additive ranking apart, each with its own total', async () => {
    await renderWidget(json(200, ranking(2, ['FUEL', 'ADDITIVE'])));
    expect((await screen.findByTestId('ranking-widget-table-total')).textContent).toBe('4.321,500 cbm');
    expect(screen.getByTestId('ranking-widget-table-fuel-title').textContent).toBe('Kraftstoffe (cbm)');
    expect(screen.getByTestId('ranking-widget-table-additives-title').textContent).toBe(
      'Additive (Liter und Einheiten)',
    );
    expect(screen.getByTestId('ranking-widget-table-additives-total').textContent).toContain('46.161 L');
  });
});
