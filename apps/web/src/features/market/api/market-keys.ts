import { tradeKeyRoots } from '../../../lib/api/trade-keys';

/** Filters the market page sends (spec section 7 GET /api/v2/offers). */
export type MarketFilters = { productId: number | null; regionId: number | null; terminalId: number | null; deliveryAddressId: number | null };

export const marketKeys = {
  all: tradeKeyRoots.market,
  offers: (childAccountId: number | null, filters: MarketFilters) => ['market', 'offers', childAccountId, filters] as const,
};
