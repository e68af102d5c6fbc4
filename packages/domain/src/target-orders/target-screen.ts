// Issue 29 part 5 (decision 073): which target orders an offer's price may have reached, without pricing
// every buyer's whole market. The index keeps the active targets per product and terminal, highest
// target first; a screened offer walks its key only while the target is at or above the lowest price
// any buyer gets the offer for. The screen may name too many, never too few: the matcher confirms each
// candidate with the buyer's own market before it orders.

export type ScreenTarget = {
  id: number;
  buyerAccountId: number;
  productId: number;
  /** The terminals it may be filled at (a region's terminals, resolved); none for a delivered target. */
  terminalIds: readonly number[];
  /** A delivered target: the region of the delivered offers it takes; null: picked up at the terminals. */
  deliveryRegionId: number | null;
  targetPriceE4: number;
};

/** Where an offer is taken: at its terminal, or delivered in its region (terminal null). */
export type OfferPlace = { productId: number; terminalId: number | null; deliveryRegionId: number | null };

/** Active targets by product and place, highest target price first (then the earlier target). */
export type TargetIndex = ReadonlyMap<string, readonly ScreenTarget[]>;

/** The index key of an offer's product and place: "product:t<terminal>" or "product:r<region>". */
export const placeKeyOf = (offer: OfferPlace): string =>
  offer.terminalId !== null
    ? `${offer.productId}:t${offer.terminalId}`
    : `${offer.productId}:r${offer.deliveryRegionId}`;

/** The keys a target waits at: its terminals, or its delivery region. */
export const placeKeysOfTarget = (t: Pick<ScreenTarget, 'productId' | 'terminalIds' | 'deliveryRegionId'>): string[] =>
  t.deliveryRegionId !== null
    ? [placeKeyOf({ productId: t.productId, terminalId: null, deliveryRegionId: t.deliveryRegionId })]
    : [...new Set(t.terminalIds)].map((terminalId) =>
        placeKeyOf({ productId: t.productId, terminalId, deliveryRegionId: null }),
      );

export function indexTargets(targets: readonly ScreenTarget[]): TargetIndex {
  const index = new Map<string, ScreenTarget[]>();
  for (const target of targets)
    for (const key of placeKeysOfTarget(target)) {
      const list = index.get(key);
      if (list) list.push(target);
      else index.set(key, [target]);
    }
  for (const list of index.values()) list.sort((a, b) => b.targetPriceE4 - a.targetPriceE4 || a.id - b.id);
  return index;
}

/** The targets waiting at this offer's product and place (none: the offer need not be priced). */
export const targetsAt = (index: TargetIndex, offer: OfferPlace) => index.get(placeKeyOf(offer)) ?? [];

export type ScreenPricing = {
  /** The lowest price any buyer gets the offer for; null when it has no price now. */
  floorE4: number | null;
  /** The offer's price for this buyer; null: not priced for it. */
  priceFor(buyerAccountId: number): number | null;
  /** Whether the buyer may trade with the offer's seller at all. */
  connected(buyerAccountId: number): boolean;
};

/** The targets at the offer's product and place whose price the offer reaches for their buyer. */
export function reachedTargets(index: TargetIndex, offer: OfferPlace, pricing: ScreenPricing): ScreenTarget[] {
  const { floorE4 } = pricing;
  if (floorE4 === null) return [];
  const reached: ScreenTarget[] = [];
  for (const target of targetsAt(index, offer)) {
    if (target.targetPriceE4 < floorE4) break;
    if (!pricing.connected(target.buyerAccountId)) continue;
    const price = pricing.priceFor(target.buyerAccountId);
    if (price !== null && price <= target.targetPriceE4) reached.push(target);
  }
  return reached;
}
