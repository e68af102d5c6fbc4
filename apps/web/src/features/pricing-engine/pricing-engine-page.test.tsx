import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { currentUserQuery } from '../../lib/api/get-current-user';
import { metadataQuery } from '../../lib/api/get-metadata';
import { testMetadata } from '../../test/metadata';
import { renderWithBrand } from '../../test/render';
import PricingEnginePage from './pricing-engine-page';

const metadata = testMetadata();

const stamp = '2026-11-20T08:00:00.000Z';
const rules = [
  { id: 1, kind: 'DUTY', scope: 'PRODUCT', groupName: 'Energiesteuer', accountIds: [], productIds: [2], terminalIds: [], offerId: null, params: { value: 470.4, unit: 'EUR/cbm' }, createdAt: stamp, updatedAt: stamp },
  { id: 2, kind: 'PRICE', scope: 'ACCOUNT', groupName: null, accountIds: [41], productIds: [2], terminalIds: [7], offerId: null, params: { value: -0.5, unit: 'EUR/100L15' }, createdAt: stamp, updatedAt: stamp },
];
const relationships = [
  {
    id: 9, counterparty: { id: 41, name: 'Stadtwerke Kiel', city: 'Kiel' }, other: { status: 'ENABLED', additivesEnabled: false }, buyerStatus: 'ENABLED', sellerStatus: 'ENABLED',
    status: 'ENABLED', additivesEnabled: false, isNew: false, message: null, createdAt: stamp, updatedAt: stamp, currency: 'EUR', credit: null, paymentTerms: [],
  },
];

function stubApi(overrides: Record<string, () => Response> = {}) {
  const json = (body: unknown, status = 200) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (overrides[key]) return overrides[key]();
    if (key === 'GET /api/pricing/rules') return json({ rules });
    if (key === 'GET /api/relationships/buyer') return json(relationships);
    if (key === 'GET /api/offers/mine') return json({ offers: [], total: 0, pageCount: 1, counts: { ACTIVE: 0, PAUSED: 0, EXPIRED: 0, PLANNED: 0, SOLD_OUT: 0 } });
    if (key.startsWith('DELETE /api/pricing/rules/')) return new Response(null, { status: 204 });
    return json({ error: { code: 'NOT_FOUND', message: 'Nicht gefunden.' } }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function renderPage(tab: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQuery().queryKey, { account: { id: 3 } } as never);
  queryClient.setQueryData(metadataQuery().queryKey, metadata as never);
  const router = createMemoryRouter([{ path: '/preis-engine', element: <PricingEnginePage /> }], { initialEntries: [`/preis-engine?tab=${tab}`] });
  await renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('pricing engine page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains the precedence and lists the rules of a tab with their targets', async () => {
    stubApi();
    await renderPage('productTerminal');
    expect(screen.getByTestId('precedence-help').textContent).toContain('Angebot > Kunde > Terminal > Netz > Produkt > Global');
    const row = await screen.findByTestId('rule-row-1');
    expect(row.textContent).toContain('Steuern und Abgaben');
    expect(row.textContent).toContain('+470,40 EUR/cbm');
    expect(row.textContent).toContain('Diesel B7');
    expect(row.textContent).toContain('Energiesteuer');
    // The customer price lives in its own tab.
    expect(screen.queryByTestId('rule-row-2')).toBeNull();
  });

  it('shows customer prices with the customer name and deletes one after confirmation', async () => {
    const fetch = stubApi();
    await renderPage('customer');
    const row = await screen.findByTestId('rule-row-2');
    await waitFor(() => expect(row.textContent).toContain('Stadtwerke Kiel'));
    await act(() => fireEvent.click(within(row).getByTestId('rule-delete-2')));
    const dialog = await screen.findByRole('dialog', { name: 'Regel löschen' });
    expect(dialog.textContent).toContain('Preisregel (-0,50 EUR/100L15)');
    await act(() => fireEvent.click(screen.getByTestId('confirm-dialog-confirm')));
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => url === '/api/pricing/rules/2' && init?.method === 'DELETE')).toBe(true));
  });

  it('shows an empty tab with the current expiry state', async () => {
    stubApi();
    await renderPage('expiry');
    expect(await screen.findByTestId('rule-empty')).toBeTruthy();
    expect(screen.getByTestId('expiry-state')).toBeTruthy();
  });

  it('shows the load failure of the rules', async () => {
    stubApi({ 'GET /api/pricing/rules': () => new Response(JSON.stringify({ error: { code: 'INTERNAL', message: 'Technischer Fehler.' } }), { status: 500 }) });
    await renderPage('exchange');
    expect(await screen.findByText('Die Preis-Engine konnte nicht geladen werden.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});
