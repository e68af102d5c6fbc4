import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountSavedSchema, type AccountAddressUpdate } from '@fuel/domain/contracts/account';
import { apiPut } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** PUT /api/account (company admins): the account address. */
export const saveAccount = (input: AccountAddressUpdate) =>
  apiPut('/api/account', input, { schema: AccountSavedSchema });

export function useSaveAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.account }),
  });
}
