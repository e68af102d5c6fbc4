import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithBrand } from '../../../test/render';
import { server } from '../../../test/server';
import { triggerPricePreview } from '../../../test/handlers/trigger-contracts';
import { DIESEL_B7, testMetadata } from '../../../test/metadata';
import { ContractForm, contractFormValues, contractMonthChoices } from './contract-form';

// One render per test: a form this size takes seconds to mount in jsdom when CI shares the two cores;
// the timeout guards against a hang only (as the server project's does).
vi.setConfig({ testTimeout: 60_000 });

const SUPER_E5 = { ...DIESEL_B7, id: 11, code: 'SUPER-E5', name: 'Super E5', category: 'BENZIN' };
const SUPER_E10 = { ...DIESEL_B7, id: 12, code: 'SUPER-E10', name: 'Super E10', category: 'BENZIN' };

type Initial = ReturnType<typeof contractFormValues>;

async function setup(initial: Initial = contractFormValues(null, '2026-12'), partiesLocked = false) {
  const onSubmit = vi.fn(async () => undefined);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <ContractForm
        metadata={testMetadata({ fuels: [DIESEL_B7, SUPER_E5, SUPER_E10] as Array<typeof DIESEL_B7> })}
        buyers={[]}
        partiesLocked={partiesLocked}
        initial={initial}
        submitLabel="Vertrag anlegen"
        onCancel={() => undefined}
        onSubmit={onSubmit}
      />
    </QueryClientProvider>,
  );
  return { onSubmit };
}

const typeInto = (testId: string, text: string) =>
  act(() => {
    const input = screen.getByTestId(testId);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
  });

const isDisabled = (testId: string) => (screen.getByTestId(testId) as HTMLButtonElement).disabled;

describe('ContractForm', () => {
  it('says what the price includes, then previews the composed price once buyer, product, terminal and basis are there', async () => {
    const fetch = vi.fn();
    server.use(
      triggerPricePreview({ price: 119.4469, included: 'inkl. CO2-Abgabe und Energiesteuer, zzgl. MwSt.' }, fetch),
    );
    await setup();
    expect(screen.getByTestId('trigger-price-preview').textContent).toContain(
      'Energiesteuer, CO2-Abgabe und Fracht laut Ihren Preisregeln',
    );
    expect(fetch).not.toHaveBeenCalled();
    const complete = {
      ...contractFormValues(null, '2026-12'),
      buyerAccountId: 5,
      productId: DIESEL_B7.id,
      terminalId: 3,
      priceBasis: { futureMonth: 'M01', premium: 3.2, premiumUnit: 'EUR_100L15', agreedFreight: null },
    };
    await setup(complete);
    await waitFor(() =>
      expect(screen.getAllByTestId('trigger-price-preview').at(-1)!.textContent).toBe(
        'Aktueller Triggerpreis: 119,45 EUR / 100 L (inkl. CO2-Abgabe und Energiesteuer, zzgl. MwSt.)',
      ),
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, { body: string }];
    expect(url).toContain('/api/trigger-contracts/price-preview');
    expect(JSON.parse(init.body as string)).toEqual({
      buyerAccountId: 5,
      productId: DIESEL_B7.id,
      terminalId: 3,
      priceBasis: { futureMonth: 'M01', premium: 3.2, premiumUnit: 'EUR_100L15', agreedFreight: null },
    });
  });

  it('labels the exchange months with their contract month and sends no petrol mix until switched on', async () => {
    await setup();
    expect((screen.getByTestId('trigger-future-month') as HTMLInputElement).value).toMatch(/^M01 – \S+ \d{2}$/);
    expect(screen.queryAllByTestId('petrol-mix-row')).toHaveLength(0);
    act(() => fireEvent.click(screen.getByTestId('petrol-mix-enabled')));
    expect(screen.getAllByTestId('petrol-mix-row')).toHaveLength(2);
    expect((screen.getByTestId('petrol-mix-lifting-start') as HTMLInputElement).value).toBe('2026-12-01');
    // Two to five products.
    expect(isDisabled('petrol-mix-remove-0')).toBe(true);
    for (let i = 0; i < 3; i++) act(() => fireEvent.click(screen.getByTestId('petrol-mix-add')));
    expect(screen.getAllByTestId('petrol-mix-row')).toHaveLength(5);
    expect(isDisabled('petrol-mix-add')).toBe(true);
    expect(isDisabled('petrol-mix-remove-0')).toBe(false);
    act(() => fireEvent.click(screen.getByTestId('petrol-mix-enabled')));
    expect(screen.queryAllByTestId('petrol-mix-row')).toHaveLength(0);
  });

  it('adds up the shares and refuses a split that is not 100 % until it is', async () => {
    const mix = {
      split: [
        { productId: SUPER_E5.id, percent: 60 },
        { productId: SUPER_E10.id, percent: 30 },
      ],
      flexibilityPercent: 5,
      liftingStart: '2026-12-01',
    };
    const { onSubmit } = await setup({ ...contractFormValues(null, '2026-12'), petrolMix: mix });
    expect(screen.getByTestId('petrol-mix-total').textContent).toBe('Summe: 90 %');
    await act(async () => {
      fireEvent.submit(screen.getByTestId('trigger-contract-form'));
    });
    await waitFor(() =>
      expect(screen.getByTestId('petrol-mix-split-error').textContent).toBe(
        'Die Anteile müssen zusammen 100 % ergeben.',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    typeInto('petrol-mix-percent-1', '40');
    expect(screen.getByTestId('petrol-mix-total').textContent).toBe('Summe: 100 %');
    await waitFor(() => expect(screen.queryByTestId('petrol-mix-split-error')).toBeNull());
  });

  // Issue 25 part 2: the server's rules in the form.
  it('offers the current business month and later ones only; an edited contract keeps its own month', () => {
    const now = new Date('2026-11-20T09:30:00+01:00');
    const choices = contractMonthChoices(now);
    expect(choices[0]).toEqual({ value: '2026-11', label: 'November 2026' });
    expect(choices.map((c) => c.value)).not.toContain('2026-10');
    expect(contractMonthChoices(now, '2026-09')[0]!.value).toBe('2026-09');
    expect(contractFormValues(null, '2026-09', now).month).toBe('2026-11');
    expect(contractFormValues(null, '2027-01', now).month).toBe('2027-01');
  });

  it('locks buyer, product and terminal of a contract with triggers and says why', async () => {
    await setup({ ...contractFormValues(null, '2026-12'), productId: DIESEL_B7.id }, true);
    expect(screen.getByTestId('trigger-parties-locked').textContent).toContain('bereits Trigger');
    for (const id of ['trigger-buyer', 'trigger-product', 'trigger-terminal'])
      expect((screen.getByTestId(id) as HTMLInputElement).disabled, id).toBe(true);
    expect((screen.getByTestId('trigger-ekk') as HTMLInputElement).disabled).toBe(false);
  });
});
