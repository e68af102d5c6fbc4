import type { FavouriteConfig } from '@fuel/domain/contracts/favourites';
import type { MarketFilters } from './api/market-keys';

export const NO_FILTERS: MarketFilters = {
  productId: null,
  regionId: null,
  terminalId: null,
  deliveryAddressId: null,
  productIds: [],
  terminalIds: [],
  sellerIds: [],
};

/** A favourite replaces the filter bar's product, region and terminal; the delivery address stays. */
export function favouriteFilters(config: FavouriteConfig, current: MarketFilters): MarketFilters {
  return { ...NO_FILTERS, deliveryAddressId: current.deliveryAddressId, ...config };
}

/**
 * The filter bar changed: a new product, region or terminal ends the favourite (its lists would widen
 * the single filter on the server), a new delivery address keeps it.
 */
export function filterBarChange(
  current: MarketFilters,
  next: MarketFilters,
): { filters: MarketFilters; keepsFavourite: boolean } {
  const placeChanged =
    next.productId !== current.productId ||
    next.regionId !== current.regionId ||
    next.terminalId !== current.terminalId;
  if (!placeChanged) return { filters: next, keepsFavourite: true };
  return { filters: { ...next, productIds: [], terminalIds: [], sellerIds: [] }, keepsFavourite: false };
}
