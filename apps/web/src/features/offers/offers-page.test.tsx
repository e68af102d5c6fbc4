import { describe, expect, it, vi } from 'vitest';
import type { MyOffersResponse } from '@fuel/domain/contracts/offers';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { metadataQuery } from '../../lib/api/get-metadata';
import { testMetadata } from '../../test/metadata';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { myOffers } from '../../test/handlers/offers';
import { completeFixedOffer } from './components/offer-form.fixtures';
import OffersPage from './offers-page';

const stamp = '2026-11-20T08:00:00.000Z';
const offer = (id: number, displayStatus: string) => ({
  id,
  product: { id: 2, name: 'Diesel B7', categorySort: 1 },
  deliveryType: 'PICKUP',
  terminal: { id: 7, name: 'Tanklager Hamburg-Harburg', city: 'Hamburg' },
  deliveryRegion: null,
  status: displayStatus === 'PAUSED' ? 'PAUSED' : 'ACTIVE',
  displayStatus,
  pricingType: 'FIXED',
  priceInputUnit: 'EUR_100L15',
  pricePer100l: 80 + id,
  pricePerLitre: (80 + id) / 100,
  live: null,
  totalCbm: 100,
  soldCbm: 0,
  remainingCbm: 100,
  minOrderCbm: 5,
  maxOrderCbm: 50,
  startDate: completeFixedOffer.startDate,
  endDate: completeFixedOffer.endDate,
  dailyStartTime: '06:00',
  dailyEndTime: '18:00',
  collectionType: 'LIFTING_PERIOD',
  liftingPeriod: { id: 3, name: '7 Tage', days: 7 },
  collectionStartDate: null,
  collectionEndDate: null,
  version: 1,
  autoExecution: true,
  autoMaxCbm: null,
  createdAt: stamp,
  updatedAt: stamp,
});
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
  );
  return fetch;
}

describe('Meine Angebote', () => {
  it('asks for the active offers first, one page, and offers the other statuses with their counts', async () => {
    const fetch = stubApi();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(metadataQuery().queryKey, testMetadata() as never);
    await renderWithBrand(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <OffersPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
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
