import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdditiveOfferSchema, type AdditiveOffer, type AdditiveOfferClone } from '@fuel/domain/contracts/additives';
import { apiPost } from '../../../lib/api-client';
import { invalidateOffers } from '../../../lib/api/trade-keys';

/** Spec section 7 "POST api/offer/additive: the offer, for cloning": the source's id and its fields as they are. */
export function cloneBodyOf(offer: AdditiveOffer): AdditiveOfferClone {
  return {
    _id: offer._id,
    productId: offer.product.id,
    purchaseUnitId: offer.purchaseUnit.id,
    pricePerUnit: offer.pricePerUnit,
    minUnits: offer.minUnits,
    maxUnits: offer.maxUnits,
    // A seller's own list carries the total; the units sold stay with the source.
    totalUnits: offer.totalUnits ?? offer.availableUnits,
    deliveryDays: offer.deliveryDays,
    comment: offer.comment,
  };
}

/** POST /api/offer/additive: a copy with status PAUSED (spec section 4), checked by the seller before it is enabled. */
export const cloneAdditiveOffer = (offer: AdditiveOffer) => apiPost('/api/offer/additive', cloneBodyOf(offer), { schema: AdditiveOfferSchema });

export function useCloneAdditiveOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cloneAdditiveOffer, onSuccess: () => invalidateOffers(queryClient) });
}
