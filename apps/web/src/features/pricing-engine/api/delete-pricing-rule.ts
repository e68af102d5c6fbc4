import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete } from '../../../lib/api-client';
import { pricingKeys } from '../../../lib/api/pricing-keys';
import { invalidateOffers } from '../../../lib/api/trade-keys';

/** DELETE /api/pricing/rules/{id}: answered with 204 and no body. */
export const deletePricingRule = (id: number) => apiDelete(`/api/pricing/rules/${id}`, { schema: z.undefined() });

export function useDeletePricingRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePricingRule,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pricingKeys.rules }),
        queryClient.invalidateQueries({ queryKey: pricingKeys.breakdowns }),
        invalidateOffers(queryClient),
      ]),
  });
}
