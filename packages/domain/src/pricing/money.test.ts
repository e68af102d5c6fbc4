import { describe, expect, test } from 'vitest';
import {
  cbmFromLitres,
  invoiceFor,
  invoiceTotal,
  shownPriceDecimals,
  litresFromCbm,
  netMinor,
  priceInputFromPer100lE4,
  pricePer100lE4FromInput,
  vatMinor,
} from './money';

describe('volumes', () => {
  test('cbm with three decimals are whole litres', () => {
    expect(litresFromCbm(30)).toBe(30000);
    expect(litresFromCbm(12.345)).toBe(12345);
    expect(litresFromCbm(0.001)).toBe(1);
    expect(cbmFromLitres(12345)).toBe(12.345);
  });
});

describe('prices', () => {
  test('per 100 L and per litre store the same price', () => {
    expect(pricePer100lE4FromInput(98.45, 'EUR_100L15')).toBe(984500);
    expect(pricePer100lE4FromInput(0.9845, 'EUR_L')).toBe(984500);
    expect(pricePer100lE4FromInput(54.7685, 'EUR_100L15')).toBe(547685);
    expect(priceInputFromPer100lE4(984500, 'EUR_L')).toBe(0.9845);
    expect(priceInputFromPer100lE4(984500, 'EUR_100L15')).toBe(98.45);
  });
});

describe('invoice arithmetic', () => {
  test('30 cbm at 98.45 EUR/100L15 with 19 % VAT', () => {
    // 300 x 98.45 = 29,535.00 net; VAT 5,611.65; gross 35,146.65.
    expect(invoiceFor(30000, 984500, 1900)).toEqual({ netMinor: 2953500, vatMinor: 561165, grossMinor: 3514665 });
  });

  test('half cents round up, and gross is net + VAT', () => {
    // 1 L at 54.7685 EUR/100L = 0.547685 EUR -> 0.55
    expect(netMinor(1, 547685)).toBe(55);
    // 12,345 L at 54.7685 = 6,761.17 EUR (6761.171325)
    expect(netMinor(12345, 547685)).toBe(676117);
    expect(vatMinor(676117, 1900)).toBe(128462); // 1284.6223
    expect(vatMinor(50, 1900)).toBe(10); // 9.5 -> 10
    const inv = invoiceFor(12345, 547685, 810);
    expect(inv.grossMinor).toBe(inv.netMinor + inv.vatMinor);
    expect(inv.vatMinor).toBe(54765); // 676117 x 8.1 % = 54765.477
  });
});

describe('shownPriceDecimals (decision 049: a price reads as charged)', () => {
  test('whole cents show 2 decimals, finer prices as many as they have, up to 4', () => {
    expect(shownPriceDecimals(98.46)).toBe(2);
    expect(shownPriceDecimals(100)).toBe(2);
    expect(shownPriceDecimals(0.365)).toBe(3);
    expect(shownPriceDecimals(54.7685)).toBe(4);
    expect(shownPriceDecimals(0.36512)).toBe(4);
  });
});

describe('invoiceTotal (a petrol-mix trigger: one order per product)', () => {
  test('each order rounds on its own and the totals are their sums', () => {
    // 6,000 L x 131.28 = 7,876.80 net, VAT 1,496.59; 4,000 L x 131.61 = 5,264.40 net, VAT 1,000.24.
    const e5 = invoiceFor(6000, 1_312_800, 1900);
    const e10 = invoiceFor(4000, 1_316_100, 1900);
    expect([e5.vatMinor, e10.vatMinor]).toEqual([149_659, 100_024]);
    expect(invoiceTotal([e5, e10])).toEqual({ netMinor: 1_314_120, vatMinor: 249_683, grossMinor: 1_563_803 });
    expect(invoiceTotal([])).toEqual({ netMinor: 0, vatMinor: 0, grossMinor: 0 });
  });
});
