import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdditiveOfferSchema,
  type AdditiveOfferInput,
  type AdditiveOfferUpdate,
} from '@fuel/domain/contracts/additives';
import { apiPost, apiPut } from '../../../lib/api-client';
import { invalidateOffers } from '../../../lib/api/trade-keys';

export type SaveAdditiveOffer = { id: null; input: AdditiveOfferInput } | { id: number; input: AdditiveOfferUpdate };

/** POST /api/v2/offers/additives (new) or PUT /api/v2/offers/additives/{id} (edit; a newer version answers 409). */
export const saveAdditiveOffer = ({ id, input }: SaveAdditiveOffer) =>
  id === null
    ? apiPost('/api/v2/offers/additives', input, { schema: AdditiveOfferSchema })
    : apiPut(`/api/v2/offers/additives/${id}`, input, { schema: AdditiveOfferSchema });

export function useSaveAdditiveOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAdditiveOffer, onSuccess: () => invalidateOffers(queryClient) });
}
