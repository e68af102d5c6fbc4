import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OrderStatsResponse } from '@fuel/domain/contracts/statistics';
import { renderWithBrand } from '../../../test/render';
import { RankingWidget, WIDGET_ROWS } from './ranking-widget';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ranking = (rows: number): OrderStatsResponse => ({
  data: {
    orderStats: {
      statType: 'ACCOUNT_RANKING',
      counterparty: 'buyer',
      range: null,
      filtered: false,
      rows: Array.from({ length: rows }, (_, i) => ({ position: i + 1, accountId: i + 1, accountName: `Käufer ${i + 1}`, orders: 20 - i, volume: 100 - i })),
      total: { orders: 999, volume: 4321.5 },
    },
    options: { terminals: [], deliveryAddresses: [], products: [], accounts: [] },
  },
});

async function renderWidget(answer: Response) {
  vi.stubGlobal('fetch', vi.fn(async () => answer));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <RankingWidget counterparty="buyer" /> }]);
  return renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ranking widget', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the ranking over all time and shows the leaders with the total of all', async () => {
    await renderWidget(json(200, ranking(WIDGET_ROWS + 2)));
    const table = await screen.findByTestId('ranking-widget-table');
    expect(within(table).getAllByTestId('ranking-widget-table-row')).toHaveLength(WIDGET_ROWS);
    expect(within(table).getByTestId('ranking-widget-table-total').textContent).toBe('4.321,500 cbm');
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/orders/orderStats?statType=ACCOUNT_RANKING');
  });

  it('shows the error page in the widget with the status code (spec section 8)', async () => {
    await renderWidget(json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Der Dienst ist vorübergehend nicht erreichbar.' } }));
    expect((await screen.findByTestId('ranking-widget-error-code')).textContent).toBe('Fehlercode 503');
    expect(screen.getByTestId('ranking-widget-error').textContent).toContain('Der Dienst ist vorübergehend nicht erreichbar.');
    expect(screen.queryByTestId('ranking-widget-table')).toBeNull();
  });
});
