import { PRICE_E4 } from './money';
import type { ProductCategory } from '../constants';

// Price units of spec section 3 (USD/mt, EUR/mt, EUR/cbm, EUR/100L15, EUR/L) and the conversions between
// them through FX (USD per EUR) and density (kg per litre at 15 °C = t per cbm). DOMAIN.md:
// 700 USD/mt / 1.08 = 648.1481 EUR/mt; x 0.845 = 547.6852 EUR/cbm; / 10 = 54.7685 EUR/100L15.
// Plain floating point: callers round once, at the end, with e4FromPer100l.

/** Typical densities at 15 °C (DOMAIN.md) when neither the offer, a DENSITY rule nor the product gives one. */
export const DEFAULT_DENSITY_BY_CATEGORY: Record<ProductCategory, number> = {
  HEIZOEL: 0.845,
  DIESEL: 0.835,
  BENZIN: 0.745,
  OTHER: 0.845,
};

export function defaultDensityOf(category: ProductCategory | string | null | undefined): number {
  return Object.hasOwn(DEFAULT_DENSITY_BY_CATEGORY, category ?? '')
    ? DEFAULT_DENSITY_BY_CATEGORY[category as ProductCategory]
    : DEFAULT_DENSITY_BY_CATEGORY.OTHER;
}

/** USD/mt -> EUR/mt with a rate in USD per EUR. */
export const eurMtFromUsdMt = (usdMt: number, usdPerEur: number) => usdMt / usdPerEur;
export const usdMtFromEurMt = (eurMt: number, usdPerEur: number) => eurMt * usdPerEur;

/** EUR/mt -> EUR/cbm: a cbm weighs density tonnes. */
export const eurCbmFromEurMt = (eurMt: number, density: number) => eurMt * density;
export const eurMtFromEurCbm = (eurCbm: number, density: number) => eurCbm / density;

/** EUR/cbm -> EUR/100L15: 1 cbm = 10 x 100 L. */
export const per100lFromEurCbm = (eurCbm: number) => eurCbm / 10;
export const eurCbmFromPer100l = (per100l: number) => per100l * 10;

/** EUR/100L15 -> EUR/L. */
export const eurLFromPer100l = (per100l: number) => per100l / 100;
export const per100lFromEurL = (eurL: number) => eurL * 100;

/** The whole chain: USD/mt -> EUR/100L15. */
export const per100lFromUsdMt = (usdMt: number, usdPerEur: number, density: number) =>
  ((usdMt / usdPerEur) * density) / 10;
export const usdMtFromPer100l = (per100l: number, usdPerEur: number, density: number) =>
  ((per100l * 10) / density) * usdPerEur;

/** An amount in one of the rule units as EUR/100L15 (USD/mt needs FX and density). */
export function per100lFromAmount(
  amount: number,
  unit: 'EUR/100L15' | 'EUR/cbm' | 'EUR/mt' | 'USD/mt' | 'EUR/L',
  usdPerEur: number,
  density: number,
): number {
  switch (unit) {
    case 'EUR/100L15':
      return amount;
    case 'EUR/cbm':
      return per100lFromEurCbm(amount);
    case 'EUR/mt':
      return per100lFromEurCbm(eurCbmFromEurMt(amount, density));
    case 'USD/mt':
      return per100lFromUsdMt(amount, usdPerEur, density);
    case 'EUR/L':
      return per100lFromEurL(amount);
  }
}

/**
 * EUR/100L15 -> integer 1/10,000 (the stored price), half away from zero. The small epsilon absorbs
 * binary noise (0.58224999999 for a true ...225) and is far below 1/10,000 of a cent at any real price.
 */
export function e4FromPer100l(per100l: number): number {
  const scaled = Math.abs(per100l) * PRICE_E4;
  const r = Math.floor(scaled + 0.5 + 1e-6);
  return per100l < 0 ? -r : r;
}

export const per100lFromE4 = (e4: number) => e4 / PRICE_E4;
