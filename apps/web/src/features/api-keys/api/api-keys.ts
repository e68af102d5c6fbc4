import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ApiKeyListSchema,
  CreateApiKeyResponseSchema,
  type CreateApiKeyRequest,
} from '@fuel/domain/contracts/api-keys';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client';

/** The company's API keys (issue 27): GET/POST /api/api-keys, DELETE /api/api-keys/{id}. */
export const apiKeyKeys = { all: ['api-keys'] as const };

export const apiKeysQuery = () =>
  queryOptions({ queryKey: apiKeyKeys.all, queryFn: () => apiGet('/api/api-keys', { schema: ApiKeyListSchema }) });

export const useApiKeys = () => useQuery(apiKeysQuery());

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyRequest) => apiPost('/api/api-keys', input, { schema: CreateApiKeyResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/api-keys/${id}`, { schema: z.undefined() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
