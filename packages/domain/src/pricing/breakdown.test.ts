import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../errors/messages';
import { marketDataStateOf } from '../contracts/market';
import { breakdownResultOf, negativeFinalPriceMessage } from './breakdown';

describe('breakdownResultOf', () => {
  it('gives the price per 100 L with 4 decimals, or the missing symbols', () => {
    expect(breakdownResultOf({ ok: true, pricePer100lE4: 582_245, basis: null, steps: [] })).toEqual({
      ok: true,
      pricePer100l: 58.2245,
      steps: [],
      basis: null,
      missing: [],
    });
    expect(breakdownResultOf({ ok: false, reason: 'MARKET_DATA_UNAVAILABLE', missing: ['ICE/GAS2'] })).toEqual({
      ok: false,
      pricePer100l: null,
      steps: [],
      basis: null,
      missing: ['ICE/GAS2'],
    });
  });
});

describe('negativeFinalPriceMessage (spec section 5)', () => {
  it('refuses a negative final price only', () => {
    expect(negativeFinalPriceMessage({ ok: true, pricePer100lE4: -1, basis: null, steps: [] })).toBe(
      'Ein negativer Endpreis ist nicht zulässig.',
    );
    expect(negativeFinalPriceMessage({ ok: true, pricePer100lE4: 0, basis: null, steps: [] })).toBeNull();
    expect(negativeFinalPriceMessage({ ok: false, reason: 'MARKET_DATA_UNAVAILABLE', missing: [] })).toBeNull();
  });
});

describe('marketDataStateOf (spec section 8)', () => {
  it('carries the message only when live offers were hidden', () => {
    expect(marketDataStateOf(false, 2)).toEqual({
      liveGasPricesAvailable: false,
      hiddenLiveOffers: 2,
      message: ERROR_MESSAGES.MARKET_DATA_UNAVAILABLE,
    });
    expect(marketDataStateOf(false, 0).message).toBeNull();
  });
});
