import type { MarketOffer } from '@fuel/domain/contracts/market';

export type ProductGroup = { product: MarketOffer['product']; offers: MarketOffer[] };

/**
 * Market rows grouped by product, keeping the server's order (category order, then best price first):
 * groups appear in the order of their first offer, offers inside a group keep their order.
 */
export function groupByProduct(offers: readonly MarketOffer[]): ProductGroup[] {
  const groups = new Map<number, ProductGroup>();
  for (const offer of offers) {
    let group = groups.get(offer.product.id);
    if (!group) {
      group = { product: offer.product, offers: [] };
      groups.set(offer.product.id, group);
    }
    group.offers.push(offer);
  }
  return [...groups.values()];
}

/** The quantity a row may order: positive, inside the offer's min and max (cbm). */
export function isOrderableQuantity(
  offer: Pick<MarketOffer, 'minOrderCbm' | 'maxOrderCbm'>,
  quantityCbm: number | null,
): boolean {
  return (
    quantityCbm !== null && quantityCbm > 0 && quantityCbm >= offer.minOrderCbm && quantityCbm <= offer.maxOrderCbm
  );
}
