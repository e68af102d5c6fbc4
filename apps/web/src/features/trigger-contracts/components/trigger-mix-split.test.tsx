import { describe, expect, it } from 'vitest';
import type { TriggerContract, TriggerPriceHold } from '@fuel/domain/contracts/trigger-contracts';
import { mixDefaults, mixLinesOf, mixPreview, mixSplitOf } from './trigger-mix-split';

// A 60/40 Super E5/E10 contract with ± 10 % flexibility (issue 24 part 5); only the fields the mix reads.
const contract = {
  petrolMix: {
    split: [
      { productId: 13, percent: 60 },
      { productId: 14, percent: 40 },
    ],
    flexibilityPercent: 10,
    liftingStart: '2026-11-23',
  },
  mixProducts: [
    { id: 13, name: 'Super E5', percent: 60, price: 131.28 },
    { id: 14, name: 'Super E10', percent: 40, price: 131.61 },
  ],
} as unknown as TriggerContract;
const hold = {
  mixPrices: [
    { productId: 13, price: 131.28 },
    { productId: 14, price: 131.61 },
  ],
} as unknown as TriggerPriceHold;

describe('petrol-mix split in the checkout', () => {
  it('previews the agreed split of the quantity, with each band and held price', () => {
    const preview = mixPreview(contract, 10, mixDefaults(contract), hold)!;
    expect(preview.valid).toBe(true);
    expect(preview.rows).toEqual([
      {
        productId: 13,
        name: 'Super E5',
        percent: 60,
        litres: 6_000,
        minLitres: 5_400,
        maxLitres: 6_600,
        price: 131.28,
      },
      {
        productId: 14,
        name: 'Super E10',
        percent: 40,
        litres: 4_000,
        minLitres: 3_600,
        maxLitres: 4_400,
        price: 131.61,
      },
    ]);
  });
  it('takes the buyer split inside the band, and marks one outside it invalid', () => {
    const inside = {
      mixCustom: true,
      mixSplit: [
        { productId: 13, quantityCbm: 6.4 },
        { productId: 14, quantityCbm: 3.6 },
      ],
    };
    expect(mixPreview(contract, 10, inside, hold)!.rows.map((r) => r.litres)).toEqual([6_400, 3_600]);
    const outside = {
      mixCustom: true,
      mixSplit: [
        { productId: 13, quantityCbm: 6.7 },
        { productId: 14, quantityCbm: 3.3 },
      ],
    };
    expect(mixPreview(contract, 10, outside, hold)!.valid).toBe(false);
  });
  it('sends a split only when the buyer adjusted it, and none for a contract without a mix', () => {
    expect(mixSplitOf(contract, mixDefaults(contract))).toBeUndefined();
    expect(
      mixSplitOf(contract, {
        mixCustom: true,
        mixSplit: [
          { productId: 13, quantityCbm: 6.4 },
          { productId: 14, quantityCbm: 3.6 },
        ],
      }),
    ).toEqual([
      { productId: 13, quantityCbm: 6.4 },
      { productId: 14, quantityCbm: 3.6 },
    ]);
    const single = { petrolMix: null, mixProducts: null } as unknown as TriggerContract;
    expect(mixSplitOf(single, { mixCustom: true, mixSplit: [] })).toBeUndefined();
    expect(mixPreview(single, 10, mixDefaults(single), null)).toBeNull();
  });
  it('bills the checkout per product order (litres and held price), and nothing while the split is invalid', () => {
    expect(mixLinesOf(contract, 10, mixDefaults(contract), hold)).toEqual([
      { litres: 6_000, priceE4: 1_312_800 },
      { litres: 4_000, priceE4: 1_316_100 },
    ]);
    const outside = {
      mixCustom: true,
      mixSplit: [
        { productId: 13, quantityCbm: 6.7 },
        { productId: 14, quantityCbm: 3.3 },
      ],
    };
    expect(mixLinesOf(contract, 10, outside, hold)).toBeNull();
  });
});
