import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { currentUserQuery } from '../../app/session/api/get-current-user';
import { metadataQuery } from '../../app/session/api/get-metadata';
import { renderWithBrand } from '../../test/render';
import PriceAlertsPage from './price-alerts-page';

const metadata = {
  fuels: [{ id: 2, code: 'DIESEL-B7', name: 'Diesel B7', type: 'fuel', category: 'DIESEL', categorySort: 20, density: 0.835, unit: 'cbm' }],
  regions: [{ id: 1, name: 'Nord', terminals: [{ id: 7, name: 'Tanklager Hamburg', city: 'Hamburg', code: 'HH' }] }],
} as unknown as Metadata;

const alert = {
  id: 4,
  comment: 'Winterbedarf',
  value: 98.5,
  operator: 'LTE',
  productId: 2,
  product: { id: 2, name: 'Diesel B7' },
  terminalId: 7,
  terminal: { id: 7, name: 'Tanklager Hamburg', city: 'Hamburg' },
  liftingPeriodType: 'PROMPT',
  status: 'TRIGGERED',
  triggeredAt: '2026-11-24T09:12:00.000Z',
  triggeredPrice: 98.41,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-24T09:12:00.000Z',
};

function stubApi(alerts: unknown[]) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'DELETE') return new Response(null, { status: 204 });
    return new Response(JSON.stringify({ alerts }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQuery().queryKey, { account: { id: 5 } } as never);
  queryClient.setQueryData(metadataQuery().queryKey, metadata as never);
  await renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <PriceAlertsPage />
    </QueryClientProvider>,
  );
}

describe('price alerts page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the empty state with a way to create the first alert', async () => {
    stubApi([]);
    await renderPage();
    expect((await screen.findByTestId('price-alerts-empty')).textContent).toContain('noch keine Preisalarme');
  });

  it('lists a triggered alert with time and price reached, and deletes it after confirmation', async () => {
    const fetch = stubApi([alert]);
    await renderPage();
    const row = await screen.findByTestId('price-alert-row-4');
    expect(row.textContent).toContain('Ausgelöst');
    expect(row.textContent).toContain('≤ 98,50 EUR / 100 L');
    expect(row.textContent).toContain('Prompt (heute)');
    expect(screen.getByTestId('price-alert-triggered-4').textContent).toContain('98,41 EUR');
    await act(() => fireEvent.click(screen.getByTestId('price-alert-delete-4')));
    await screen.findByRole('dialog', { name: 'Preisalarm löschen' });
    await act(() => fireEvent.click(screen.getByTestId('confirm-dialog-confirm')));
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => url === '/api/price-alerts/4' && init?.method === 'DELETE')).toBe(true));
  });
});
