import type { AdditiveOffer } from '@fuel/domain/contracts/additives';

/** An offer's own fields as the offer calls take them (edit form, clone): the seller's list carries every one. */
export function offerFieldsOf(offer: AdditiveOffer) {
  return {
    productId: offer.product.id,
    purchaseUnitId: offer.purchaseUnit.id,
    pricePerUnit: offer.pricePerUnit,
    minUnits: offer.minUnits,
    maxUnits: offer.maxUnits,
    // Only a buyer's list leaves the total out (the seller's own offers have it).
    totalUnits: offer.totalUnits ?? offer.availableUnits,
    deliveryDays: offer.deliveryDays,
    comment: offer.comment,
  };
}
