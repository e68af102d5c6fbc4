import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { currentUserQuery } from '../../../lib/api/get-current-user';
import { metadataQuery } from '../../../lib/api/get-metadata';
import { testMetadata } from '../../../test/metadata';
import { renderWithBrand } from '../../../test/render';
import { SetTargetButton } from './set-target-button';

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
});
