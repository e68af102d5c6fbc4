import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyOffersResponse, SellerOffer } from '@fuel/domain/contracts/offers';
import type { TargetDemand } from '@fuel/domain/contracts/target-orders';
import { apiError } from '../../test/handlers/json';
import { myOffers, offerAutoExecution, targetDemand } from '../../test/handlers/offers';
import { server } from '../../test/server';
import { renderOffersPage, sellerOffer } from './offers-page.fixtures';

// Issue 29 part 3 on "Meine Angebote": the consent per offer and the buyers' target-price demand.

const counts = { ACTIVE: 2, PAUSED: 0, EXPIRED: 0, PLANNED: 0, SOLD_OUT: 0 };
const page = (offers: SellerOffer[]) => ({ offers, total: offers.length, pageCount: 1, counts }) as MyOffersResponse;

type Spy = ReturnType<typeof vi.fn<(url: string, init: { method: string; body: string }) => void>>;
type Saved = Parameters<typeof offerAutoExecution>[0];

/** Offer 1 takes target-price orders, offer 2 not; once saved, the list has offer 2 in with at most 20 cbm. */
function stubApi(options: { demand?: TargetDemand['items']; saved?: Saved } = {}) {
  const calls: Spy = vi.fn();
  const afterSave = sellerOffer(2, 'ACTIVE', { autoMaxCbm: 20 });
  let offer2 = sellerOffer(2, 'ACTIVE', { autoExecution: false });
  const saved = options.saved ?? afterSave;
  server.use(
    myOffers(() => page([sellerOffer(1, 'ACTIVE'), offer2]), calls),
    offerAutoExecution(saved, (url, init) => {
      if (!(saved instanceof Response)) offer2 = afterSave;
      calls(url, init);
    }),
    targetDemand(options.demand ?? [], calls),
  );
  return calls;
}

const openConsent = async (offerId: number) => {
  await act(() => fireEvent.click(screen.getByTestId(`offer-auto-${offerId}`)));
  return screen.findByTestId('auto-execution-form');
};

const typeMax = (form: HTMLElement, text: string) => {
  const input = within(form).getByLabelText('Höchstmenge je automatischer Bestellung (cbm)');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

describe('Meine Angebote: automatic execution of target-price orders', () => {
  it("shows each offer's consent, saves a new one and shows the refreshed list", async () => {
    const calls = stubApi();
    await renderOffersPage();
    expect((await screen.findByTestId('offer-auto-1')).textContent).toBe('Auto');
    expect(screen.getByTestId('offer-auto-2').textContent).toBe('Aus');
    const form = await openConsent(2);
    expect(within(form).getByText('Leer = Höchstmenge des Angebots (50,000 cbm).')).toBeTruthy();
    await act(() => fireEvent.click(within(form).getByTestId('auto-execution-switch')));
    typeMax(form, '20');
    await act(() => fireEvent.click(within(form).getByTestId('auto-execution-save')));
    await waitFor(() => expect(screen.queryByTestId('auto-execution-form')).toBeNull());
    const put = calls.mock.calls.find(([, init]) => init.method === 'PUT')!;
    expect(put[0]).toBe('/api/offers/2/auto-execution');
    expect(JSON.parse(put[1].body)).toEqual({ autoExecution: true, autoMaxCbm: 20 });
    await waitFor(() => expect(screen.getByTestId('offer-auto-2').textContent).toBe('Auto · max. 20,000 cbm'));
  }, 20_000);

  it("shows the server's refusal at its field and keeps the dialog open", async () => {
    const message = 'Die Höchstmenge je automatischer Bestellung darf die Höchstmenge des Angebots nicht übersteigen.';
    stubApi({ saved: apiError(400, 'VALIDATION_FAILED', 'Bitte prüfen Sie Ihre Eingaben.', { autoMaxCbm: message }) });
    await renderOffersPage();
    await screen.findByTestId('offer-auto-1');
    const form = await openConsent(1);
    typeMax(form, '60');
    await act(() => fireEvent.click(within(form).getByTestId('auto-execution-save')));
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(within(form).getByText('Bitte prüfen Sie Ihre Eingaben.')).toBeTruthy();
    expect(screen.getByTestId('auto-execution-form')).toBeTruthy();
  }, 20_000);
});

describe('Meine Angebote: Zielpreis-Nachfrage', () => {
  it.each([
    ['A', ['Diesel B7', 'Tanklager Hamburg-Harburg', '1.234,500', '78,40 EUR / 100 L', '3']],
    ['B', ['Diesel B7', 'Tanklager Hamburg-Harburg', "1'234.500", '78.40 EUR / 100 L', '3']],
  ] as const)(
    'brand %s lists the demand per product and terminal in its number format',
    async (brand, expected) => {
      const calls = stubApi({
        demand: [
          {
            product: { id: 2, name: 'Diesel B7' },
            terminal: { id: 7, name: 'Tanklager Hamburg-Harburg' },
            quantityCbm: 1234.5,
            bestTargetPrice: 78.4,
            buyers: 3,
          },
        ],
      });
      await renderOffersPage(brand);
      const row = await screen.findByTestId('target-demand-2-7');
      const cells = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells).toEqual(expected);
      expect(screen.getByText(/anonymisiert/)).toBeTruthy();
      expect(calls.mock.calls.some(([url]) => url === '/api/target-orders/demand')).toBe(true);
    },
    20_000,
  );

  it('says when no connected buyer has an active target order', async () => {
    stubApi();
    await renderOffersPage();
    const panel = await screen.findByTestId('target-demand');
    expect(await within(panel).findByText('Derzeit keine aktiven Zielpreis-Orders Ihrer Kunden.')).toBeTruthy();
  }, 20_000);
});
