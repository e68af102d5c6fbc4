import { describe, expect, it, vi } from 'vitest';
import type { MyOffersResponse } from '@fuel/domain/contracts/offers';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { server } from '../../test/server';
import { myOffers, targetDemand } from '../../test/handlers/offers';
import { renderOffersPage, sellerOffer as offer } from './offers-page.fixtures';

const counts = { ACTIVE: 2, PAUSED: 0, EXPIRED: 45, PLANNED: 0, SOLD_OUT: 0 };

function stubApi() {
  const fetch = vi.fn<(url: string, init?: { method: string; body: string }) => void>();
  server.use(
    myOffers((query) => {
      if (query.get('status') === 'ACTIVE')
        return {
          offers: [offer(1, 'ACTIVE'), offer(2, 'ACTIVE')],
          total: 2,
          pageCount: 1,
          counts,
        } as unknown as MyOffersResponse;
      return {
        offers: Array.from({ length: 20 }, (_, i) => offer(10 + i, 'EXPIRED')),
        total: 45,
        pageCount: 3,
        counts,
      } as unknown as MyOffersResponse;
    }, fetch),
    targetDemand([]),
  );
  return fetch;
}

describe('Meine Angebote', () => {
  it('asks for the active offers first, one page, and offers the other statuses with their counts', async () => {
    const fetch = stubApi();
    await renderOffersPage();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(await screen.findByTestId('offer-row-1')).toBeTruthy();
    expect(fetch.mock.calls[0]![0]).toBe('/api/offers/mine?status=ACTIVE&page=1&pageSize=20');
    expect(screen.getByText('Abgelaufen (45)')).toBeTruthy();
    await act(() => fireEvent.click(screen.getByText('Abgelaufen (45)')));
    expect(await screen.findByTestId('offer-row-29')).toBeTruthy();
    expect(screen.getByTestId('offers-total').textContent).toBe('45 Angebote');
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' })));
    await waitFor(() => expect(fetch.mock.calls.at(-1)![0]).toBe('/api/offers/mine?status=EXPIRED&page=2&pageSize=20'));
  }, 20_000);
});
