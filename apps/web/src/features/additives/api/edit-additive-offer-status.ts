import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdditiveOfferSchema, type AdditiveOfferEdit } from '@fuel/domain/contracts/additives';
import { apiPut } from '../../../lib/api-client';
import { invalidateOffers } from '../../../lib/api/trade-keys';

/** PUT /api/offer/additive/edit (spec section 7): ACTIVE or PAUSED toggles the offer, REMOVED deletes it for good. */
export const editAdditiveOfferStatus = (body: AdditiveOfferEdit) =>
  apiPut('/api/offer/additive/edit', body, { schema: AdditiveOfferSchema });

export function useEditAdditiveOfferStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editAdditiveOfferStatus, onSuccess: () => invalidateOffers(queryClient) });
}
