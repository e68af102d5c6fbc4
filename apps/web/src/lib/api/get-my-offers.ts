import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MyOffersResponseSchema, type MyOffersQuery } from '@fuel/domain/contracts/offers';
import { apiGet } from '../api-client';
import { offerKeys } from './offer-keys';

function queryString(filters: MyOffersQuery): string {
  const params = new URLSearchParams();
  if (filters.status?.length) params.set('status', filters.status.join(','));
  if (filters.productId?.length) params.set('productId', filters.productId.join(','));
  if (filters.page !== undefined) params.set('page', String(filters.page));
  if (filters.pageSize !== undefined) params.set('pageSize', String(filters.pageSize));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/offers/mine: the seller's offers with derived status, filtered; one page when page/pageSize are given. */
export const getMyOffers = (filters: MyOffersQuery) =>
  apiGet(`/api/offers/mine${queryString(filters)}`, { schema: MyOffersResponseSchema });

export const myOffersQuery = (filters: MyOffersQuery) =>
  queryOptions({
    queryKey: offerKeys.mine(filters),
    queryFn: () => getMyOffers(filters),
    placeholderData: keepPreviousData,
  });

export const useMyOffers = (filters: MyOffersQuery) => useQuery(myOffersQuery(filters));
