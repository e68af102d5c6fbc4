import { tradeKeyRoots } from '../../../lib/api/trade-keys';

/**
 * Filters the market page sends (spec section 7 GET /api/v2/offers). productIds, terminalIds and
 * sellerIds are a favourite's lists (issue 18; empty: no filter), used instead of the single filters.
 */
export type MarketFilters = {
  productId: number | null;
  regionId: number | null;
  terminalId: number | null;
  deliveryAddressId: number | null;
  productIds: number[];
  terminalIds: number[];
  sellerIds: number[];
};

export const marketKeys = {
  all: tradeKeyRoots.market,
  offers: (childAccountId: number | null, filters: MarketFilters) =>
    ['market', 'offers', childAccountId, filters] as const,
};
