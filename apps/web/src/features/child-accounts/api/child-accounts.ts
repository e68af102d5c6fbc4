import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ChildAccountListSchema,
  ChildAccountSchema,
  type ChildAccountSettings,
} from '@fuel/domain/contracts/child-accounts';
import { apiGet, apiPut } from '../../../lib/api-client';
import { tradeKeyRoots } from '../../../lib/api/trade-keys';

const childAccountsKey = tradeKeyRoots.childAccounts;

/** GET /api/child-accounts: the parent's child accounts with settings and today's use. */
export const useChildAccounts = () =>
  useQuery({
    queryKey: childAccountsKey,
    queryFn: () => apiGet('/api/child-accounts', { schema: ChildAccountListSchema }),
  });

/** PUT /api/child-accounts/{id}/settings: the list, and the child's market (price adjustment, gates), change. */
export function useSaveChildSettings(childAccountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ChildAccountSettings) =>
      apiPut(`/api/child-accounts/${childAccountId}/settings`, settings, { schema: ChildAccountSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: childAccountsKey }),
        queryClient.invalidateQueries({ queryKey: tradeKeyRoots.market }),
      ]),
  });
}
