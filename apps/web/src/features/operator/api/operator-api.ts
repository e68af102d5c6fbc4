import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AuditListSchema,
  OkSchema,
  OperatorAccountListSchema,
  OperatorAccountSchema,
  OperatorUserListSchema,
  OperatorUserSchema,
  RemovalRequestListSchema,
  type OperatorAccountUpdate,
} from '@fuel/domain/contracts/operator';
import type { AccountType } from '@fuel/domain/contracts/identity';
import { apiGet, apiPost, apiPut } from '../../../lib/api-client';

/** Everything under 'operator' refetches after any operator change (status, audit). */
const keys = {
  all: ['operator'] as const,
  accounts: (q: AccountsFilter) => ['operator', 'accounts', q] as const,
  users: (accountId: number) => ['operator', 'users', accountId] as const,
  removalRequests: ['operator', 'removal-requests'] as const,
  audit: (q: AuditFilter) => ['operator', 'audit', q] as const,
};

export type AccountsFilter = { search: string; type: AccountType | ''; page: number };
export type AuditFilter = { entity: string; accountId: number | null; page: number };

const query = (params: Record<string, string | number | null>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== '') p.set(k, String(v));
  return p.toString();
};

export const useOperatorAccounts = (f: AccountsFilter) =>
  useQuery({
    queryKey: keys.accounts(f),
    queryFn: () => apiGet(`/api/operator/accounts?${query(f)}`, { schema: OperatorAccountListSchema }),
    placeholderData: keepPreviousData,
  });

export const useOperatorUsers = (accountId: number | null) =>
  useQuery({
    queryKey: keys.users(accountId ?? 0),
    queryFn: () => apiGet(`/api/operator/accounts/${accountId}/users`, { schema: OperatorUserListSchema }),
    enabled: accountId !== null,
  });

export const useRemovalRequests = () =>
  useQuery({
    queryKey: keys.removalRequests,
    queryFn: () => apiGet('/api/operator/removal-requests', { schema: RemovalRequestListSchema }),
  });

export const useAuditLog = (f: AuditFilter) =>
  useQuery({
    queryKey: keys.audit(f),
    queryFn: () => apiGet(`/api/operator/audit?${query(f)}`, { schema: AuditListSchema }),
    placeholderData: keepPreviousData,
  });

function useOperatorMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: keys.all }) });
}

export const useUpdateAccount = () =>
  useOperatorMutation(({ id, body }: { id: number; body: OperatorAccountUpdate }) =>
    apiPut(`/api/operator/accounts/${id}`, body, { schema: OperatorAccountSchema }),
  );

export const useSetAccountBlocked = () =>
  useOperatorMutation(({ id, blocked }: { id: number; blocked: boolean }) =>
    apiPost(`/api/operator/accounts/${id}/${blocked ? 'block' : 'unblock'}`, {}, { schema: OperatorAccountSchema }),
  );

export const useSetUserBlocked = () =>
  useOperatorMutation(({ id, blocked }: { id: number; blocked: boolean }) =>
    apiPost(`/api/operator/users/${id}/${blocked ? 'block' : 'unblock'}`, {}, { schema: OperatorUserSchema }),
  );

export const useDecideRemovalRequest = () =>
  useOperatorMutation(({ id, approve }: { id: number; approve: boolean }) =>
    apiPost(`/api/operator/removal-requests/${id}/${approve ? 'approve' : 'reject'}`, {}, { schema: OkSchema }),
  );
