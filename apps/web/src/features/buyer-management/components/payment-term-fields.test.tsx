// Issue 24 part 4, decision 050: one payment term ("Zahlungsziel") per product. The accept dialog asks
// it once and fills every granted product; the conditions drawer shows it per product; no field asks
// for a relationship-level term or "Kredittage" any more.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BuyerTerms } from '@fuel/domain/contracts/buyer-management';
import type { Relationship } from '@fuel/domain/contracts/relationships';
import { currentUserQuery } from '../../../lib/api/get-current-user';
import { metadataQuery } from '../../../lib/api/get-metadata';
import { DIESEL_B7, HEIZOEL_EL, testMetadata } from '../../../test/metadata';
import { renderWithBrand } from '../../../test/render';
import { AcceptDialog } from './accept-dialog';
import { BuyerTermsDrawer } from './buyer-terms-drawer';

const metadata = {
  ...testMetadata({ fuels: [DIESEL_B7, HEIZOEL_EL] }),
  additives: [],
  roles: [],
  accountType: 'seller',
  sellerKind: 'FUEL',
} as never;

const terms: BuyerTerms = {
  relationshipId: 11,
  buyer: { id: 5, name: 'Heizöl Schmidt GmbH & Co. KG', city: 'Bremen' },
  buyerStatus: 'ENABLED',
  sellerStatus: 'ENABLED',
  additivesEnabled: false,
  currency: 'EUR',
  termsVersion: 3,
  creditLimit: 250_000,
  terminalIds: [7],
  products: [
    { productId: DIESEL_B7.id, creditDays: 7, dailyLimitCbm: null },
    { productId: HEIZOEL_EL.id, creditDays: 30, dailyLimitCbm: 80 },
  ],
  additiveProducts: [],
  credit: { limit: 250_000, used: 0, free: 250_000 },
};

/** Answers GET with `get` and records every other request's method, URL and body. */
function stubApi(get: unknown, answer: unknown) {
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') sent.push({ method, url, body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(method === 'GET' ? get : answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

async function render(ui: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQuery().queryKey, { account: { id: 1 }, gtcAccepted: true } as never);
  queryClient.setQueryData(metadataQuery().queryKey, metadata);
  await renderWithBrand(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

const choose = async (combobox: HTMLElement, option: string) => {
  await act(() => fireEvent.click(combobox));
  // The open dropdown is the listbox the combobox controls; it opens in a portal beside the modal,
  // which hides it from role queries in jsdom.
  const listbox = await waitFor(() => document.getElementById(combobox.getAttribute('aria-controls') ?? '')!);
  await act(async () => fireEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true })));
};

describe('one payment term', () => {
  // Mantine's combobox scrolls the chosen option into view; jsdom has no layout.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => undefined;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the accept dialog asks one "Zahlungsziel" and sends it as the term of every granted product', async () => {
    const relationship: Relationship = {
      id: 11,
      counterparty: { id: 5, name: 'Heizöl Schmidt GmbH & Co. KG', city: 'Bremen' },
      other: { status: 'ENABLED', additivesEnabled: false },
      buyerStatus: 'ENABLED',
      sellerStatus: 'NEW',
      status: 'NEW',
      additivesEnabled: false,
      isNew: true,
      message: null,
      createdAt: '2026-11-20T09:00:00.000Z',
      updatedAt: '2026-11-20T09:00:00.000Z',
      currency: 'EUR',
      credit: null,
      paymentTerms: [],
    };
    const sent = stubApi(null, { ...relationship, sellerStatus: 'ENABLED', status: 'ENABLED', isNew: false });
    await render(<AcceptDialog relationship={relationship} onClose={() => undefined} />);
    const dialog = await screen.findByTestId('decision-dialog');
    expect(dialog.textContent).not.toContain('Kredittage');
    expect(within(dialog).queryAllByTestId('terms-credit-days')).toHaveLength(0);

    await act(() => fireEvent.click(within(dialog).getByTestId('decision-confirm')));
    expect(await within(dialog).findByText('Zahlungsziel ist ein Pflichtfeld.')).toBeTruthy();
    expect(sent).toEqual([]);

    await act(() => fireEvent.change(within(dialog).getByTestId('terms-credit-limit'), { target: { value: '50000' } }));
    await choose(within(dialog).getByTestId('terms-products'), 'Diesel B7');
    await choose(within(dialog).getByTestId('terms-payment-term'), '21 Tage');
    // A product chosen after the term takes it too.
    await choose(within(dialog).getByTestId('terms-products'), 'Heizöl EL');
    await act(() => fireEvent.click(within(dialog).getByTestId('decision-confirm')));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/relationships/11/decision' });
    expect((sent[0]!.body as { terms: unknown }).terms).toEqual({
      creditLimit: 50000,
      terminalIds: [],
      products: [
        { productId: DIESEL_B7.id, creditDays: 21, dailyLimitCbm: null },
        { productId: HEIZOEL_EL.id, creditDays: 21, dailyLimitCbm: null },
      ],
    });
  });

  it('the conditions drawer shows and saves the term per product, without a relationship-level field', async () => {
    const sent = stubApi(terms, terms);
    await render(
      <BuyerTermsDrawer relationshipId={11} buyerName="Heizöl Schmidt GmbH & Co. KG" onClose={() => undefined} />,
    );
    const form = await screen.findByTestId('buyer-terms-form');
    expect(form.textContent).not.toContain('Kredittage');
    expect(within(form).queryByTestId('terms-payment-term')).toBeNull();
    expect(within(form).getByRole('columnheader', { name: 'Zahlungsziel' })).toBeTruthy();
    const days = within(form).getAllByTestId('terms-credit-days') as HTMLInputElement[];
    expect(days.map((d) => d.value)).toEqual(['7 Tage', '30 Tage']);

    await choose(days[0]!, '14 Tage');
    await act(() => fireEvent.click(within(form).getByTestId('terms-save')));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/buyer-management/11' });
    expect(sent[0]!.body).toEqual({
      creditLimit: 250_000,
      terminalIds: [7],
      products: [
        { productId: DIESEL_B7.id, creditDays: 14, dailyLimitCbm: null },
        { productId: HEIZOEL_EL.id, creditDays: 30, dailyLimitCbm: 80 },
      ],
      termsVersion: 3,
    });
  });
});
