import type { SellerOffer } from '@fuel/domain/contracts/offers';

/** Where the offer is collected or delivered: the terminal, or "Lieferung: <region>". */
export function offerPlace(offer: Pick<SellerOffer, 'terminal' | 'deliveryRegion'>): string {
  if (offer.terminal) return offer.terminal.name;
  return offer.deliveryRegion ? `Lieferung: ${offer.deliveryRegion.name}` : '';
}
