import { queryOptions, useQuery } from '@tanstack/react-query';
import { NewRelationshipsCountSchema } from '@fuel/domain/contracts/relationships';
import { apiGet } from '../../../lib/api-client';
import { relationshipKeys } from '../../../lib/api/relationship-keys';

/** The menu badge refreshes every minute; decisions invalidate it at once. */
export const NEW_COUNT_REFRESH_MS = 60_000;

/** GET /api/relationships/buyer/new-count: open requests waiting for the seller (menu badge). */
export const getNewRelationshipsCount = () =>
  apiGet('/api/relationships/buyer/new-count', { schema: NewRelationshipsCountSchema });

export const newRelationshipsCountQuery = () =>
  queryOptions({
    queryKey: relationshipKeys.newCount,
    queryFn: getNewRelationshipsCount,
    refetchInterval: NEW_COUNT_REFRESH_MS,
  });

/** Only sellers with MyRelationships_View may ask; for everyone else the query stays off. */
export const useNewRelationshipsCount = (enabled: boolean) => useQuery({ ...newRelationshipsCountQuery(), enabled });
