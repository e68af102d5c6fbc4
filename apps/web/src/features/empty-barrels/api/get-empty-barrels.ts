import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EmptyBarrelListSchema, type EmptyBarrelListQuery } from '@fuel/domain/contracts/empty-barrels';
import { apiGet } from '../../../lib/api-client';
import { emptyBarrelKeys } from './empty-barrel-keys';

function queryString(query: EmptyBarrelListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/empty-barrels: a buyer's last 5 requests (spec section 9), or the requests a seller received, paged. */
export const getEmptyBarrels = (query: EmptyBarrelListQuery) =>
  apiGet(`/api/empty-barrels${queryString(query)}`, { schema: EmptyBarrelListSchema });

export const emptyBarrelsQuery = (query: EmptyBarrelListQuery) =>
  queryOptions({
    queryKey: emptyBarrelKeys.list(query),
    queryFn: () => getEmptyBarrels(query),
    placeholderData: keepPreviousData,
  });

export const useEmptyBarrels = (query: EmptyBarrelListQuery) => useQuery(emptyBarrelsQuery(query));
