import { describe, expect, test } from 'vitest';
import type { MarketOffer } from '@fuel/domain/contracts/market';
import { groupByProduct, isOrderableQuantity } from './group-offers';

const offer = (id: number, productId: number, name: string) =>
  ({
    id,
    product: { id: productId, name, category: 'X', categorySort: 10 },
    minOrderCbm: 10,
    maxOrderCbm: 40,
  }) as unknown as MarketOffer;

describe('groupByProduct', () => {
  test('keeps the server order of groups and rows', () => {
    const groups = groupByProduct([
      offer(1, 7, 'Heizöl'),
      offer(2, 7, 'Heizöl'),
      offer(3, 5, 'Diesel'),
      offer(4, 9, 'Super E5'),
    ]);
    expect(groups.map((g) => g.product.name)).toEqual(['Heizöl', 'Diesel', 'Super E5']);
    expect(groups[0].offers.map((o) => o.id)).toEqual([1, 2]);
  });
  test('empty in, empty out', () => {
    expect(groupByProduct([])).toEqual([]);
  });
});

describe('isOrderableQuantity', () => {
  test('inside min and max only', () => {
    const o = offer(1, 1, 'x');
    expect(isOrderableQuantity(o, null)).toBe(false);
    expect(isOrderableQuantity(o, 0)).toBe(false);
    expect(isOrderableQuantity(o, 9.999)).toBe(false);
    expect(isOrderableQuantity(o, 10)).toBe(true);
    expect(isOrderableQuantity(o, 40)).toBe(true);
    expect(isOrderableQuantity(o, 40.001)).toBe(false);
  });
});
