import { queryOptions, useQuery } from '@tanstack/react-query';
import { PricingRulesResponseSchema } from '@fuel/domain/contracts/pricing-engine';
import { apiGet } from '../../../lib/api-client';
import { offerKeys } from './offer-keys';

/** GET /api/pricing/rules: the seller's rules, so a live offer's reference price is the engine's (before customer prices). */
export const getPricingRules = () => apiGet('/api/pricing/rules', { schema: PricingRulesResponseSchema });

export const pricingRulesQuery = () => queryOptions({ queryKey: offerKeys.pricingRules, queryFn: getPricingRules, select: (data) => data.rules, staleTime: 60_000 });

export const usePricingRules = () => useQuery(pricingRulesQuery());
