import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SellerOfferSchema, type OfferStatusChange } from '@fuel/domain/contracts/offers';
import { apiPut } from '../../../lib/api-client';
import { invalidateOffers } from '../../../lib/api/trade-keys';

/** PUT /api/offers/{id}/status: pause (PAUSED) or resume (ACTIVE). */
export const setOfferStatus = ({ id, status }: { id: number } & OfferStatusChange) =>
  apiPut(`/api/offers/${id}/status`, { status }, { schema: SellerOfferSchema });

export function useSetOfferStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setOfferStatus, onSuccess: () => invalidateOffers(queryClient) });
}
