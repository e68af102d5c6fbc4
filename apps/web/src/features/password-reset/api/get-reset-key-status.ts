import { queryOptions, useQuery } from '@tanstack/react-query';
import { PasswordResetKeyStatusSchema } from '@fuel/domain/contracts/identity';
import { apiGet } from '../../../lib/api-client';

/** The path of a reset link's key (any key shape; the server answers unknown keys as invalid). */
export const resetPath = (key: string) => `/api/password/reset/${encodeURIComponent(key)}`;

/** GET /api/password/reset/:key: whether the link can still be used (unknown, used or expired: false). */
export const getResetKeyStatus = (key: string) =>
  apiGet(resetPath(key), { schema: PasswordResetKeyStatusSchema, on401: 'throw' });

export const resetKeyStatusQuery = (key: string) =>
  queryOptions({
    queryKey: ['password-reset', 'key', key],
    queryFn: () => getResetKeyStatus(key),
    staleTime: 0,
    gcTime: 0,
  });

export const useResetKeyStatus = (key: string) => useQuery(resetKeyStatusQuery(key));
