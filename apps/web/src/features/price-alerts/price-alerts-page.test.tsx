import { describe, expect, it, vi } from 'vitest';
import type { PriceAlert } from '@fuel/domain/contracts/price-alerts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { currentUserQuery } from '../../lib/api/get-current-user';
import { metadataQuery } from '../../lib/api/get-metadata';
import { testMetadata } from '../../test/metadata';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { priceAlerts } from '../../test/handlers/price-alerts';
import { triggeredAlert as alert } from './price-alert.fixtures';
import PriceAlertsPage from './price-alerts-page';

const metadata = testMetadata();

function stubApi(alerts: PriceAlert[]) {
  const fetch = vi.fn<(url: string, init?: { method: string; body: string }) => void>();
  server.use(...priceAlerts({ alerts }, fetch));
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
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url, init]) => url === '/api/price-alerts/4' && init?.method === 'DELETE')).toBe(
        true,
      ),
    );
  });
});
