import { describe, expect, it } from 'vitest';
import type { LiveRecipe } from '@fuel/domain/pricing/live-pricing';
import { hasRecipeQuotes, recipeQuoteKey, recipeSymbols } from './recipe-quotes';

const recipe: LiveRecipe = {
  offerId: 1,
  symbol: 'ICE/GAS3',
  futureMonth: 'M03',
  originalFutureMonth: 'M03',
  settlePriceUsdMt: null,
  fx: { mode: 'LIVE', symbol: 'FX/EURUSD', premium: 0 },
  density: 0.845,
  quoteSellerAccountId: null,
  adjustments: [],
  minPriceE4: null,
  fixedPriceE4: null,
  currencyFx: null,
};

describe('recipeSymbols', () => {
  it('reads the gasoil contract and the live FX rate', () => {
    expect(recipeSymbols(recipe)).toEqual(['ICE/GAS3', 'FX/EURUSD']);
  });
  it('reads no FX with a fixed rate and no gasoil with a settlement price', () => {
    expect(recipeSymbols({ ...recipe, fx: { mode: 'FIXED', rate: 1.08 } })).toEqual(['ICE/GAS3']);
    expect(recipeSymbols({ ...recipe, settlePriceUsdMt: 700 })).toEqual(['FX/EURUSD']);
    expect(recipeSymbols({ ...recipe, fixedPriceE4: 600_000 })).toEqual([]);
  });
  it('reads EUR/CHF on a CHF platform', () => {
    expect(recipeSymbols({ ...recipe, currencyFx: { symbol: 'FX/EURCHF' } })).toEqual([
      'ICE/GAS3',
      'FX/EURUSD',
      'FX/EURCHF',
    ]);
  });
});

describe('recipeQuoteKey', () => {
  const quotes = {
    'ICE/GAS3': { price: 700, timestamp: '2026-11-24T02:00:00.000Z' },
    'FX/EURUSD': { price: 1.08, timestamp: '2026-11-24T02:00:00.000Z' },
    'FX/EURCHF': { price: 0.94, timestamp: '2026-11-24T02:00:00.000Z' },
  };
  it('ignores ticks of symbols the recipe does not read', () => {
    const other = {
      ...quotes,
      'FX/EURCHF': { price: 0.95, timestamp: '2026-11-24T02:00:03.000Z' },
      'ICE/GAS': { price: 1, timestamp: 'x' },
    };
    expect(recipeQuoteKey(recipe, other)).toBe(recipeQuoteKey(recipe, quotes));
  });
  it('changes on a tick of a symbol it reads, and marks a missing quote', () => {
    const next = { ...quotes, 'ICE/GAS3': { price: 701, timestamp: '2026-11-24T02:00:03.000Z' } };
    expect(recipeQuoteKey(recipe, next)).not.toBe(recipeQuoteKey(recipe, quotes));
    expect(recipeQuoteKey(recipe, {})).toBe('ICE/GAS3=-|FX/EURUSD=-');
  });
});

describe('hasRecipeQuotes', () => {
  it('is true once every symbol the recipe reads has a quote, however old', () => {
    expect(hasRecipeQuotes(recipe, {})).toBe(false);
    expect(hasRecipeQuotes(recipe, { 'ICE/GAS3': { price: 700, timestamp: '2020-01-01T00:00:00.000Z' } })).toBe(false);
    expect(
      hasRecipeQuotes(recipe, {
        'ICE/GAS3': { price: 700, timestamp: '2020-01-01T00:00:00.000Z' },
        'FX/EURUSD': { price: 1.08, timestamp: '2020-01-01T00:00:00.000Z' },
      }),
    ).toBe(true);
  });
});
