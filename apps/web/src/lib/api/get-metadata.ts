import { queryOptions, useQuery } from '@tanstack/react-query';
import { MetadataSchema } from '@fuel/domain/contracts/metadata';
import { apiGet, type On401 } from '../api-client';
import { sessionKeys } from './session-keys';
import { useCurrentUser } from './get-current-user';

/** GET /api/generic/metadata: roles, features, products, regions ... of the logged-in user. */
export const getMetadata = (on401: On401 = 'logout') =>
  apiGet('/api/generic/metadata', { schema: MetadataSchema, on401 });

export const metadataQuery = () =>
  queryOptions({
    queryKey: sessionKeys.metadata,
    queryFn: () => getMetadata(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** The metadata of the logged-in user (loaded with the session; refetched when invalidated). */
export function useMetadata() {
  const user = useCurrentUser();
  return useQuery({ ...metadataQuery(), enabled: user !== null });
}
