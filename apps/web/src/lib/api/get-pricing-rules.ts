import { queryOptions, useQuery } from '@tanstack/react-query';
import { PricingRulesResponseSchema } from '@fuel/domain/contracts/pricing-engine';
import { apiGet } from '../api-client';
import { pricingKeys } from './pricing-keys';

/** GET /api/pricing/rules: all of the seller's rules (the tabs filter by kind). */
export const getPricingRules = () => apiGet('/api/pricing/rules', { schema: PricingRulesResponseSchema });

export const pricingRulesQuery = () => queryOptions({ queryKey: pricingKeys.rules, queryFn: getPricingRules });

export const usePricingRules = () => useQuery(pricingRulesQuery());
