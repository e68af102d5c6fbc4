import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete } from '../../../lib/api-client';
import { priceAlertKeys } from './price-alert-keys';

/** DELETE /api/price-alerts/{id}: answered with 204 and no body. */
export const deletePriceAlert = (id: number) => apiDelete(`/api/price-alerts/${id}`, { schema: z.undefined() });

export function useDeletePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePriceAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceAlertKeys.all }),
  });
}
