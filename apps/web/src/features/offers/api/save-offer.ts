import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SellerOfferSchema, type OfferInput } from '@fuel/domain/contracts/offers';
import { apiPost, apiPut } from '../../../lib/api-client';
import { invalidateOffers } from '../../../lib/api/trade-keys';

/** POST /api/offers (new) or PUT /api/offers/{id} (edit, bumps the version). */
export const saveOffer = ({ id, input }: { id: number | null; input: OfferInput }) =>
  id === null
    ? apiPost('/api/offers', input, { schema: SellerOfferSchema })
    : apiPut(`/api/offers/${id}`, input, { schema: SellerOfferSchema });

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveOffer, onSuccess: () => invalidateOffers(queryClient) });
}
