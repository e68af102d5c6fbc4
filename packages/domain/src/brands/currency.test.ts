import { describe, expect, test } from 'vitest';
import { BRAND_IDS } from '../contracts/identity';
import { defaultFeatureFlags, resolveFeatureFlags } from './feature-flags';
import { currencyFromCode, currencyFxOf, currencyOf, currencyOfFx } from './currency';

describe('currencyOf', () => {
  test('per brand with its default flags: only brand B trades in CHF', () => {
    expect(Object.fromEntries(BRAND_IDS.map((id) => [id, currencyOf(defaultFeatureFlags(id))]))).toEqual({
      A: 'EUR',
      B: 'CHF',
      C: 'EUR',
    });
  });

  test('the flag decides, not the brand: brand B with CURRENCY_CHF off trades in EUR', () => {
    expect(currencyOf(resolveFeatureFlags('B', { CURRENCY_CHF: false }))).toBe('EUR');
  });

  test("the browser's flag record may lack the flag: EUR", () => {
    expect(currencyOf({})).toBe('EUR');
    expect(currencyOf({ CURRENCY_CHF: true })).toBe('CHF');
  });
});

describe('stored codes and conversion quotes', () => {
  test('a stored code reads as CHF only when it says CHF', () => {
    expect(currencyFromCode('CHF')).toBe('CHF');
    expect(currencyFromCode('EUR')).toBe('EUR');
    expect(currencyFromCode(null)).toBe('EUR');
  });

  test('CHF converts with the EUR/CHF quote and back', () => {
    expect(currencyFxOf('CHF')).toEqual({ symbol: 'FX/EURCHF' });
    expect(currencyFxOf('EUR')).toBeNull();
    for (const c of ['EUR', 'CHF'] as const) expect(currencyOfFx(currencyFxOf(c))).toBe(c);
  });
});
