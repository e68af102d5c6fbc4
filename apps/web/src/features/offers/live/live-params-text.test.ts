import { describe, expect, it } from 'vitest';
import { liveParamsText } from './live-params-text';

const live = {
  futureMonth: 'M01' as const,
  fxMode: 'FIXED' as const,
  fxRate: 1.085,
  surcharge: 12.5,
  surchargeUnit: 'EUR_CBM' as const,
  density: 0.835,
  minPriceEnabled: false,
  maxPriceFall: null,
  minPriceFloorE4: null,
  minPriceUpdatedAt: null,
};

describe('liveParamsText', () => {
  it('names month, FX, surcharge and density in the brand format', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(liveParamsText(live, 'A', now)).toBe('M01 – Jan 27 · FX 1,0850 · +12,50 EUR/cbm · 0,8350 kg/l');
    expect(
      liveParamsText(
        { ...live, fxMode: 'LIVE', fxRate: null, surcharge: -5, surchargeUnit: 'USD_MT', density: null },
        'B',
        now,
      ),
    ).toBe('M01 – Jan 27 · FX live · -5.00 USD/mt');
  });
});
