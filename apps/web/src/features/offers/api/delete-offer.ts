import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete } from '../../../lib/api-client';
import { invalidateOffers } from '../../../lib/api/trade-keys';

/** DELETE /api/offers/{id}: status REMOVED, answered with 204 and no body. */
export const deleteOffer = (id: number) => apiDelete(`/api/offers/${id}`, { schema: z.undefined() });

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOffer, onSuccess: () => invalidateOffers(queryClient) });
}
