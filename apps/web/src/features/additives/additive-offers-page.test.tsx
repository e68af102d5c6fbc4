import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AdditiveOffer } from '@fuel/domain/contracts/additives';
import { EMPTY_ADDITIVE_OFFER_LIST } from '@fuel/domain/contracts/additives';
import { metadataQuery } from '../../lib/api/get-metadata';
import { testMetadata } from '../../test/metadata';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { otherwiseNotFound } from '../../test/handlers/json';
import {
  additiveOfferList,
  additiveProducts,
  cloneAdditiveOffer,
  editAdditiveOffer,
} from '../../test/handlers/additives';
import AdditiveOffersPage from './additive-offers-page';

const stamp = '2026-11-20T08:00:00.000Z';
const drum = {
  id: 3,
  code: 'FASS_200L',
  name: 'Fass 200 L',
  container: 'DRUM',
  size: 200,
  unit: 'lt',
  litres: 200,
  returnable: true,
} as const;
const offer = (id: number, status: AdditiveOffer['status']): AdditiveOffer => ({
  _id: id,
  status,
  version: 1,
  seller: { id: 1, name: 'Nordwest Additiv-Technik GmbH' },
  product: { id: 9, name: 'AdBlue', code: 'ADBLUE' },
  purchaseUnit: drum,
  currency: 'EUR',
  pricePerUnit: 98,
  pricePerLitre: 0.49,
  minUnits: 1,
  maxUnits: 40,
  availableUnits: 290,
  totalUnits: 300,
  soldUnits: 10,
  deliveryDays: 3,
  comment: null,
  creditDays: null,
  clonedFromId: null,
  createdAt: stamp,
  updatedAt: stamp,
});
const list = (offers: AdditiveOffer[]) => ({
  ...EMPTY_ADDITIVE_OFFER_LIST,
  offers,
  metadata: { pageCount: 1, pageLimit: 1000, pageNumber: 1, total: offers.length },
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Call = { url: string; method: string; body: unknown };

function stubApi(listAnswers: Array<() => Response>) {
  const calls: Call[] = [];
  const record = (url: string, init: { method: string; body: string }) =>
    calls.push({ url, method: init.method, body: init.body ? JSON.parse(init.body) : undefined });
  server.use(
    // Each load takes the next answer; the last one stays.
    additiveOfferList(
      listAnswers.map((answer) => answer()),
      record,
    ),
    additiveProducts(
      { products: [{ id: 9, code: 'ADBLUE', name: 'AdBlue', unit: 'lt', purchaseUnits: [drum] }] } as never,
      record,
    ),
    cloneAdditiveOffer({ ...offer(8, 'PAUSED'), clonedFromId: 7 } as AdditiveOffer, record),
    editAdditiveOffer(offer(7, 'PAUSED'), record),
    otherwiseNotFound(),
  );
  return calls;
}

async function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(metadataQuery().queryKey, testMetadata() as never);
  await renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AdditiveOffersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Meine Additiv-Angebote', () => {
  it('asks for page 1 of 1000, pauses with the spec call and clones with the offer as body', async () => {
    const calls = stubApi([() => json(list([offer(7, 'ACTIVE')]))]);
    await renderPage();
    expect(await screen.findByTestId('additive-offer-row-7')).toBeTruthy();
    expect(calls.find((c) => c.url.startsWith('/api/v2/offers/additives'))!.url).toBe(
      '/api/v2/offers/additives?pageNumber=1&pageLimit=1000',
    );

    await act(() => fireEvent.click(screen.getByRole('switch', { name: 'Aktiv: AdBlue, Fass 200 L' })));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/offer/additive/edit')).toBe(true));
    expect(calls.find((c) => c.url === '/api/offer/additive/edit')).toMatchObject({
      method: 'PUT',
      body: { offerId: 7, status_type_id: 'PAUSED' },
    });

    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Aktionen: AdBlue, Fass 200 L' })));
    const cloneItem = await screen.findByRole('menuitem', { name: 'Klonen' });
    await act(() => fireEvent.click(cloneItem));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/offer/additive')).toBe(true));
    expect(calls.find((c) => c.url === '/api/offer/additive')).toMatchObject({
      method: 'POST',
      body: {
        _id: 7,
        productId: 9,
        purchaseUnitId: 3,
        pricePerUnit: 98,
        minUnits: 1,
        maxUnits: 40,
        totalUnits: 300,
        deliveryDays: 3,
        comment: null,
      },
    });
  }, 20_000);

  it('clears the list when a load fails and says the status code (spec section 8)', async () => {
    stubApi([
      () => json(list([offer(7, 'ACTIVE')])),
      () => json({ error: { code: 'INTERNAL', message: 'Ein technischer Fehler ist aufgetreten.' } }, 500),
    ]);
    await renderPage();
    expect(await screen.findByTestId('additive-offer-row-7')).toBeTruthy();
    // Another filter is another load; this one fails.
    await act(() =>
      fireEvent.change(screen.getByLabelText('Mindestens verfügbar (Einheiten)'), { target: { value: '5' } }),
    );
    expect(await screen.findByTestId('load-failed-status', {}, { timeout: 3000 })).toHaveProperty(
      'textContent',
      'Statuscode 500',
    );
    expect(screen.queryByTestId('additive-offer-row-7')).toBeNull();
    expect(screen.queryByTestId('additive-offer-table')).toBeNull();
  }, 20_000);
});
