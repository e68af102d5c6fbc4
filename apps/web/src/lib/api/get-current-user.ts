import { queryOptions, useQuery } from '@tanstack/react-query';
import { SessionStateSchema, type CurrentUser } from '@fuel/domain/contracts/identity';
import { apiGet } from '../api-client';
import { sessionKeys } from './session-keys';

/** Nobody is logged in (GET /api/session answered user null). */
export class NoSessionError extends Error {
  constructor() {
    super('no session');
    this.name = 'NoSessionError';
  }
}

/**
 * GET /api/session: the logged-in user. Nobody logged in is a 200 with user null (no 401 in the
 * console), thrown here as NoSessionError so the query holds only a user.
 */
export async function getCurrentUser(): Promise<CurrentUser> {
  const { user } = await apiGet('/api/session', { schema: SessionStateSchema, on401: 'throw' });
  if (!user) throw new NoSessionError();
  return user;
}

export const currentUserQuery = () =>
  queryOptions({
    queryKey: sessionKeys.user,
    queryFn: getCurrentUser,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/**
 * The logged-in user, read from memory only: the route guard (and the login) put it there, so
 * pages without login never ask the server.
 */
export const useCurrentUser = () => useQuery({ ...currentUserQuery(), enabled: false }).data ?? null;
