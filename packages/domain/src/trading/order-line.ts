// The rules one order line must pass that need no database: the same when a price is reserved in
// the basket and when the order is placed under lock. Each refusal is one code of spec section 8
// with its German message; the server turns it into its HTTP answer.
import type { BrandId } from '../contracts/identity';
import type { ErrorCode } from '../contracts/errors';
import { ERROR_MESSAGES } from '../errors/messages';
import { formatNumber } from '../formats/number';
import { isOfferActiveNow, remainingLitres, type OfferState } from '../offers/offer-rules';
import { cbmFromLitres, chargedPriceE4 } from '../pricing/money';
import { childPriceE4, childTerminalAllowed, isOrderablePrice, withinChildDailyLimit } from './child-account-rules';
import { additiveUnitsRefusal, type AdditiveUnitLimits } from '../additives/additive-rules';

/** Where a line is bought: a spot offer, a trigger contract, or an additive offer (all placed the same way). */
export const TRADE_MARKETS = ['spot', 'trigger', 'additive'] as const;
export type TradeMarket = (typeof TRADE_MARKETS)[number];

export type LineRefusal = { code: ErrorCode; message: string };

const refusal = (code: ErrorCode, message: string = ERROR_MESSAGES[code]): LineRefusal => ({ code, message });

/** What the rules read of the thing a line buys (a spot offer today). */
export type LineOffer = OfferState & {
  sellerAccountId: number;
  productId: number;
  terminalId: number | null;
  maxOrderLitres: number;
  pricingType: string;
  pricePer100lE4: number | null;
  livePricing: unknown;
};

/** What the rules read of the seller's terms for the buyer (null: the two have no relationship). */
export type LineTerms = {
  canTrade: boolean;
  terminalIds: readonly number[];
  products: ReadonlyArray<{ productId: number }>;
};

export type OrderLineFacts = {
  offer: LineOffer | null;
  /** SINGLE_SELLER_MODE: the platform's one seller (null while it has none); null when the mode is off. */
  singleSeller: { sellerId: number | null } | null;
  terms: LineTerms | null;
  /** A child account's allowed terminals (null: every terminal, or not a child account). */
  childTerminalIds: readonly number[] | null;
  litres: number;
  /** Litres of the same offer taken by earlier lines of the same submit. */
  earlierLitres: number;
  now: Date;
  brand: BrandId;
};

export const formatCbm = (litres: number, brand: BrandId) =>
  formatNumber(cbmFromLitres(litres), { brand, decimals: litres % 1000 === 0 ? 0 : 3 });

/** A fixed offer has a stored price, a live one its live parameters. */
const hasPrice = (offer: LineOffer) =>
  offer.pricingType === 'LIVE' ? offer.livePricing !== null : offer.pricePer100lE4 !== null;

/**
 * The first rule the line breaks, in the order a buyer can act on, or null. An offer the buyer never
 * saw in its market (paused, ended, outside its hours, another seller in single-seller mode, a
 * terminal or product the seller or the parent account does not allow) is "not available"; volume is
 * left out of "active now" here, so running short is NOT_ENOUGH_VOLUME naming what is left.
 */
export function orderLineRefusal(f: OrderLineFacts): LineRefusal | null {
  const { offer, terms } = f;
  if (!offer || !hasPrice(offer) || !isOfferActiveNow({ ...offer, soldLitres: 0 }, f.now))
    return refusal('OFFER_NOT_AVAILABLE');
  if (f.singleSeller && offer.sellerAccountId !== f.singleSeller.sellerId) return refusal('OFFER_NOT_AVAILABLE');
  if (!terms || !terms.canTrade) return refusal('NOT_CONNECTED');
  const productAllowed = terms.products.some((p) => p.productId === offer.productId);
  const terminalAllowed = offer.terminalId === null || terms.terminalIds.includes(offer.terminalId);
  if (!productAllowed || !terminalAllowed) return refusal('OFFER_NOT_AVAILABLE');
  if (!childTerminalAllowed(f.childTerminalIds, offer.terminalId)) return refusal('OFFER_NOT_AVAILABLE');
  if (f.litres < offer.minOrderLitres || f.litres > offer.maxOrderLitres) {
    return refusal(
      'QUANTITY_OUT_OF_RANGE',
      `Die Menge muss zwischen ${formatCbm(offer.minOrderLitres, f.brand)} und ${formatCbm(offer.maxOrderLitres, f.brand)} cbm liegen.`,
    );
  }
  const left = remainingLitres({ totalLitres: offer.totalLitres, soldLitres: offer.soldLitres + f.earlierLitres });
  if (f.litres > left) {
    const tail = left > 0 ? ` Nur noch ${formatCbm(left, f.brand)} cbm verfügbar.` : '';
    return refusal('NOT_ENOUGH_VOLUME', `${ERROR_MESSAGES.NOT_ENOUGH_VOLUME}${tail}`);
  }
  return null;
}

/**
 * The price a line is sold at: the seller's price plus a child account's surcharge (0 for everyone
 * else), as charged (whole cents per 100 L, decision 049; a fixed price stored with 4 decimals too). Spec section 5: at or below zero it is refused, as the market leaves such a price out.
 */
export function finalLinePriceE4(sellerPriceE4: number, childAdjustmentE4: number): number | LineRefusal {
  // Decision 049: a price is charged in whole cents per 100 L; an adjustment with 4 decimals is rounded off.
  const priceE4 = chargedPriceE4(childPriceE4(sellerPriceE4, childAdjustmentE4));
  return isOrderablePrice(sellerPriceE4, priceE4) ? priceE4 : refusal('PRICE_NOT_POSITIVE');
}

/**
 * Litres already ordered today (earlier lines of the same submit included) plus this line stay within
 * a daily limit (null: none). One rule for the seller's limit per product and a parent's per child.
 */
export function dailyLimitRefusal(
  limitLitres: number | null,
  orderedLitres: number,
  litres: number,
): LineRefusal | null {
  return withinChildDailyLimit(limitLitres, orderedLitres, litres) ? null : refusal('DAILY_LIMIT_REACHED');
}

/** Without a credit limit nothing is ordered on credit; with one, used plus this order stays within it. */
export function creditRefusal(limitMinor: number | null, usedMinor: number, grossMinor: number): LineRefusal | null {
  return limitMinor === null || usedMinor + grossMinor > limitMinor ? refusal('INSUFFICIENT_CREDIT') : null;
}

/** What the rules read of an additive offer (issue 17). */
export type AdditiveLineOffer = AdditiveUnitLimits & {
  sellerAccountId: number;
  productId: number;
  status: string;
  /**
   * The offer is in the additive market: its seller active, with the account feature productAdditives
   * and a seller kind that sells additives, its product and purchase unit active.
   */
  listed: boolean;
};

/** What the rules read of the seller's terms for the buyer on the additive market (null: no relationship). */
export type AdditiveLineTerms = {
  canTrade: boolean;
  additivesEnabled: boolean;
  additiveProducts: ReadonlyArray<{ productId: number }>;
};

export type AdditiveLineFacts = {
  offer: AdditiveLineOffer | null;
  singleSeller: { sellerId: number | null } | null;
  terms: AdditiveLineTerms | null;
  units: number;
  /** Units of the same offer taken by earlier lines of the same submit. */
  earlierUnits: number;
};

/**
 * The first rule an additive line breaks, or null (spec sections 4 and 5): the offer ACTIVE and listed
 * (seller, product and unit), the buyer connected (both statuses ENABLED), additives enabled for the
 * buyer and the product allowed to it, the number of units between min and max and no more than is
 * left. An offer the buyer never saw in its additive market is "not available", as on the spot market.
 */
export function additiveLineRefusal(f: AdditiveLineFacts): LineRefusal | null {
  const { offer, terms } = f;
  if (!offer || offer.status !== 'ACTIVE' || !offer.listed) return refusal('OFFER_NOT_AVAILABLE');
  if (f.singleSeller && offer.sellerAccountId !== f.singleSeller.sellerId) return refusal('OFFER_NOT_AVAILABLE');
  if (!terms || !terms.canTrade) return refusal('NOT_CONNECTED');
  if (!terms.additivesEnabled) return refusal('ADDITIVES_NOT_ENABLED');
  if (!terms.additiveProducts.some((p) => p.productId === offer.productId)) return refusal('OFFER_NOT_AVAILABLE');
  return additiveUnitsRefusal(f.units, { ...offer, soldUnits: offer.soldUnits + f.earlierUnits });
}
