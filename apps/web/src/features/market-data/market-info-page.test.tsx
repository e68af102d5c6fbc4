import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MarketInfo } from '@fuel/domain/contracts/market-data';
import { GASOIL_SYMBOLS } from '@fuel/domain/market-data/symbols';
import { liveConnection } from '../../lib/live/live-events';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { marketInfo } from '../../test/handlers/market-data';

/** What the market-info handler received. */
const requests = vi.fn();
import MarketInfoPage from './market-info-page';

const now = Date.now();
const iso = (secondsAgo: number) => new Date(now - secondsAgo * 1000).toISOString();

function info(withPrices: boolean): MarketInfo {
  return {
    curve: GASOIL_SYMBOLS.map((symbol, i) => ({
      month: `Kontrakt ${i}`,
      symbol,
      price: withPrices ? 700 - i * 5 : null,
      timestamp: withPrices ? iso(i === 6 ? 600 : 10) : null,
      live: withPrices && i !== 6,
    })),
    fx: [
      {
        symbol: 'FX/EURUSD',
        price: withPrices ? 1.0825 : null,
        timestamp: withPrices ? iso(10) : null,
        live: withPrices,
      },
      {
        symbol: 'FX/EURCHF',
        price: withPrices ? 0.9412 : null,
        timestamp: withPrices ? iso(10) : null,
        live: withPrices,
      },
    ],
    history: {
      symbol: 'ICE/GAS',
      points: withPrices
        ? [
            { timestamp: iso(60), price: 699 },
            { timestamp: iso(10), price: 700 },
          ]
        : [],
    },
    liveGasPricesAvailable: withPrices,
  };
}

async function renderPage(body: MarketInfo) {
  server.use(marketInfo(body, requests));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/marktinfo', element: <MarketInfoPage /> }], {
    initialEntries: ['/marktinfo'],
  });
  return renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('market info page', () => {
  beforeEach(() => {
    liveConnection.quotes.clear();
    requests.mockClear();
  });

  it('shows the curve with live and stale rows and the FX rates', async () => {
    await renderPage(info(true));
    expect((await screen.findByTestId('curve-price-M00')).textContent).toContain('700,00');
    expect(screen.getByTestId('curve-state-M00').textContent).toContain('live');
    expect(screen.getByTestId('curve-state-M06').textContent).toContain('veraltet');
    expect(screen.getByTestId('fx-EURUSD').textContent).toContain('1,0825');
    expect(screen.getByTestId('fx-EURCHF').textContent).toContain('EUR/CHF');
    expect(screen.getByTestId('market-info-history-chart').getAttribute('data-points')).toBe('2');
  });

  it('updates prices and the chart from live quotes without a reload', async () => {
    await renderPage(info(true));
    await screen.findByTestId('curve-price-M00');
    act(() =>
      liveConnection.quotes.apply([
        { symbol: 'ICE/GAS', price: 712.5, timestamp: new Date().toISOString(), sellerAccountId: null },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('curve-price-M00').textContent).toContain('712,50'));
    expect(screen.getByTestId('market-info-history-chart').getAttribute('data-points')).toBe('3');
    expect(requests).toHaveBeenCalledTimes(1);
  });

  it('says so when there are no exchange data yet', async () => {
    await renderPage(info(false));
    expect(await screen.findByText('Noch keine Börsendaten')).toBeTruthy();
  });
});
