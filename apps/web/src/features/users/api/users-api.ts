import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OkSchema,
  RemovalRequestCreatedSchema,
  UserListItemSchema,
  UserProfileSchema,
  UserSearchResponseSchema,
  SELF_USER_ID,
  type CreateUserInput,
  type PasswordChange,
  type UpdateUserInput,
} from '@fuel/domain/contracts/users';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';

/** Query keys of profile and team; mutations invalidate `all`. */
export const userKeys = {
  all: ['users'] as const,
  profile: ['users', 'profile'] as const,
  team: ['users', 'team'] as const,
};

export const useOwnProfile = () =>
  useQuery({ queryKey: userKeys.profile, queryFn: () => apiGet('/api/user/profile', { schema: UserProfileSchema }) });

/** GET /api/user/search as spec section 7 calls it (page 1, limit 100, without the caller). */
export const useTeam = (enabled: boolean) =>
  useQuery({
    queryKey: userKeys.team,
    enabled,
    queryFn: () =>
      apiGet('/api/user/search?page=1&limit=100&removeLoggedInUser=REMOVE', { schema: UserSearchResponseSchema }),
  });

function useInvalidatingMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }) });
}

export const useSaveUser = () =>
  useInvalidatingMutation(({ id, body }: { id: number; body: UpdateUserInput }) =>
    apiPut(`/api/user/${id ?? SELF_USER_ID}`, body, { schema: UserProfileSchema }),
  );

export const useCreateUser = () =>
  useInvalidatingMutation((body: CreateUserInput) => apiPost('/api/user', body, { schema: UserListItemSchema }));

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: PasswordChange) => apiPost('/api/user/password', body, { schema: OkSchema }) });

export const useRequestRemoval = () =>
  useInvalidatingMutation((id: number) =>
    apiPost(`/api/user/${id}/removal-request`, {}, { schema: RemovalRequestCreatedSchema }),
  );
