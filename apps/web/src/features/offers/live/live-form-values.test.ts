import { describe, expect, it } from 'vitest';
import {
  formLiveParams,
  liveFieldDefaults,
  previewRecipe,
  referenceRecipe,
  withBothPricingFields,
} from './live-form-values';

describe('withBothPricingFields', () => {
  it('adds the live defaults to a fixed offer and keeps every given value', () => {
    const values = withBothPricingFields({ pricingType: 'FIXED', price: 145.5, priceInputUnit: 'EUR_L' }, 0.835);
    expect(values).toMatchObject({
      pricingType: 'FIXED',
      price: 145.5,
      priceInputUnit: 'EUR_L',
      futureMonth: 'M00',
      fxMode: 'LIVE',
      density: 0.835,
    });
  });
  it('adds the fixed defaults to a live offer', () => {
    const values = withBothPricingFields({ pricingType: 'LIVE', futureMonth: 'M02', density: 0.85 }, 0.835);
    expect(values).toMatchObject({
      pricingType: 'LIVE',
      futureMonth: 'M02',
      density: 0.85,
      priceInputUnit: 'EUR_100L15',
      price: null,
    });
  });
  it('gives a live offer without its own density the product density', () => {
    expect(withBothPricingFields({ pricingType: 'LIVE', density: 0 }, 0.835).density).toBe(0.835);
    expect(withBothPricingFields({ pricingType: 'LIVE', density: null }, 0.845).density).toBe(0.845);
  });
});

describe('previewRecipe', () => {
  const fields = {
    ...liveFieldDefaults(0.845),
    futureMonth: 'M03' as const,
    surcharge: 25,
    surchargeUnit: 'USD_MT' as const,
  };
  it('prices the chosen contract with live FX and the surcharge', () => {
    expect(previewRecipe(fields)).toMatchObject({
      symbol: 'ICE/GAS3',
      fx: { mode: 'LIVE', symbol: 'FX/EURUSD' },
      density: 0.845,
      adjustments: [{ amount: 25, unit: 'USD/mt' }],
    });
  });
  it('uses a fixed rate, and waits for missing fields', () => {
    expect(previewRecipe({ ...fields, fxMode: 'FIXED', fxRate: 1.08 })?.fx).toEqual({ mode: 'FIXED', rate: 1.08 });
    expect(previewRecipe({ ...fields, fxMode: 'FIXED', fxRate: null })).toBeNull();
    expect(previewRecipe({ ...fields, density: null })).toBeNull();
    expect(previewRecipe({ ...fields, surcharge: null })?.adjustments).toEqual([]);
  });
});

describe('formLiveParams and referenceRecipe', () => {
  it('turn the form fields into engine params (empty surcharge = 0) and wait for a fixed rate', () => {
    const fields = { ...liveFieldDefaults(0.845), surcharge: null };
    expect(formLiveParams(fields)).toMatchObject({
      futureMonth: 'M00',
      fxMode: 'LIVE',
      fxRate: null,
      surcharge: 0,
      density: 0.845,
      minPriceFloorE4: null,
    });
    expect(formLiveParams({ ...fields, fxMode: 'FIXED', fxRate: null })).toBeNull();
    expect(formLiveParams({ ...fields, fxMode: 'FIXED', fxRate: 1.08 })?.fxRate).toBe(1.08);
  });
  it('keeps the floor of a stored offer with the min-price toggle, and prices CHF with EUR/CHF', () => {
    const live = {
      ...formLiveParams(liveFieldDefaults(0.845))!,
      minPriceEnabled: true,
      maxPriceFall: 2,
      minPriceFloorE4: 540_000,
    };
    expect(referenceRecipe(7, live)).toMatchObject({ offerId: 7, minPriceE4: 540_000, currencyFx: null });
    expect(referenceRecipe(7, { ...live, minPriceEnabled: false })?.minPriceE4).toBeNull();
    expect(referenceRecipe(7, live, 'CHF')?.currencyFx).toEqual({ symbol: 'FX/EURCHF' });
  });
});
