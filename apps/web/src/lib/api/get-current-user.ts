import { queryOptions, useQuery } from '@tanstack/react-query';
import { CurrentUserSchema } from '@fuel/domain/contracts/identity';
import { apiGet } from '../api-client';
import { sessionKeys } from './session-keys';

/** GET /api/user. A 401 is an answer here (nobody logged in), not a reason to log out. */
export const getCurrentUser = () => apiGet('/api/user', { schema: CurrentUserSchema, on401: 'throw' });

export const currentUserQuery = () =>
  queryOptions({ queryKey: sessionKeys.user, queryFn: getCurrentUser, staleTime: Infinity, gcTime: Infinity, retry: false });

/**
 * The logged-in user, read from memory only: the route guard (and the login) put it there, so
 * pages without login never ask the server.
 */
export const useCurrentUser = () => useQuery({ ...currentUserQuery(), enabled: false }).data ?? null;
