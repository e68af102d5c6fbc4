import { queryOptions, useQuery } from '@tanstack/react-query';
import { PriceTypeResponseSchema } from '@fuel/domain/contracts/market-data';
import { apiGet } from '../api-client';
import { pricingKeys } from './pricing-keys';

/** GET /api/pricing/price-type: FIXED (the platform's exchange prices), TRACKING (disabled) or API (own prices). */
export const getPriceType = () => apiGet('/api/pricing/price-type', { schema: PriceTypeResponseSchema });

export const priceTypeQuery = () => queryOptions({ queryKey: pricingKeys.priceType, queryFn: getPriceType });

export const usePriceType = () => useQuery(priceTypeQuery());
