import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BuyerUsersSchema, type PurchaseRightUpdate } from '@fuel/domain/contracts/purchase-rights';
import { apiGet, apiPut } from '../../../lib/api-client';
import { relationshipKeys } from '../../../lib/api/relationship-keys';

const usersKey = (relationshipId: number) => [...relationshipKeys.terms(relationshipId), 'users'] as const;

/** GET /api/buyer-management/{relationshipId}/users: the buyer's users and their purchase right. */
export const getBuyerUsers = (relationshipId: number) =>
  apiGet(`/api/buyer-management/${relationshipId}/users`, { schema: BuyerUsersSchema });

export const useBuyerUsers = (relationshipId: number) =>
  useQuery(queryOptions({ queryKey: usersKey(relationshipId), queryFn: () => getBuyerUsers(relationshipId) }));

/** PUT /api/buyer-management/{relationshipId}/users/{userId}/purchase-right. */
export function useSetPurchaseRight(relationshipId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: PurchaseRightUpdate & { userId: number }) =>
      apiPut(`/api/buyer-management/${relationshipId}/users/${userId}/purchase-right`, body, {
        schema: BuyerUsersSchema,
      }),
    onSuccess: (data) => queryClient.setQueryData(usersKey(relationshipId), data),
  });
}
