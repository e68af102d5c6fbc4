import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { expandMarketOffers, MarketOffersCompactSchema } from '@fuel/domain/contracts/market-compact';
import { apiGet } from '../../../lib/api-client';
import { marketKeys, type MarketFilters } from './market-keys';

/** The market refreshes itself every 30 seconds (and on demand). */
export const MARKET_REFRESH_MS = 30_000;

export function marketQueryString(filters: MarketFilters): string {
  // The compact answer (decision 035): lookup tables once instead of objects in every row.
  const params = new URLSearchParams({ view: 'compact' });
  for (const [key, value] of Object.entries(filters)) {
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else if (value !== null) params.set(key, String(value));
  }
  return `?${params.toString()}`;
}

/**
 * GET /api/v2/offers, or GET /api/offers/childAccount/{id} when a parent looks at a child account's
 * market, expanded into the spec's rows the screen works with. The server answers with an ETag and
 * `no-cache`: an unchanged market comes back from the browser's cache after a 304.
 */
export const getMarketOffers = async (childAccountId: number | null, filters: MarketFilters) =>
  expandMarketOffers(
    await apiGet(
      `${childAccountId === null ? '/api/v2/offers' : `/api/offers/childAccount/${childAccountId}`}${marketQueryString(filters)}`,
      {
        schema: MarketOffersCompactSchema,
      },
    ),
  );

export const marketOffersQuery = (childAccountId: number | null, filters: MarketFilters) =>
  queryOptions({
    queryKey: marketKeys.offers(childAccountId, filters),
    queryFn: () => getMarketOffers(childAccountId, filters),
    refetchInterval: MARKET_REFRESH_MS,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useMarketOffers = (childAccountId: number | null, filters: MarketFilters) =>
  useQuery(marketOffersQuery(childAccountId, filters));
