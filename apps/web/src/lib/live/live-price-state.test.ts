import { describe, expect, it } from 'vitest';
import type { LiveRecipe } from '@fuel/domain/pricing/live-pricing';
import { livePriceState } from './live-price-state';

const recipe: LiveRecipe = {
  offerId: 5,
  symbol: 'ICE/GAS',
  futureMonth: 'M00',
  originalFutureMonth: 'M00',
  settlePriceUsdMt: null,
  fx: { mode: 'LIVE', symbol: 'FX/EURUSD', premium: 0 },
  density: 0.845,
  quoteSellerAccountId: null,
  adjustments: [{ label: 'Aufschlag', ruleId: null, amount: 25, unit: 'USD/mt' }],
  minPriceE4: null,
  fixedPriceE4: null,
  currencyFx: null,
};
const now = new Date('2026-11-24T10:00:00.000Z');
const at = (secondsAgo: number) => new Date(now.getTime() - secondsAgo * 1000).toISOString();

describe('livePriceState', () => {
  it('keeps the server price until the stream delivered the quotes the recipe reads', () => {
    expect(livePriceState(recipe, {}, now, 567_245)).toEqual({ state: 'live', priceE4: 567_245 });
  });

  it('prices from fresh quotes (DOMAIN.md: 700 USD/mt + 25 at 1.08 and 0.845 -> 56.7245, charged 56.72)', () => {
    const quotes = { 'ICE/GAS': { price: 700, timestamp: at(3) }, 'FX/EURUSD': { price: 1.08, timestamp: at(3) } };
    expect(livePriceState(recipe, quotes, now, 1)).toEqual({ state: 'live', priceE4: 567_200 });
  });

  it('turns stale once a quote it reads is older than two minutes', () => {
    const quotes = { 'ICE/GAS': { price: 700, timestamp: at(121) }, 'FX/EURUSD': { price: 1.08, timestamp: at(3) } };
    expect(livePriceState(recipe, quotes, now, 567_245)).toEqual({ state: 'stale', priceE4: null });
  });
});
