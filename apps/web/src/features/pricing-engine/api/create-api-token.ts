import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateApiTokenResponseSchema } from '@fuel/domain/contracts/market-data';
import { apiPost } from '../../../lib/api-client';
import { pricingKeys } from '../../../lib/api/pricing-keys';

/** POST /api/pricing/api-tokens: the answer carries the secret, shown exactly once. */
export const createApiToken = (name: string) =>
  apiPost('/api/pricing/api-tokens', { name }, { schema: CreateApiTokenResponseSchema });

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingKeys.tokens }),
  });
}
