import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdditiveOfferSchema, type AdditiveOffer, type AdditiveOfferClone } from '@fuel/domain/contracts/additives';
import { apiPost } from '../../../lib/api-client';
import { invalidateOffers } from '../../../lib/api/trade-keys';
import { offerFieldsOf } from '../additive-offer-fields';

/** Spec section 7 "POST api/offer/additive: the offer, for cloning": the source's id and its fields as they are. */
export const cloneBodyOf = (offer: AdditiveOffer): AdditiveOfferClone => ({ _id: offer._id, ...offerFieldsOf(offer) });

/** POST /api/offer/additive: a copy with status PAUSED (spec section 4), checked by the seller before it is enabled. */
export const cloneAdditiveOffer = (offer: AdditiveOffer) =>
  apiPost('/api/offer/additive', cloneBodyOf(offer), { schema: AdditiveOfferSchema });

export function useCloneAdditiveOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cloneAdditiveOffer, onSuccess: () => invalidateOffers(queryClient) });
}
