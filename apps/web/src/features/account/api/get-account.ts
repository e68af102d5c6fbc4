import { useQuery } from '@tanstack/react-query';
import { AccountSchema } from '@fuel/domain/contracts/account';
import { apiGet } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** GET /api/account: the caller's company. */
export const getAccount = () => apiGet('/api/account', { schema: AccountSchema });

export const useAccount = () => useQuery({ queryKey: accountKeys.account, queryFn: getAccount });
