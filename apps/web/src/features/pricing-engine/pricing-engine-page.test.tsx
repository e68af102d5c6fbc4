import { describe, expect, it, vi } from 'vitest';
import type { PricingRule } from '@fuel/domain/contracts/pricing-engine';
import type { Relationship } from '@fuel/domain/contracts/relationships';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { currentUserQuery } from '../../lib/api/get-current-user';
import { metadataQuery } from '../../lib/api/get-metadata';
import { testMetadata } from '../../test/metadata';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { apiError, otherwiseNotFound } from '../../test/handlers/json';
import { deletePricingRule, pricingRules } from '../../test/handlers/pricing';
import { buyerRelationships } from '../../test/handlers/relationships';
import { myOffers } from '../../test/handlers/offers';
import PricingEnginePage from './pricing-engine-page';

const metadata = testMetadata();

const stamp = '2026-11-20T08:00:00.000Z';
const rules = [
  {
    id: 1,
    kind: 'DUTY',
    scope: 'PRODUCT',
    groupName: 'Energiesteuer',
    accountIds: [],
    productIds: [2],
    terminalIds: [],
    offerId: null,
    params: { value: 470.4, unit: 'EUR/cbm' },
    createdAt: stamp,
    updatedAt: stamp,
  },
  {
    id: 2,
    kind: 'PRICE',
    scope: 'ACCOUNT',
    groupName: null,
    accountIds: [41],
    productIds: [2],
    terminalIds: [7],
    offerId: null,
    params: { value: -0.5, unit: 'EUR/100L15' },
    createdAt: stamp,
    updatedAt: stamp,
  },
];
const relationships = [
  {
    id: 9,
    counterparty: { id: 41, name: 'Stadtwerke Kiel', city: 'Kiel' },
    other: { status: 'ENABLED', additivesEnabled: false },
    buyerStatus: 'ENABLED',
    sellerStatus: 'ENABLED',
    status: 'ENABLED',
    additivesEnabled: false,
    isNew: false,
    message: null,
    createdAt: stamp,
    updatedAt: stamp,
    currency: 'EUR',
    credit: null,
    paymentTerms: [],
  },
];

function stubApi(rulesAnswer: Response | null = null) {
  const fetch = vi.fn<(url: string, init?: { method: string; body: string }) => void>();
  server.use(
    pricingRules(rulesAnswer ?? { rules: rules as PricingRule[] }),
    buyerRelationships(relationships as unknown as Relationship[]),
    // Only the plain list (no query) has an answer, as before.
    myOffers((query) =>
      query.size > 0
        ? apiError(404, 'NOT_FOUND', 'Nicht gefunden.')
        : { offers: [], total: 0, pageCount: 1, counts: { ACTIVE: 0, PAUSED: 0, EXPIRED: 0, PLANNED: 0, SOLD_OUT: 0 } },
    ),
    deletePricingRule(fetch),
    otherwiseNotFound(),
  );
  return fetch;
}

async function renderPage(tab: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQuery().queryKey, { account: { id: 3 } } as never);
  queryClient.setQueryData(metadataQuery().queryKey, metadata as never);
  const router = createMemoryRouter([{ path: '/preis-engine', element: <PricingEnginePage /> }], {
    initialEntries: [`/preis-engine?tab=${tab}`],
  });
  await renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('pricing engine page', () => {
  it('explains the precedence and lists the rules of a tab with their targets', async () => {
    stubApi();
    await renderPage('productTerminal');
    expect(screen.getByTestId('precedence-help').textContent).toContain(
      'Angebot > Kunde > Terminal > Netz > Produkt > Global',
    );
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
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url, init]) => url === '/api/pricing/rules/2' && init?.method === 'DELETE')).toBe(
        true,
      ),
    );
  });

  it('shows an empty tab with the current expiry state', async () => {
    stubApi();
    await renderPage('expiry');
    expect(await screen.findByTestId('rule-empty')).toBeTruthy();
    expect(screen.getByTestId('expiry-state')).toBeTruthy();
  });

  it('shows the load failure of the rules', async () => {
    stubApi(apiError(500, 'INTERNAL', 'Technischer Fehler.'));
    await renderPage('exchange');
    expect(await screen.findByText('Die Preis-Engine konnte nicht geladen werden.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});
