import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { TargetOrder } from '@fuel/domain/contracts/target-orders';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { currentUserQuery } from '../../lib/api/get-current-user';
import { metadataQuery } from '../../lib/api/get-metadata';
import { DELIVERY_LAGER, DELIVERY_WERK, testMetadata } from '../../test/metadata';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { apiError, type Answer } from '../../test/handlers/json';
import { targetOrders } from '../../test/handlers/target-orders';
import { activeTarget, deliveredTarget, filledTarget, refusedTarget } from './target-order.fixtures';
import TargetOrdersPage from './target-orders-page';

type Spy = ReturnType<typeof vi.fn<(url: string, init?: { method: string; body: string }) => void>>;

function stubApi(items: TargetOrder[], saved?: Answer<TargetOrder>): Spy {
  const spy: Spy = vi.fn();
  server.use(...targetOrders(items, spy, saved));
  return spy;
}

const called = (spy: Spy, method: string, url: string) =>
  spy.mock.calls.some(([u, init]) => u === url && init?.method === method);

async function renderPage(metadata = testMetadata()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQuery().queryKey, { account: { id: 5 } } as never);
  queryClient.setQueryData(metadataQuery().queryKey, metadata as never);
  await renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <TargetOrdersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function choose(dialog: HTMLElement, testId: string, option: string) {
  const input = within(dialog).getByTestId(testId);
  await act(() => fireEvent.click(input));
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  const item = await within(listbox).findByRole('option', { name: option, hidden: true });
  await act(() => fireEvent.click(item));
}

async function openNew() {
  await act(async () => fireEvent.click(await screen.findByTestId('target-new')));
  return screen.findByRole('dialog', { name: 'Neue Zielpreis-Order' });
}

const postedBody = (spy: Spy) => {
  const post = spy.mock.calls.find(([url, init]) => url === '/api/target-orders' && init?.method === 'POST');
  return JSON.parse(post![1]!.body) as Record<string, unknown>;
};

describe('target orders page', () => {
  it('explains target orders while there are none', async () => {
    stubApi([]);
    await renderPage();
    expect((await screen.findByTestId('target-orders-empty')).textContent).toContain('noch keine Zielpreis-Orders');
  });

  it('lists each order with its state, distance to the best price, fills and the actions it allows', async () => {
    stubApi([activeTarget, refusedTarget, filledTarget]);
    await renderPage();
    const active = await screen.findByTestId('target-row-1');
    expect(active.textContent).toContain('Aktiv');
    expect(active.textContent).toContain('98,50 EUR');
    expect(screen.getByTestId('target-distance-1').dataset.reached).toBe('true');
    expect(screen.getByTestId('target-distance-1').textContent).toContain('erreicht');
    expect(within(active).getByTestId('target-pause-1')).toBeTruthy();

    const refused = screen.getByTestId('target-row-2');
    expect(refused.textContent).toContain('Abgelehnt');
    expect(screen.getByTestId('target-refusal-2').textContent).toContain('Kreditlimit');
    expect(refused.textContent).toContain('Region Nord');
    expect(refused.textContent).toContain('für Müller Tankstellen Nord');
    expect(refused.textContent).toContain('20,000 von 50,000 cbm ausgeführt');
    expect(screen.getByTestId('target-distance-2').textContent).toContain('+2,70 EUR');
    expect(screen.getByTestId('target-fill-41').getAttribute('href')).toBe('/orders/41');
    expect(within(refused).getByTestId('target-resume-2')).toBeTruthy();
    expect(within(refused).queryByTestId('target-pause-2')).toBeNull();

    const filled = screen.getByTestId('target-row-3');
    expect(filled.textContent).toContain('Ausgeführt');
    expect(filled.textContent).toContain('kein passendes Angebot');
    expect(within(filled).queryByRole('button')).toBeNull();
  });

  it('creates an order and shows the field error of the server at its field', async () => {
    const message = 'Die Menge liegt unter der Mindestmenge der Angebote (5 cbm).';
    const spy = stubApi(
      [],
      apiError(422, 'VALIDATION_ERROR', 'Bitte prüfen Sie die Eingaben.', { quantityCbm: message }),
    );
    await renderPage();
    const create = await screen.findByTestId('target-new');
    await act(() => fireEvent.click(create));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Zielpreis-Order' });
    await choose(dialog, 'target-product', 'Diesel B7');
    await choose(dialog, 'target-terminals', 'Tanklager Hamburg-Harburg (Hamburg)');
    await act(() => fireEvent.change(within(dialog).getByLabelText(/^Menge \(cbm\)/), { target: { value: '2' } }));
    await act(() => fireEvent.change(within(dialog).getByLabelText(/^Zielpreis/), { target: { value: '97,5' } }));
    await act(() => fireEvent.click(within(dialog).getByTestId('target-submit')));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    const post = spy.mock.calls.find(([url, init]) => url === '/api/target-orders' && init?.method === 'POST');
    const body = JSON.parse(post![1]!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ productId: 2, terminalIds: [7], regionId: null, quantityCbm: 2, targetPrice: 97.5 });
    expect(typeof body.validUntil).toBe('string');
    expect(
      within(dialog)
        .getByLabelText(/^Menge \(cbm\)/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('pauses at once and cancels only after the confirmation', async () => {
    const spy = stubApi([activeTarget]);
    await renderPage();
    const pause = await screen.findByTestId('target-pause-1');
    await act(() => fireEvent.click(pause));
    await waitFor(() => expect(called(spy, 'POST', '/api/target-orders/1/pause')).toBe(true));

    await act(() => fireEvent.click(screen.getByTestId('target-cancel-1')));
    const dialog = await screen.findByRole('dialog', { name: 'Zielpreis-Order stornieren' });
    expect(dialog.textContent).toContain('nicht rückgängig');
    expect(called(spy, 'POST', '/api/target-orders/1/cancel')).toBe(false);
    await act(() => fireEvent.click(screen.getByTestId('confirm-dialog-confirm')));
    await waitFor(() => expect(called(spy, 'POST', '/api/target-orders/1/cancel')).toBe(true));
  });

  describe('delivered products (DELIVERED_PRODUCTS)', () => {
    const delivered = (deliveryAddresses = [DELIVERY_WERK, DELIVERY_LAGER]) =>
      testMetadata({ deliveredProducts: true, deliveryAddresses });

    it('offers no "Lieferung" where the brand trades no delivered products', async () => {
      stubApi([]);
      await renderPage();
      const dialog = await openNew();
      expect(within(dialog).getByLabelText('Region')).toBeTruthy();
      expect(within(dialog).queryByLabelText('Lieferung')).toBeNull();
    });

    it('creates a delivered target: the region and an address of the buyer, no terminals', async () => {
      const spy = stubApi([], deliveredTarget);
      await renderPage(delivered());
      const dialog = await openNew();
      await choose(dialog, 'target-product', 'Diesel B7');
      // Terminals chosen first are dropped by the switch: the contract refuses them with an address.
      await choose(dialog, 'target-terminals', 'Tanklager Hamburg-Harburg (Hamburg)');
      await act(() => fireEvent.click(within(dialog).getByLabelText('Lieferung')));
      expect(within(dialog).queryByTestId('target-terminals')).toBeNull();
      await choose(dialog, 'target-region', 'Nord');
      await choose(dialog, 'target-delivery-address', 'Heizöl Müller GmbH, Hafenweg 9, 24103 Kiel');
      await act(() => fireEvent.change(within(dialog).getByLabelText(/^Menge \(cbm\)/), { target: { value: '12' } }));
      await act(() => fireEvent.change(within(dialog).getByLabelText(/^Zielpreis/), { target: { value: '99' } }));
      await act(() => fireEvent.click(within(dialog).getByTestId('target-submit')));
      await waitFor(() => expect(called(spy, 'POST', '/api/target-orders')).toBe(true));
      expect(postedBody(spy)).toMatchObject({ productId: 2, regionId: 1, deliveryAddressId: 22, quantityCbm: 12 });
      expect(postedBody(spy).terminalIds ?? []).toEqual([]);
    });

    it('sends nothing while "Lieferung" has no address, and links to the company page when the buyer has none', async () => {
      const spy = stubApi([]);
      await renderPage(delivered([]));
      const dialog = await openNew();
      await act(() => fireEvent.click(within(dialog).getByLabelText('Lieferung')));
      expect(within(dialog).queryByTestId('target-delivery-address')).toBeNull();
      const hint = within(dialog).getByTestId('target-no-address');
      expect(hint.textContent).toContain('noch keine Lieferadresse');
      expect(within(hint).getByRole('link').getAttribute('href')).toBe('/unternehmen');
      await choose(dialog, 'target-product', 'Diesel B7');
      await choose(dialog, 'target-region', 'Nord');
      await act(() => fireEvent.change(within(dialog).getByLabelText(/^Menge \(cbm\)/), { target: { value: '12' } }));
      await act(() => fireEvent.change(within(dialog).getByLabelText(/^Zielpreis/), { target: { value: '99' } }));
      await act(() => fireEvent.click(within(dialog).getByTestId('target-submit')));
      // Region only would be a pickup at the region's terminals: the form keeps it rather than send that.
      expect(called(spy, 'POST', '/api/target-orders')).toBe(false);
      expect(screen.getByRole('dialog', { name: 'Neue Zielpreis-Order' })).toBeTruthy();
    });

    it('lists a delivered target with its address and region, and edits it on "Lieferung"', async () => {
      stubApi([deliveredTarget]);
      await renderPage(delivered());
      const row = await screen.findByTestId('target-row-4');
      expect(row.textContent).toContain('Lieferung an Heizöl Müller GmbH, Hamburg (Region Nord)');
      await act(() => fireEvent.click(within(row).getByTestId('target-edit-4')));
      const dialog = await screen.findByRole('dialog', { name: 'Zielpreis-Order bearbeiten' });
      expect((within(dialog).getByLabelText('Lieferung') as HTMLInputElement).checked).toBe(true);
      expect((within(dialog).getByTestId('target-region') as HTMLInputElement).value).toBe('Nord');
      expect((within(dialog).getByTestId('target-delivery-address') as HTMLInputElement).value).toBe(
        'Heizöl Müller GmbH, Industriestraße 4, 21079 Hamburg',
      );
    });
  });
});
