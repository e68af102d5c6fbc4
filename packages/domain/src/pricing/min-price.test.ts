import { describe, expect, it } from 'vitest';
import type { LiveOfferParams } from './live-pricing';
import { liveOfferParamsOf } from './live-pricing';
import { effectiveMaxPriceFall, minPriceFloorE4 } from './min-price';
import { ruleOf } from './rule-fixtures';

const live: LiveOfferParams = {
  futureMonth: 'M00',
  fxMode: 'LIVE',
  fxRate: null,
  surcharge: 0,
  surchargeUnit: 'EUR_CBM',
  density: 0.845,
  minPriceEnabled: true,
  maxPriceFall: null,
  minPriceFloorE4: 540_000,
  minPriceUpdatedAt: '2026-05-11T08:00:00.000Z',
};
const ctx = { offerId: 10, productId: 1, terminalId: 100, buyerAccountId: 0 };

describe('min-price floor', () => {
  it('is the current price minus the maximum fall', () => {
    // 54.7685 - 1.50 = 53.2685
    expect(minPriceFloorE4(547_685, 1.5)).toBe(532_685);
  });
  it('takes the offer maximum fall, else the MIN_PRICE_TRACKING default', () => {
    const rules = [ruleOf('MIN_PRICE_TRACKING', { maxPriceFall: 2 })];
    expect(effectiveMaxPriceFall({ ...live, maxPriceFall: 1 }, rules, ctx)).toBe(1);
    expect(effectiveMaxPriceFall(live, rules, ctx)).toBe(2);
    expect(effectiveMaxPriceFall(live, [], ctx)).toBeNull();
  });
});

describe('liveOfferParamsOf', () => {
  const fields = {
    futureMonth: 'M01',
    fxMode: 'LIVE',
    fxRate: 1.1,
    surcharge: 5,
    surchargeUnit: 'USD_MT',
    density: 0.84,
    minPriceEnabled: true,
    maxPriceFall: 1,
  } as const;
  it('keeps the floor on an edit while the toggle stays on, and drops a live mode rate', () => {
    expect(liveOfferParamsOf(fields, live)).toMatchObject({
      fxRate: null,
      minPriceFloorE4: 540_000,
      minPriceUpdatedAt: live.minPriceUpdatedAt,
      maxPriceFall: 1,
    });
  });
  it('starts without a floor, and drops it with the toggle', () => {
    expect(liveOfferParamsOf(fields)).toMatchObject({ minPriceFloorE4: null, minPriceUpdatedAt: null });
    expect(liveOfferParamsOf({ ...fields, minPriceEnabled: false }, live)).toMatchObject({
      minPriceFloorE4: null,
      maxPriceFall: null,
    });
  });
});
