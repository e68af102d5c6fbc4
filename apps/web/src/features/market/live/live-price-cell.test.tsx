import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { LiveRecipe } from '@fuel/domain/pricing/live-pricing';
import { liveConnection } from '../../../lib/live/live-events';
import { renderWithBrand } from '../../../test/render';
import { LivePriceCell } from './live-price-cell';
import { useLivePrice } from '../../../lib/live/use-live-price';

const recipe: LiveRecipe = {
  offerId: 9,
  symbol: 'ICE/GAS1',
  futureMonth: 'M01',
  originalFutureMonth: 'M01',
  settlePriceUsdMt: null,
  fx: { mode: 'FIXED', rate: 1.08 },
  density: 0.845,
  quoteSellerAccountId: null,
  adjustments: [],
  minPriceE4: null,
  fixedPriceE4: null,
  currencyFx: null,
};

function Row() {
  const price = useLivePrice(recipe, 540_000);
  return <LivePriceCell offerId={recipe.offerId} price={price} currency="EUR" />;
}

const tick = (price: number, timestamp = new Date().toISOString()) => ({
  symbol: 'ICE/GAS1',
  price,
  timestamp,
  sellerAccountId: null,
});

describe('LivePriceCell', () => {
  beforeEach(() => liveConnection.quotes.clear());
  afterEach(() => liveConnection.quotes.clear());

  it('re-prices in place on a tick, flashes the direction, and shows "—" without fresh data', async () => {
    await renderWithBrand(<Row />);
    const cell = screen.getByTestId('offer-price-9');
    // No quote yet: the server's price of the last fetch.
    expect(cell.textContent).toContain('54,00');
    expect(cell.getAttribute('data-live-state')).toBe('live');

    act(() => liveConnection.quotes.apply([tick(700)]));
    await waitFor(() => expect(screen.getByTestId('offer-price-9').textContent).toContain('54,77'));
    expect(screen.getByTestId('offer-price-9').getAttribute('data-direction')).toBe('up');

    act(() => liveConnection.quotes.apply([tick(690)]));
    await waitFor(() => expect(screen.getByTestId('offer-price-9').getAttribute('data-direction')).toBe('down'));
    expect(screen.getByTestId('offer-price-9').textContent).toContain('53,99');

    // A quote older than the freshness limit: no price, not orderable.
    act(() => liveConnection.quotes.clear());
    act(() => liveConnection.quotes.apply([tick(690, new Date(Date.now() - 5 * 60_000).toISOString())]));
    await waitFor(() => expect(screen.getByTestId('offer-price-9').getAttribute('data-live-state')).toBe('stale'));
    expect(screen.getByTestId('offer-price-9').textContent).toContain('—');
  });
});
