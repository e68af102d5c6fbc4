import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AccountRankingStats } from '@fuel/domain/contracts/statistics';
import { ApiError } from '../../lib/api-client';
import { renderWithBrand } from '../../test/render';
import { LoadErrorWidget } from '../load-error-widget';
import { AccountRankingTable } from './account-ranking-table';

const stats = (patch: Partial<AccountRankingStats> = {}): AccountRankingStats => ({
  statType: 'ACCOUNT_RANKING',
  counterparty: 'seller',
  range: null,
  filtered: false,
  markets: ['FUEL'],
  rows: [
    { position: 1, accountId: 4, accountName: 'Nordöl GmbH', orders: 12, volume: 1234.5 },
    { position: 2, accountId: 5, accountName: 'Südtank AG', orders: 3, volume: 80 },
  ],
  total: { orders: 15, volume: 1314.5 },
  additives: { rows: [], total: { orders: 0, litres: 0, units: [] } },
  ...patch,
});

describe('AccountRankingTable', () => {
  it('lists position, seller, orders and volume for a buyer, with the total volume line', async () => {
    await renderWithBrand(<AccountRankingTable stats={stats()} testId="ranking" />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Platz',
      'Verkäufer',
      'Bestellungen',
      'Volumen (cbm)',
    ]);
    const first = screen.getAllByTestId('ranking-row')[0]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1.', 'Nordöl GmbH', '12', '1.234,500']);
    expect(screen.getByTestId('ranking-total').textContent).toBe('1.314,500 cbm');
  });

  it('heads the counterparty column "Käufer" for a seller, in brand B number format', async () => {
    await renderWithBrand(<AccountRankingTable stats={stats({ counterparty: 'buyer' })} testId="ranking" />, 'B');
    expect(screen.getByRole('columnheader', { name: 'Käufer' })).toBeTruthy();
    expect(screen.getByTestId('ranking-total').textContent).toBe("1'314.500 cbm");
  });

  it('says there is no ranking yet without filters, and no results with filters (spec section 2)', async () => {
    const { unmount } = await renderWithBrand(
      <AccountRankingTable stats={stats({ rows: [], total: { orders: 0, volume: 0 } })} testId="ranking" />,
    );
    expect(screen.getByTestId('ranking-empty').textContent).toMatch(/noch keine Verkäufer-Rangliste/);
    expect(screen.queryByTestId('ranking-total')).toBeNull();
    unmount();
    await renderWithBrand(
      <AccountRankingTable stats={stats({ rows: [], filtered: true, counterparty: 'buyer' })} testId="ranking" />,
    );
    expect(screen.getByTestId('ranking-empty').textContent).toBe('Für die gewählten Filter gibt es keine Ergebnisse.');
  });
});

describe('LoadErrorWidget', () => {
  it('shows the status code and the server message (spec section 8)', async () => {
    await renderWithBrand(
      <LoadErrorWidget
        title="Die Rangliste konnte nicht geladen werden."
        error={new ApiError(503, 'UNAVAILABLE', 'Dienst nicht verfügbar.')}
        testId="w"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Die Rangliste konnte nicht geladen werden.');
    expect(screen.getByTestId('w-code').textContent).toBe('Fehlercode 503');
    expect(screen.getByText('Dienst nicht verfügbar.')).toBeTruthy();
  });

  it('says "Keine Verbindung" when the server was not reached', async () => {
    await renderWithBrand(
      <LoadErrorWidget title="x" error={new ApiError(0, 'NETWORK_ERROR', 'Keine Verbindung zum Server.')} testId="w" />,
    );
    expect(screen.getByTestId('w-code').textContent).toBe('Keine Verbindung');
  });
});
