import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdditiveProductsResponseSchema } from '@fuel/domain/contracts/additives';
import { apiGet } from '../../../lib/api-client';
import { additiveKeys } from './additive-keys';

/** GET /api/additives/products: the catalogue's additives with the purchase units each is sold in. */
export const getAdditiveProducts = () => apiGet('/api/additives/products', { schema: AdditiveProductsResponseSchema });

/** The catalogue changes with a release, not during a session. */
export const additiveProductsQuery = () =>
  queryOptions({ queryKey: additiveKeys.products, queryFn: getAdditiveProducts, staleTime: Infinity });

export const useAdditiveProducts = () => useQuery(additiveProductsQuery());
