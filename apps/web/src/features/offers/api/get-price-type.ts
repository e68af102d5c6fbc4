import { queryOptions, useQuery } from '@tanstack/react-query';
import { PriceTypeResponseSchema } from '@fuel/domain/contracts/market-data';
import { apiGet } from '../../../lib/api-client';
import { offerKeys } from './offer-keys';

/** GET /api/pricing/price-type: an API seller's live prices follow its own quotes. */
export const getPriceType = () => apiGet('/api/pricing/price-type', { schema: PriceTypeResponseSchema });

export const priceTypeQuery = () => queryOptions({ queryKey: offerKeys.priceType, queryFn: getPriceType, select: (data) => data.priceType, staleTime: 60_000 });

export const usePriceType = () => useQuery(priceTypeQuery());
