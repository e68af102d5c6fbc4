import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete } from '../../../lib/api-client';
import { pricingKeys } from '../../../lib/api/pricing-keys';

/** DELETE /api/pricing/api-tokens/{id}: the token stops working at once (204). */
export const revokeApiToken = (id: number) => apiDelete(`/api/pricing/api-tokens/${id}`, { schema: z.undefined() });

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricingKeys.tokens }),
  });
}
