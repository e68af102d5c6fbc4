import { describe, expect, it } from 'vitest';
import { marketQueryString } from './api/get-market-offers';
import { favouriteFilters, filterBarChange, NO_FILTERS } from './market-filters-state';

const favourite = { productIds: [2, 3], terminalIds: [11], sellerIds: [] };

describe('a favourite in the market', () => {
  it('replaces product, region and terminal, keeps the delivery address, and is sent as lists', () => {
    const current = { ...NO_FILTERS, productId: 1, regionId: 4, deliveryAddressId: 9 };
    const filters = favouriteFilters(favourite, current);
    expect(filters).toEqual({
      ...NO_FILTERS,
      deliveryAddressId: 9,
      productIds: [2, 3],
      terminalIds: [11],
      sellerIds: [],
    });
    expect(marketQueryString(filters)).toBe('?view=compact&deliveryAddressId=9&productIds=2%2C3&terminalIds=11');
  });

  it('ends when the filter bar picks a product, region or terminal; not when it picks an address', () => {
    const active = favouriteFilters(favourite, NO_FILTERS);
    expect(filterBarChange(active, { ...active, deliveryAddressId: 5 })).toEqual({
      filters: { ...active, deliveryAddressId: 5 },
      keepsFavourite: true,
    });
    expect(filterBarChange(active, { ...active, productId: 1 })).toEqual({
      filters: { ...NO_FILTERS, productId: 1 },
      keepsFavourite: false,
    });
    expect(filterBarChange(active, { ...active, regionId: 2 }).keepsFavourite).toBe(false);
  });

  it('sends no empty list', () => {
    expect(marketQueryString(NO_FILTERS)).toBe('?view=compact');
  });
});
