import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiTokenListSchema } from '@fuel/domain/contracts/market-data';
import { apiGet } from '../../../lib/api-client';
import { pricingKeys } from '../../../lib/api/pricing-keys';

/** GET /api/pricing/api-tokens: name, prefix, creation and last use (never the secret). */
export const getApiTokens = () => apiGet('/api/pricing/api-tokens', { schema: ApiTokenListSchema });

export const apiTokensQuery = () => queryOptions({ queryKey: pricingKeys.tokens, queryFn: getApiTokens });

export const useApiTokens = () => useQuery(apiTokensQuery());
