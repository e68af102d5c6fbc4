import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SellerOfferSchema } from '@fuel/domain/contracts/offers';
import { apiPost } from '../../../lib/api-client';
import { invalidateOffers } from '../../../lib/api/trade-keys';

/** POST /api/offers/{id}/clone: a paused copy. */
export const cloneOffer = (id: number) => apiPost(`/api/offers/${id}/clone`, {}, { schema: SellerOfferSchema });

export function useCloneOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cloneOffer, onSuccess: () => invalidateOffers(queryClient) });
}
