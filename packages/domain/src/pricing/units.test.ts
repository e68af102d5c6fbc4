import { describe, expect, it } from 'vitest';
import {
  defaultDensityOf,
  e4FromPer100l,
  eurCbmFromEurMt,
  eurCbmFromPer100l,
  eurLFromPer100l,
  eurMtFromEurCbm,
  eurMtFromUsdMt,
  per100lFromAmount,
  per100lFromEurCbm,
  per100lFromEurL,
  per100lFromUsdMt,
  usdMtFromEurMt,
  usdMtFromPer100l,
} from './units';

describe('unit conversions (DOMAIN.md worked example)', () => {
  it('700 USD/mt at 1.0800 USD/EUR and 0.8450 kg/l is 54.7685 EUR/100L15', () => {
    // 700 / 1.08 = 648.148148 EUR/mt
    const eurMt = eurMtFromUsdMt(700, 1.08);
    expect(eurMt).toBeCloseTo(648.148148, 6);
    // 648.148148 x 0.845 = 547.685185 EUR/cbm
    const eurCbm = eurCbmFromEurMt(eurMt, 0.845);
    expect(eurCbm).toBeCloseTo(547.685185, 6);
    // / 10 = 54.7685185 EUR/100L15 -> 547685 E4; / 100 = 0.547685 EUR/L
    const per100l = per100lFromEurCbm(eurCbm);
    expect(e4FromPer100l(per100l)).toBe(547_685);
    expect(eurLFromPer100l(per100l)).toBeCloseTo(0.547685, 6);
    expect(e4FromPer100l(per100lFromUsdMt(700, 1.08, 0.845))).toBe(547_685);
  });
  it('adds a 25 USD/mt surcharge (56.7245) and 15 EUR/cbm on top (58.2245)', () => {
    // 725 / 1.08 x 0.845 / 10 = 56.7245370
    expect(e4FromPer100l(per100lFromUsdMt(725, 1.08, 0.845))).toBe(567_245);
    // + 15 / 10 = 1.5 -> 58.2245370
    expect(e4FromPer100l(per100lFromUsdMt(725, 1.08, 0.845) + per100lFromEurCbm(15))).toBe(582_245);
    expect(
      e4FromPer100l(
        per100lFromUsdMt(700, 1.08, 0.845) +
          per100lFromAmount(25, 'USD/mt', 1.08, 0.845) +
          per100lFromAmount(15, 'EUR/cbm', 1.08, 0.845),
      ),
    ).toBe(582_245);
  });
  it('converts every unit back and forth', () => {
    expect(usdMtFromEurMt(eurMtFromUsdMt(700, 1.08), 1.08)).toBeCloseTo(700, 9);
    expect(eurMtFromEurCbm(eurCbmFromEurMt(648.15, 0.845), 0.845)).toBeCloseTo(648.15, 9);
    expect(eurCbmFromPer100l(per100lFromEurCbm(547.69))).toBeCloseTo(547.69, 9);
    expect(per100lFromEurL(eurLFromPer100l(54.7685))).toBeCloseTo(54.7685, 9);
    expect(usdMtFromPer100l(per100lFromUsdMt(712.25, 1.0734, 0.835), 1.0734, 0.835)).toBeCloseTo(712.25, 9);
    // 61.35 EUR per 1,000 L = 61.35 EUR/cbm = 6.135 EUR/100L15 = 0.06135 EUR/L
    expect(per100lFromAmount(61.35, 'EUR/cbm', 1, 1)).toBeCloseTo(6.135, 12);
    expect(per100lFromAmount(0.06135, 'EUR/L', 1, 1)).toBeCloseTo(6.135, 12);
    // 648.148148 EUR/mt x 0.845 / 10 = 54.7685
    expect(per100lFromAmount(700 / 1.08, 'EUR/mt', 1, 0.845)).toBeCloseTo(54.7685185, 6);
  });
});

describe('e4FromPer100l', () => {
  it('rounds half away from zero, also through binary noise', () => {
    expect(e4FromPer100l(1.00005)).toBe(10_001);
    expect(e4FromPer100l(-1.00005)).toBe(-10_001);
    expect(e4FromPer100l(1.00004999)).toBe(10_000);
    expect(e4FromPer100l(0.1 + 0.2)).toBe(3_000);
    expect(e4FromPer100l(58.22455)).toBe(582_246);
  });
});

describe('defaultDensityOf', () => {
  it('gives the DOMAIN.md densities by category, heating oil for anything else', () => {
    expect(defaultDensityOf('HEIZOEL')).toBe(0.845);
    expect(defaultDensityOf('DIESEL')).toBe(0.835);
    expect(defaultDensityOf('BENZIN')).toBe(0.745);
    expect(defaultDensityOf('ADBLUE')).toBe(0.845);
    expect(defaultDensityOf(null)).toBe(0.845);
  });
});
