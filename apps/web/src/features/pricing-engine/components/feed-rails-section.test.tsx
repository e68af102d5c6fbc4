import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithBrand } from '../../../test/render';
import { server } from '../../../test/server';
import { feedRails } from '../../../test/handlers/pricing';
import { FeedRailsSection } from './feed-rails-section';

// Decision 056: the seller sees why its live offers are paused and decides held prices.

const held = {
  id: 7,
  receivedAt: '2026-11-20T08:00:00.000Z',
  ticks: [{ symbol: 'ICE/GAS', price: 800, timestamp: '2026-11-20T08:00:00.000Z' }],
  offerId: 265,
  referencePriceE4: 547_700,
  pushedPriceE4: 625_900,
  deviationBp: 1428,
  bandBp: 500,
};
const rails = (over: Record<string, unknown> = {}) => ({
  bandBp: 500,
  heartbeatSeconds: 120,
  lastPushAt: '2026-11-20T08:00:00.000Z',
  pausedSince: null,
  held: [held],
  ...over,
});

function stubApi(initial: ReturnType<typeof rails>) {
  const fetch = vi.fn<(url: string, init?: { method: string; body: string }) => void>();
  server.use(...feedRails(initial, { ...initial, held: [] }, fetch));
  return fetch;
}

async function render() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <FeedRailsSection />
    </QueryClientProvider>,
  );
}

const posted = (fetch: ReturnType<typeof stubApi>, url: string) =>
  fetch.mock.calls.some(([u, init]) => u === url && init?.method === 'POST');

describe('feed rails section', () => {
  it('lists a held price; "Bestätigen" asks with both prices before anything goes live', async () => {
    const fetch = stubApi(rails());
    await render();
    const row = await screen.findByTestId('held-row-7');
    expect(row.textContent).toContain('ICE/GAS 800,00');
    expect(row.textContent).toContain('54,77 EUR');
    expect(row.textContent).toContain('62,59 EUR');
    expect(row.textContent).toContain('14,28 %');
    expect(screen.getByTestId('held-notice').textContent).toContain('nicht übernommen');
    expect(screen.getByTestId('feed-rails').textContent).toContain('um mehr als 5,00 % vom Formelpreis');

    await act(() => fireEvent.click(within(row).getByTestId('held-confirm-7')));
    const dialog = await screen.findByRole('dialog', { name: 'Kurse live schalten?' });
    expect(dialog.textContent).toContain(
      'Angebot 265 kostet dann 62,59 EUR statt 54,77 EUR je 100 L (14,28 % Abweichung)',
    );
    expect(posted(fetch, '/api/pricing/held-prices/7/confirm')).toBe(false);
    await act(() => fireEvent.click(screen.getByTestId('confirm-dialog-confirm')));
    await waitFor(() => expect(posted(fetch, '/api/pricing/held-prices/7/confirm')).toBe(true));
    expect(await screen.findByTestId('held-empty')).toBeTruthy();
  });

  it('"Verwerfen" discards after asking', async () => {
    const fetch = stubApi(rails());
    await render();
    await act(async () => fireEvent.click(await screen.findByTestId('held-discard-7')));
    await screen.findByRole('dialog', { name: 'Kurse verwerfen?' });
    await act(() => fireEvent.click(screen.getByTestId('confirm-dialog-confirm')));
    await waitFor(() => expect(posted(fetch, '/api/pricing/held-prices/7/discard')).toBe(true));
  });

  it('a paused feed says why in German, and that the next price resumes it', async () => {
    stubApi(rails({ pausedSince: '2026-11-20T08:02:01.000Z', held: [] }));
    await render();
    const paused = await screen.findByTestId('feed-paused');
    expect(paused.textContent).toContain('Live-Angebote pausiert');
    expect(paused.textContent).toContain('länger als 120 Sekunden');
    expect(paused.textContent).toContain('mit dem nächsten übermittelten Kurs automatisch wieder aktiv');
    expect(screen.getByTestId('held-empty')).toBeTruthy();
  });
});
