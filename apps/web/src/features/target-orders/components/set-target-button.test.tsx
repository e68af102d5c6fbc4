import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { currentUserQuery } from '../../../lib/api/get-current-user';
import { metadataQuery } from '../../../lib/api/get-metadata';
import { DELIVERY_LAGER, DELIVERY_WERK, testMetadata } from '../../../test/metadata';
import { renderWithBrand } from '../../../test/render';
import { SetTargetButton } from './set-target-button';
import type { TargetPrefill } from './target-order-values';

async function openFrom(prefill: TargetPrefill, metadata = testMetadata(), brand: 'A' | 'B' = 'A') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(currentUserQuery().queryKey, { account: { id: 5 } } as never);
  queryClient.setQueryData(metadataQuery().queryKey, metadata as never);
  await renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <SetTargetButton offerId={11} prefill={prefill} />
    </QueryClientProvider>,
    brand,
  );
  await act(() => fireEvent.click(screen.getByTestId('set-target-11')));
  return screen.findByRole('dialog', { name: 'Neue Zielpreis-Order' });
}

/** A delivered row of region Nord (no terminal) in the buyer's own market. */
const deliveredRow: TargetPrefill = {
  productId: 2,
  terminalId: null,
  regionId: 1,
  targetPrice: 99,
  buyerAccountId: null,
};
const value = (dialog: HTMLElement, testId: string) => (within(dialog).getByTestId(testId) as HTMLInputElement).value;

describe('"Zielpreis setzen" of a market row', () => {
  it('loads the form on click, filled in with the row: product, terminal and its current price', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(currentUserQuery().queryKey, { account: { id: 5 } } as never);
    queryClient.setQueryData(metadataQuery().queryKey, testMetadata() as never);
    await renderWithBrand(
      <QueryClientProvider client={queryClient}>
        <SetTargetButton
          offerId={11}
          prefill={{ productId: 2, terminalId: 7, regionId: 1, targetPrice: 98.25, buyerAccountId: null }}
        />
      </QueryClientProvider>,
      'B',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => fireEvent.click(screen.getByTestId('set-target-11')));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Zielpreis-Order' });
    expect((within(dialog).getByTestId('target-product') as HTMLInputElement).value).toBe('Diesel B7');
    expect(dialog.textContent).toContain('Tanklager Hamburg-Harburg (Hamburg)');
    expect((within(dialog).getByTestId('target-price') as HTMLInputElement).value).toBe('98.2500');
    // Brand B's number format; valid by default until 18:00 a week ahead.
    expect((within(dialog).getByTestId('target-valid-time') as HTMLInputElement).value).toBe('18:00');
    expect(dialog.textContent).toContain('Aktueller Preis dieses Angebots');
  });

  it('opens a delivered row on "Lieferung" with its region and the buyer\'s only delivery address', async () => {
    const dialog = await openFrom(
      deliveredRow,
      testMetadata({ deliveredProducts: true, deliveryAddresses: [DELIVERY_WERK] }),
    );
    expect((within(dialog).getByLabelText('Lieferung') as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByTestId('target-terminals')).toBeNull();
    expect(value(dialog, 'target-region')).toBe('Nord');
    expect(value(dialog, 'target-delivery-address')).toBe('Heizöl Müller GmbH, Industriestraße 4, 21079 Hamburg');
  });

  it('leaves the address to the buyer who has several', async () => {
    const metadata = testMetadata({ deliveredProducts: true, deliveryAddresses: [DELIVERY_WERK, DELIVERY_LAGER] });
    const dialog = await openFrom(deliveredRow, metadata);
    expect((within(dialog).getByLabelText('Lieferung') as HTMLInputElement).checked).toBe(true);
    expect(value(dialog, 'target-region')).toBe('Nord');
    expect(value(dialog, 'target-delivery-address')).toBe('');
  });
});
