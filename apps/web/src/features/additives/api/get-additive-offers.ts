import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  additiveOfferListQueryString,
  AdditiveOfferListResponseSchema,
  type AdditiveOfferListQuery,
} from '@fuel/domain/contracts/additives';
import { apiGet } from '../../../lib/api-client';
import { additiveKeys } from './additive-keys';

/** GET /api/v2/offers/additives: a seller's own additive offers, or a buyer's additive market; one page of up to 1000. */
export const getAdditiveOffers = (query: AdditiveOfferListQuery) => {
  const qs = additiveOfferListQueryString(query);
  return apiGet(`/api/v2/offers/additives${qs ? `?${qs}` : ''}`, { schema: AdditiveOfferListResponseSchema });
};

/** The previous page stays on screen while a new filter, sort or page loads, so the table does not jump. */
export const sellerAdditiveOffersQuery = (query: AdditiveOfferListQuery) =>
  queryOptions({
    queryKey: additiveKeys.sellerOffers(query),
    queryFn: () => getAdditiveOffers(query),
    placeholderData: keepPreviousData,
  });

/** The buyer's market is reread on every visit: other buyers order and sellers pause meanwhile. */
export const additiveMarketQuery = (query: AdditiveOfferListQuery) =>
  queryOptions({
    queryKey: additiveKeys.market(query),
    queryFn: () => getAdditiveOffers(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useSellerAdditiveOffers = (query: AdditiveOfferListQuery) => useQuery(sellerAdditiveOffersQuery(query));
export const useAdditiveMarket = (query: AdditiveOfferListQuery) => useQuery(additiveMarketQuery(query));
