import { queryOptions, useQuery } from '@tanstack/react-query';
import { PriceBreakdownSchema, type PriceBreakdownQuery } from '@fuel/domain/contracts/pricing-engine';
import { apiGet } from '../../../lib/api-client';
import { pricingKeys } from '../../../lib/api/pricing-keys';

/** GET /api/pricing/breakdown?offerId&buyerAccountId: every step of one live price for one buyer. */
export const getPriceBreakdown = (query: PriceBreakdownQuery) =>
  apiGet(`/api/pricing/breakdown?offerId=${query.offerId}&buyerAccountId=${query.buyerAccountId}`, {
    schema: PriceBreakdownSchema,
  });

export const priceBreakdownQuery = (query: PriceBreakdownQuery) =>
  queryOptions({ queryKey: pricingKeys.breakdown(query), queryFn: () => getPriceBreakdown(query), retry: false });

/** Loads once both are chosen. */
export const usePriceBreakdown = (query: PriceBreakdownQuery | null) =>
  useQuery({ ...priceBreakdownQuery(query ?? { offerId: 0, buyerAccountId: 0 }), enabled: query !== null });
