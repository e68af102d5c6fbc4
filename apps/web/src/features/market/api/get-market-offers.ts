import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MarketOffersResponseSchema } from '@fuel/domain/contracts/market';
import { apiGet } from '../../../lib/api-client';
import { marketKeys, type MarketFilters } from './market-keys';

/** The market refreshes itself every 30 seconds (and on demand). */
export const MARKET_REFRESH_MS = 30_000;

export function marketQueryString(filters: MarketFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/v2/offers, or GET /api/offers/childAccount/{id} when a parent looks at a child account's market. */
export const getMarketOffers = (childAccountId: number | null, filters: MarketFilters) =>
  apiGet(`${childAccountId === null ? '/api/v2/offers' : `/api/offers/childAccount/${childAccountId}`}${marketQueryString(filters)}`, {
    schema: MarketOffersResponseSchema,
  });

export const marketOffersQuery = (childAccountId: number | null, filters: MarketFilters) =>
  queryOptions({
    queryKey: marketKeys.offers(childAccountId, filters),
    queryFn: () => getMarketOffers(childAccountId, filters),
    refetchInterval: MARKET_REFRESH_MS,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useMarketOffers = (childAccountId: number | null, filters: MarketFilters) => useQuery(marketOffersQuery(childAccountId, filters));
