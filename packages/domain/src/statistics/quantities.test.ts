import { describe, expect, it } from 'vitest';
import { additiveQuantity, fuelQuantity, statisticsMarkets, type MarketsInput, type QuantityRow } from './quantities';

const canister = { id: 1, name: 'Kanister 20 L' };
const bulk = { id: 5, name: 'Lose Ware (je Liter)' };

// One seller's rows: two fuel sums and additive sums in two purchase units (decision 052).
const rows: QuantityRow[] = [
  { purchaseUnit: null, orders: 2, litres: 30_000, units: 0 },
  { purchaseUnit: canister, orders: 1, litres: 200, units: 10 },
  { purchaseUnit: null, orders: 1, litres: 15_761, units: 0 },
  { purchaseUnit: bulk, orders: 2, litres: 45_761, units: 45_761 },
  { purchaseUnit: canister, orders: 1, litres: 60, units: 3 },
];

describe('fuelQuantity', () => {
  it('sums only fuel rows, in cbm', () => {
    // 30,000 + 15,761 L = 45.761 cbm; the additive litres (46,021) stay out.
    expect(fuelQuantity(rows)).toEqual({ orders: 3, volume: 45.761 });
  });
  it('is zero for additive rows only', () => {
    expect(fuelQuantity(rows.filter((r) => r.purchaseUnit))).toEqual({ orders: 0, volume: 0 });
  });
});

describe('additiveQuantity', () => {
  it('sums only additive rows: litres, and units per purchase unit (never across units)', () => {
    expect(additiveQuantity(rows)).toEqual({
      orders: 4,
      litres: 46_021,
      units: [
        { purchaseUnit: canister, units: 13 },
        { purchaseUnit: bulk, units: 45_761 },
      ],
    });
  });
  it('is empty for fuel rows only', () => {
    expect(additiveQuantity(rows.filter((r) => !r.purchaseUnit))).toEqual({ orders: 0, litres: 0, units: [] });
  });
});

describe('statisticsMarkets', () => {
  const base: MarketsInput = {
    side: 'seller',
    sellerKind: 'FUEL',
    additiveAccess: false,
    hasFuelOrders: false,
    hasAdditiveOrders: false,
  };
  it('an additive-only seller sees additives only (no cbm, no density)', () => {
    expect(statisticsMarkets({ ...base, sellerKind: 'ADDITIVES' })).toEqual(['ADDITIVE']);
  });
  it('a fuel seller (or one without a kind) sees fuel only', () => {
    expect(statisticsMarkets(base)).toEqual(['FUEL']);
    expect(statisticsMarkets({ ...base, sellerKind: null })).toEqual(['FUEL']);
  });
  it('a fuel and additive seller sees both, apart', () => {
    expect(statisticsMarkets({ ...base, sellerKind: 'FUEL_AND_ADDITIVES' })).toEqual(['FUEL', 'ADDITIVE']);
  });
  it('orders of a market always show it (a seller whose kind changed)', () => {
    expect(statisticsMarkets({ ...base, sellerKind: 'ADDITIVES', hasFuelOrders: true })).toEqual(['FUEL', 'ADDITIVE']);
    expect(statisticsMarkets({ ...base, hasAdditiveOrders: true })).toEqual(['FUEL', 'ADDITIVE']);
  });
  it('a buyer sees fuel, and additives when it may buy them or bought them', () => {
    const buyer = { ...base, side: 'buyer' as const, sellerKind: null };
    expect(statisticsMarkets(buyer)).toEqual(['FUEL']);
    expect(statisticsMarkets({ ...buyer, additiveAccess: true })).toEqual(['FUEL', 'ADDITIVE']);
    expect(statisticsMarkets({ ...buyer, hasAdditiveOrders: true })).toEqual(['FUEL', 'ADDITIVE']);
  });
  it('an account without orders of its own (admin) sees fuel only', () => {
    expect(statisticsMarkets({ ...base, side: 'none', sellerKind: null, additiveAccess: true })).toEqual(['FUEL']);
  });
});
