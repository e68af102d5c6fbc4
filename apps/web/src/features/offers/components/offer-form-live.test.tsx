import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OfferFormValues } from '@fuel/domain/contracts/offers';
import type { PricingRule } from '@fuel/domain/contracts/pricing-engine';
import { liveConnection } from '../../../lib/live/live-events';
import { currentUserQuery } from '../../../lib/api/get-current-user';
import { metadataQuery } from '../../../lib/api/get-metadata';
import { DIESEL_B7, HEIZOEL_EL, testMetadata } from '../../../test/metadata';
import { renderWithBrand } from '../../../test/render';
import { server } from '../../../test/server';
import { priceType, pricingRules } from '../../../test/handlers/pricing';
import { OfferForm } from './offer-form';
import { completeFixedOffer as fixed } from './offer-form.fixtures';

const metadata = testMetadata({ fuels: [DIESEL_B7, HEIZOEL_EL] });

const live = {
  ...fixed,
  pricingType: 'LIVE',
  futureMonth: 'M02',
  fxMode: 'FIXED',
  fxRate: 1.08,
  surcharge: 25,
  surchargeUnit: 'USD_MT',
  density: 0.85,
  minPriceEnabled: true,
  maxPriceFall: 2,
} as unknown as OfferFormValues;

async function renderForm(initial: OfferFormValues, setup: (queryClient: QueryClient) => void = () => undefined) {
  const onSubmit = vi.fn(async () => undefined);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setup(queryClient);
  await renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <OfferForm
        metadata={metadata}
        initial={initial}
        submitLabel="Speichern"
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />
    </QueryClientProvider>,
  );
  return onSubmit;
}

/** Answers the seller's pricing calls of the form (rules and price type) instead of a server. */
function answerPricing(rules: PricingRule[]) {
  server.use(pricingRules({ rules }), priceType({ priceType: 'FIXED' }));
}

const tick = (symbol: string, price: number) => ({
  symbol,
  price,
  timestamp: new Date().toISOString(),
  sellerAccountId: null,
});
const submit = () => act(() => fireEvent.click(screen.getByTestId('offer-form-submit')));
const type = (label: RegExp, value: string) =>
  act(() => fireEvent.change(screen.getByLabelText(label), { target: { value } }));

describe('OfferForm with a live price', () => {
  beforeEach(() => {
    liveConnection.quotes.clear();
    answerPricing([]);
  });
  afterEach(() => {
    liveConnection.quotes.clear();
  });

  it('switches to the live fields with the product density and submits the LIVE contract input', async () => {
    const onSubmit = await renderForm(fixed);
    await act(() => fireEvent.click(screen.getByLabelText('Live-Preis')));
    expect(await screen.findByTestId('offer-live-fields')).toBeTruthy();
    expect(screen.queryByLabelText(/^Preis \(/)).toBeNull();
    expect((screen.getByLabelText(/^Dichte/) as HTMLInputElement).value).toBe('0,8350');

    await type(/^Aufschlag \(EUR\/cbm\)/, '15');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [input] = onSubmit.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(input).toMatchObject({
      pricingType: 'LIVE',
      futureMonth: 'M00',
      fxMode: 'LIVE',
      surcharge: 15,
      surchargeUnit: 'EUR_CBM',
      density: 0.835,
      minPriceEnabled: false,
    });
    expect(input).not.toHaveProperty('price');
  });

  it('asks for the rate of a fixed FX and the maximum fall of the minimum price (contract messages)', async () => {
    const onSubmit = await renderForm({ ...live, fxRate: null, maxPriceFall: null } as unknown as OfferFormValues);
    await submit();
    expect(await screen.findByText('Wechselkurs (USD je EUR) ist ein Pflichtfeld.')).toBeTruthy();
    expect(await screen.findByText('Maximaler Preisrückgang (EUR/100L15) ist ein Pflichtfeld.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await type(/^Wechselkurs \(USD je EUR\)/, '1,0850');
    await type(/^Maximaler Preisrückgang/, '2,5');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        fxMode: 'FIXED',
        fxRate: 1.085,
        minPriceEnabled: true,
        maxPriceFall: 2.5,
        futureMonth: 'M02',
      }),
    ]);
  });

  it('refuses a density outside 0.5..1.2 kg/l with the contract message', async () => {
    const onSubmit = await renderForm({ ...live, density: 1.5 } as unknown as OfferFormValues);
    await submit();
    expect(
      await screen.findByText(
        'Die Dichte muss zwischen 0,5 und 1,2 kg/l liegen und darf höchstens 4 Nachkommastellen haben.',
      ),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('previews the price per 100 L and per litre from the live quotes and follows every tick', async () => {
    await renderForm({
      ...live,
      fxMode: 'LIVE',
      fxRate: null,
      surcharge: 15,
      surchargeUnit: 'EUR_CBM',
      density: 0.845,
    } as unknown as OfferFormValues);
    const preview = await screen.findByTestId('offer-live-preview');
    expect(preview.getAttribute('data-state')).toBe('unavailable');

    // DOMAIN.md: 700 USD/mt at 1.08 and 0.845 -> 54.7685; + 15 EUR/cbm -> 56.2685 EUR/100L15.
    act(() => liveConnection.quotes.apply([tick('ICE/GAS2', 700), tick('FX/EURUSD', 1.08)]));
    await waitFor(() => expect(screen.getByTestId('offer-live-preview').getAttribute('data-state')).toBe('live'));
    expect(screen.getByTestId('offer-live-preview').textContent).toContain('56,27');
    expect(screen.getByTestId('offer-live-preview').textContent).toContain('0,5627');

    act(() => liveConnection.quotes.apply([tick('ICE/GAS2', 710)]));
    await waitFor(() => expect(screen.getByTestId('offer-live-preview').textContent).toContain('57,05'));
  });

  it('fills an empty density with the product density', async () => {
    await renderForm({ ...live, density: null } as unknown as OfferFormValues);
    await waitFor(() => expect((screen.getByLabelText(/^Dichte/) as HTMLInputElement).value).toBe('0,8350'));
  });

  it('previews with the pricing rules of the seller once they are loaded (the engine without a buyer)', async () => {
    const duty = {
      id: 1,
      kind: 'DUTY',
      scope: 'GLOBAL',
      groupName: 'Energiesteuer',
      accountIds: [],
      productIds: [],
      terminalIds: [],
      offerId: null,
      params: { value: 47.04, unit: 'EUR/100L15' },
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    answerPricing([duty as PricingRule]);
    await renderForm(
      {
        ...live,
        fxMode: 'LIVE',
        fxRate: null,
        surcharge: 15,
        surchargeUnit: 'EUR_CBM',
        density: 0.845,
      } as unknown as OfferFormValues,
      (queryClient) => {
        queryClient.setQueryData(currentUserQuery().queryKey, { account: { id: 3 } } as never);
        queryClient.setQueryData(metadataQuery().queryKey, metadata as never);
      },
    );
    act(() => liveConnection.quotes.apply([tick('ICE/GAS2', 700), tick('FX/EURUSD', 1.08)]));
    // 56.2685 + 47.04 duty = 103.3085 EUR/100L15.
    await waitFor(() => expect(screen.getByTestId('offer-live-preview').getAttribute('data-with-rules')).toBe('true'));
    expect(screen.getByTestId('offer-live-preview').textContent).toContain('103,31');
  });
});
