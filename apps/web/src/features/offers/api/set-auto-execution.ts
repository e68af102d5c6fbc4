import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SellerOfferSchema, type OfferAutoExecution } from '@fuel/domain/contracts/offers';
import { apiPut } from '../../../lib/api-client';
import { invalidateOffers } from '../../../lib/api/trade-keys';

/** PUT /api/offers/{id}/auto-execution: the consent to automatic target-price orders and their maximum cbm. */
export const setAutoExecution = ({ id, ...consent }: { id: number } & OfferAutoExecution) =>
  apiPut(`/api/offers/${id}/auto-execution`, consent, { schema: SellerOfferSchema });

export function useSetAutoExecution() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setAutoExecution, onSuccess: () => invalidateOffers(queryClient) });
}
