import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PriceFeedStatus } from '@fuel/domain/contracts/market-data';
import { renderWithBrand } from '../../../test/render';
import { server } from '../../../test/server';
import { priceFeed } from '../../../test/handlers/operator';
import { PriceFeedTab } from './price-feed-tab';

const status = (running: boolean): PriceFeedStatus => ({
  running,
  lastTickAt: running ? '2026-03-02T09:59:55.000Z' : null,
  liveGasPricesAvailable: running,
  updatedAt: '2026-03-02T08:00:00.000Z',
});

describe('operator price-feed tab', () => {
  it('shows the status and stops the feed only after confirmation', async () => {
    const fetchMock = vi.fn<(url: string, init?: { method: string; body: string }) => void>();
    server.use(...priceFeed(status(true), status, fetchMock));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await renderWithBrand(
      <QueryClientProvider client={queryClient}>
        <PriceFeedTab />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('price-feed-status')).textContent).toBe('läuft');
    expect(screen.getByTestId('price-feed-gas').textContent).toBe('verfügbar');
    expect(screen.getByTestId('price-feed-last-tick').textContent).toBe('02. Mär. 2026. 10:59:55 MEZ');

    fireEvent.click(screen.getByTestId('price-feed-toggle'));
    expect(await screen.findByText('Preis-Feed stoppen')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByTestId('confirm-dialog-confirm'));

    await waitFor(() => expect(screen.getByTestId('price-feed-status').textContent).toBe('gestoppt'));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/operator/price-feed');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ running: false });
    expect(screen.getByTestId('price-feed-toggle').textContent).toBe('Feed fortsetzen');
    expect(screen.getByTestId('price-feed-last-tick').textContent).toBe('noch keiner');
  });
});
