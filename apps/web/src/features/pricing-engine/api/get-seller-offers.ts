import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyOffersResponseSchema } from '@fuel/domain/contracts/offers';
import { apiGet } from '../../../lib/api-client';
import { pricingKeys } from './pricing-keys';

/** GET /api/offers/mine: the seller's offers, for offer-scoped rules, the expiry state and the breakdown. */
export const getSellerOffers = () => apiGet('/api/offers/mine', { schema: MyOffersResponseSchema });

export const sellerOffersQuery = () => queryOptions({ queryKey: pricingKeys.offers, queryFn: getSellerOffers, select: (data) => data.offers });

export const useSellerOffers = () => useQuery(sellerOffersQuery());
