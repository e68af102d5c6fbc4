// Target-price orders (issue 29): which offer fills a target, how much, and the state a person sees.
// Pure rules; the server's matcher feeds them the buyer's market as the market shows it.

export const TARGET_ORDER_STATUSES = ['ACTIVE', 'PAUSED', 'FILLED', 'CANCELLED'] as const;
export type TargetOrderStatus = (typeof TARGET_ORDER_STATUSES)[number];

/** What the list shows: the stored status, with expiry, part fills and refusals made visible. */
export const TARGET_ORDER_STATES = [
  'ACTIVE',
  'PARTLY_FILLED',
  'PAUSED',
  'REFUSED',
  'FILLED',
  'EXPIRED',
  'CANCELLED',
] as const;
export type TargetOrderState = (typeof TARGET_ORDER_STATES)[number];

/** Longest validity of a target order, from its creation or last edit. */
export const TARGET_ORDER_MAX_VALID_DAYS = 31;

export type TargetForMatch = {
  productId: number;
  /** The terminals it may be filled at (a region's terminals, resolved); none for a delivered target. */
  terminalIds: readonly number[];
  /** A delivered target: only delivered offers of this region; null: only pickup offers at the terminals. */
  deliveryRegionId: number | null;
  /** Litres still to be bought. */
  remainingLitres: number;
  targetPriceE4: number;
  /** Optional lifting window: the offer's collection must start within it (YYYY-MM-DD, inclusive). */
  liftingFrom: string | null;
  liftingTo: string | null;
};

export type OfferForMatch = {
  offerId: number;
  productId: number;
  terminalId: number | null;
  /** A delivered offer's region (its terminal is null); null for a pickup offer. */
  deliveryRegionId: number | null;
  /** The buyer's price per 100 L as its market shows it (terms and the parent's surcharge included). */
  priceE4: number;
  minOrderLitres: number;
  maxOrderLitres: number | null;
  /** Litres the offer still has. */
  availableLitres: number;
  /** The seller's consent to automatic execution, and its cap per automatic order (null: none). */
  autoExecution: boolean;
  autoMaxLitres: number | null;
  /** First day of collection for an order placed now. */
  collectionStart: string;
};

export type Fill = { offerId: number; litres: number; priceE4: number };

/** The seller's consent when it has not chosen: fixed-price offers are in, live-priced ones out. */
export function autoExecutionOf(choice: boolean | null, pricingType: 'FIXED' | 'LIVE' | string): boolean {
  return choice ?? pricingType === 'FIXED';
}

/** The litres one offer can fill now, or 0 when it cannot take an order of the target. */
export function fillableLitres(target: TargetForMatch, offer: OfferForMatch): number {
  const cap = Math.min(
    target.remainingLitres,
    offer.availableLitres,
    offer.maxOrderLitres ?? Number.POSITIVE_INFINITY,
    offer.autoMaxLitres ?? Number.POSITIVE_INFINITY,
  );
  return cap >= offer.minOrderLitres && cap > 0 ? cap : 0;
}

function offerFits(target: TargetForMatch, offer: OfferForMatch): boolean {
  if (!offer.autoExecution || offer.productId !== target.productId) return false;
  if (target.deliveryRegionId !== null) {
    if (offer.terminalId !== null || offer.deliveryRegionId !== target.deliveryRegionId) return false;
  } else if (offer.terminalId === null || !target.terminalIds.includes(offer.terminalId)) return false;
  if (offer.priceE4 <= 0 || offer.priceE4 > target.targetPriceE4) return false;
  if (target.liftingFrom !== null && offer.collectionStart < target.liftingFrom) return false;
  if (target.liftingTo !== null && offer.collectionStart > target.liftingTo) return false;
  return true;
}

/**
 * The fill a target gets now: among the offers at or below its price that it may take, the lowest
 * price, then the earlier offer (lower id); as many litres as that offer allows. Null: nothing fits.
 */
export function pickFill(target: TargetForMatch, offers: readonly OfferForMatch[]): Fill | null {
  let best: Fill | null = null;
  for (const offer of offers) {
    if (!offerFits(target, offer)) continue;
    const litres = fillableLitres(target, offer);
    if (litres === 0) continue;
    if (
      best === null ||
      offer.priceE4 < best.priceE4 ||
      (offer.priceE4 === best.priceE4 && offer.offerId < best.offerId)
    )
      best = { offerId: offer.offerId, litres, priceE4: offer.priceE4 };
  }
  return best;
}

/** The best price among the offers the target may take (its distance is this minus its target), ignoring volume. */
export function bestPriceFor(target: TargetForMatch, offers: readonly OfferForMatch[]): number | null {
  let best: number | null = null;
  for (const offer of offers) {
    if (!offerFits({ ...target, targetPriceE4: Number.POSITIVE_INFINITY }, offer)) continue;
    if (best === null || offer.priceE4 < best) best = offer.priceE4;
  }
  return best;
}

export type StoredTarget = {
  status: TargetOrderStatus;
  litres: number;
  filledLitres: number;
  validUntil: Date;
  refusal: string | null;
};

/** The state a person sees at `now`. */
export function targetOrderState(t: StoredTarget, now: Date): TargetOrderState {
  if (t.status === 'FILLED' || t.status === 'CANCELLED') return t.status;
  if (now.getTime() >= t.validUntil.getTime()) return 'EXPIRED';
  if (t.status === 'PAUSED') return t.refusal ? 'REFUSED' : 'PAUSED';
  return t.filledLitres > 0 ? 'PARTLY_FILLED' : 'ACTIVE';
}

/** Whether the matcher may fill it now. */
export const isMatchable = (t: StoredTarget, now: Date) => {
  const state = targetOrderState(t, now);
  return state === 'ACTIVE' || state === 'PARTLY_FILLED';
};

/** After a fill of `litres`: filled when nothing is left (or less than any order could take). */
export function statusAfterFill(t: Pick<StoredTarget, 'litres' | 'filledLitres'>, litres: number): TargetOrderStatus {
  return t.filledLitres + litres >= t.litres ? 'FILLED' : 'ACTIVE';
}

/** What a target names as its place (the stored order). */
export type TargetPlaceInput = {
  terminalIds: readonly number[];
  regionId: number | null;
  deliveryAddressId: number | null;
};

/**
 * Where a target may be filled: a delivered target (with an address) at the delivered offers of its
 * region; a region's pickup target at each of the region's active terminals; else at its terminals.
 */
export function targetPlaces(
  t: TargetPlaceInput,
  terminalsOfRegion: (regionId: number) => number[],
): { terminalIds: readonly number[]; deliveryRegionId: number | null } {
  if (t.deliveryAddressId !== null) return { terminalIds: [], deliveryRegionId: t.regionId };
  return { terminalIds: t.regionId === null ? t.terminalIds : terminalsOfRegion(t.regionId), deliveryRegionId: null };
}
