// The checks an order line passes, shared by the basket (when reserving a price) and placement
// (again, under lock, when ordering). Each failure is one code of spec section 8 with its message.
import type { BrandId } from '@fuel/domain/contracts/identity';
import type { ErrorCode } from '@fuel/domain/contracts/errors';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { formatNumber } from '@fuel/domain/formats/number';
import { cbmFromLitres } from '@fuel/domain/pricing/money';
import { isOfferActiveNow, remainingLitres } from '@fuel/domain/offers/offer-rules';
import { childPriceE4, isOrderablePrice } from '@fuel/domain/trading/child-account-rules';
import { AppError } from '../../shared/app-error';
import type { SingleSeller } from '../brand/platform.service';
import type { BuyerTermsForTrading } from '../buyer-management/buyer-terms.repository';
import { ACTIVE_USER_STATUS } from '@fuel/domain/constants';
import type { DbOrTx } from '../../db/client';
import type { PriceBasis } from '@fuel/domain/pricing/live-pricing';
import { priceLiveOfferNow, type LivePriceDeps } from '../pricing-engine/live-pricing.service';
import { findAccountForTrade, findDeliveryAddressOfAccount, findUserForTrade, type OfferForTrade } from './orders.repository';

/** Refusals of ordering: 409 when the state of the market refuses, 422 when the request cannot be met. */
export function tradeError(code: ErrorCode, message: string = ERROR_MESSAGES[code]): AppError {
  const status = code === 'QUANTITY_OUT_OF_RANGE' || code === 'ORDER_CONFIRMATION_REQUIRED' || code === 'DELIVERY_ADDRESS_REQUIRED' ? 422 : 409;
  return new AppError(status, code, message);
}

export const formatCbm = (litres: number, brand: BrandId) =>
  formatNumber(cbmFromLitres(litres), { brand, decimals: litres % 1000 === 0 ? 0 : 3 });

/** A fixed offer has a stored price, a live one its live params. */
const hasPrice = (offer: OfferForTrade) => (offer.pricingType === 'LIVE' ? offer.livePricing !== null : offer.pricePer100lE4 !== null);

/**
 * Paused, removed, ended, outside the daily window or without a price: not orderable. Volume is
 * left out here (as if nothing were sold): running short is NOT_ENOUGH_VOLUME with what is left.
 */
export function assertOfferOrderable(offer: OfferForTrade | null | undefined, now: Date): asserts offer is OfferForTrade {
  if (!offer || !hasPrice(offer) || !isOfferActiveNow({ ...offer, soldLitres: 0 }, now)) throw tradeError('OFFER_NOT_AVAILABLE');
}

/** Spec section 5 "Ordering": the quantity stays within the offer's min-max. */
export function assertQuantityInRange(offer: OfferForTrade, litres: number, brand: BrandId): void {
  if (litres < offer.minOrderLitres || litres > offer.maxOrderLitres) {
    throw tradeError(
      'QUANTITY_OUT_OF_RANGE',
      `Die Menge muss zwischen ${formatCbm(offer.minOrderLitres, brand)} und ${formatCbm(offer.maxOrderLitres, brand)} cbm liegen.`,
    );
  }
}

/** Not more than is left; the message names what is left when anything is. */
export function assertVolumeLeft(offer: Pick<OfferForTrade, 'totalLitres' | 'soldLitres'>, litres: number, brand: BrandId): void {
  const left = remainingLitres(offer);
  if (litres > left) {
    const tail = left > 0 ? ` Nur noch ${formatCbm(left, brand)} cbm verfügbar.` : '';
    throw tradeError('NOT_ENOUGH_VOLUME', `${ERROR_MESSAGES.NOT_ENOUGH_VOLUME}${tail}`);
  }
}

/**
 * Only an ENABLED relationship (both sides) trades; the seller must also allow the offer's terminal
 * and product for this buyer — otherwise the buyer never saw the offer, so it is "not available".
 */
export function assertTradingAllowed(terms: BuyerTermsForTrading | null, offer: OfferForTrade): asserts terms is BuyerTermsForTrading {
  if (!terms || !terms.canTrade) throw tradeError('NOT_CONNECTED');
  const productAllowed = terms.products.some((p) => p.productId === offer.productId);
  const terminalAllowed = offer.terminalId === null || terms.terminalIds.includes(offer.terminalId);
  if (!productAllowed || !terminalAllowed) throw tradeError('OFFER_NOT_AVAILABLE');
}

/** Single-seller mode: only the platform's one seller trades; any other offer was never in the buyer's market. */
export function assertPlatformSeller(single: SingleSeller | null, offer: Pick<OfferForTrade, 'sellerAccountId'>): void {
  if (single && offer.sellerAccountId !== single.seller?.id) throw tradeError('OFFER_NOT_AVAILABLE');
}

export type LinePriceDeps = LivePriceDeps & { currency: 'EUR' | 'CHF' };
export type LinePrice = { priceE4: number; basis: PriceBasis | null };

/**
 * The price an order line is sold at now, for the ordering account (a child account included): the
 * stored price of a fixed offer, the engine's price for that account of a live one with the market
 * data it used. Without fresh market data a live offer cannot be priced (409 MARKET_DATA_UNAVAILABLE).
 */
export async function currentPrice(deps: LinePriceDeps, offer: OfferForTrade, buyerAccountId: number, now: Date): Promise<LinePrice> {
  if (offer.pricingType !== 'LIVE') {
    if (offer.pricePer100lE4 === null) throw tradeError('OFFER_NOT_AVAILABLE');
    return { priceE4: offer.pricePer100lE4, basis: null };
  }
  const { result } = await priceLiveOfferNow(deps, offer, buyerAccountId, { currency: deps.currency, now });
  if (!result.ok) throw tradeError('MARKET_DATA_UNAVAILABLE');
  return { priceE4: result.pricePer100lE4, basis: result.basis };
}

/**
 * The price a line is sold at: the seller's price plus a child account's surcharge (0 for everyone
 * else). Spec section 5: at or below zero it is refused (PRICE_NOT_POSITIVE), as the market leaves it out.
 */
export function finalLinePrice(price: LinePrice, childAdjustmentE4: number): LinePrice {
  const priceE4 = childPriceE4(price.priceE4, childAdjustmentE4);
  if (!isOrderablePrice(price.priceE4, priceE4)) throw tradeError('PRICE_NOT_POSITIVE');
  return { priceE4, basis: price.basis };
}

export type TradeAuth = { userId: number; accountId: number; roles: string[] };

/**
 * The account an order is placed for: the caller's own, or a child account of it. Refused with
 * ORDER_NOT_POSSIBLE (contact the operator) when the user may not purchase (role MyOffers_Purchase)
 * or the user or account is blocked or not enabled for online trading.
 */
export async function resolveBuyerAccount(db: DbOrTx, auth: TradeAuth, childAccountId: number | undefined) {
  // One after the other: db may be a transaction, whose single connection runs one query at a time.
  const user = await findUserForTrade(db, auth.userId);
  const own = await findAccountForTrade(db, auth.accountId);
  const allowed = (a: typeof own) => a && a.type === 'buyer' && a.status === 'ACTIVE' && a.onlineTradingEnabled;
  if (!user || user.statusId !== ACTIVE_USER_STATUS || !user.roles.includes('MyOffers_Purchase') || !allowed(own)) {
    throw tradeError('ORDER_NOT_POSSIBLE');
  }
  if (childAccountId === undefined || childAccountId === auth.accountId) return own!;
  const child = await findAccountForTrade(db, childAccountId);
  if (!child || child.parentAccountId !== auth.accountId) throw new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
  if (!allowed(child)) throw tradeError('ORDER_NOT_POSSIBLE');
  return child;
}
export type BuyerAccount = Awaited<ReturnType<typeof resolveBuyerAccount>> & {};

/** Delivered offers need one of the buyer account's active delivery addresses. */
export async function resolveDeliveryAddress(db: DbOrTx, offer: OfferForTrade, buyerAccountId: number, addressId: number | null | undefined): Promise<number | null> {
  if (offer.deliveryRegionId === null) return null;
  if (!addressId || !(await findDeliveryAddressOfAccount(db, addressId, buyerAccountId))) throw tradeError('DELIVERY_ADDRESS_REQUIRED');
  return addressId;
}
