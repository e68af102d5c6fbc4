import type { Basket, CreateReservationRequest, Reservation, ReservationResponse } from '@fuel/domain/contracts/basket';
import { currencyOf } from '@fuel/domain/brands/currency';
import type { PriceBasis } from '@fuel/domain/pricing/live-pricing';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { businessDate } from '@fuel/domain/offers/business-time';
import { collectionWindow } from '@fuel/domain/offers/offer-rules';
import { cbmFromLitres, invoiceFor, litresFromCbm, majorFromMinor, priceInputFromPer100lE4 } from '@fuel/domain/pricing/money';
import { vatFor } from '@fuel/domain/tax/vat';
import { childTerminalAllowed, shortenCollectionWindow } from '@fuel/domain/trading/child-account-rules';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import type { Platform } from '../brand/platform';
import type { MarketData } from '../market-data/market-data.plugin';
import { getPlatformSettings, singleSellerOf, type PlatformSettings } from '../brand/platform.service';
import { getBuyerTerms } from '../buyer-management/buyer-terms.repository';
import { childOrderSettings } from '../child-accounts/child-accounts.service';
import { findAccountForTrade, findOfferForTrade, type OfferForTrade } from '../orders/orders.repository';
import {
  assertOfferOrderable,
  assertPlatformSeller,
  assertQuantityInRange,
  assertTradingAllowed,
  assertVolumeLeft,
  currentPrice,
  finalLinePrice,
  resolveBuyerAccount,
  resolveDeliveryAddress,
  tradeError,
} from '../orders/trade-rules';
import { deleteReservation, findReservationOfUser, findReservationsOfUser, replaceReservation, updateReservation, type ReservationRow } from './basket.repository';

export type BasketDeps = {
  db: Db;
  platform: Platform;
  now: () => Date;
  reservationSeconds: number;
  marketData: Pick<MarketData, 'quotes'>;
  livePriceMaxAgeMs: number;
};

const NOT_FOUND = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);

async function purchasingSettings(deps: BasketDeps): Promise<PlatformSettings> {
  const settings = await getPlatformSettings(deps.db, deps.platform);
  if (settings.features.PURCHASING_DISABLED) throw tradeError('PURCHASING_DISABLED');
  return settings;
}

/**
 * Everything ordering would check now, except credit and daily limit (those are decided at placement).
 * A live offer is priced by the engine for the ordering account now; its basis is reserved with it.
 */
async function checkLine(
  deps: BasketDeps,
  settings: PlatformSettings,
  offer: OfferForTrade | null,
  buyer: { id: number; parentAccountId: number | null },
  litres: number,
  now: Date,
) {
  assertOfferOrderable(offer, now);
  assertPlatformSeller(await singleSellerOf(deps.db, deps.platform), offer);
  const terms = await getBuyerTerms(deps.db, buyer.id, offer.sellerAccountId, { today: businessDate(now) });
  assertTradingAllowed(terms, offer);
  // A child account orders only at the terminals its parent allows, at the price plus the parent's adjustment.
  const child = await childOrderSettings(deps.db, buyer);
  if (child && !childTerminalAllowed(child.terminalIds, offer.terminalId)) throw tradeError('OFFER_NOT_AVAILABLE');
  assertQuantityInRange(offer, litres, deps.platform.brand.id);
  assertVolumeLeft(offer, litres, deps.platform.brand.id);
  const price = await currentPrice(
    { db: deps.db, marketData: deps.marketData, maxAgeMs: deps.livePriceMaxAgeMs, currency: currencyOf(settings.features) },
    offer,
    buyer.id,
    now,
  );
  const final = finalLinePrice(price, child?.priceAdjustmentE4 ?? 0);
  return { offer, terms, priceE4: final.priceE4, priceBasis: final.basis };
}

/** POST /api/basket: holds the offer's current price for the buyer for the configured seconds. */
export async function createReservation(deps: BasketDeps, auth: AuthContext, body: CreateReservationRequest): Promise<ReservationResponse> {
  const settings = await purchasingSettings(deps);
  const now = deps.now();
  const buyer = await resolveBuyerAccount(deps.db, auth, body.childAccountId);
  const litres = litresFromCbm(body.quantityCbm);
  const { offer, terms, priceE4, priceBasis } = await checkLine(deps, settings, await findOfferForTrade(deps.db, body.offerId), buyer, litres, now);
  const deliveryAddressId = body.deliveryAddressId ? await resolveDeliveryAddress(deps.db, offer, buyer.id, body.deliveryAddressId) : null;
  const row = await replaceReservation(deps.db, {
    buyerAccountId: buyer.id,
    userId: auth.userId,
    offerId: offer.id,
    offerVersion: offer.version,
    termsVersion: terms.termsVersion,
    litres,
    pricePer100lE4: priceE4,
    priceBasis,
    deliveryAddressId,
    expiresAt: new Date(now.getTime() + deps.reservationSeconds * 1000),
    createdAt: now,
  });
  return { reservation: await toReservation(deps, row, offer, settings, now), serverTime: now.toISOString() };
}

/** GET /api/basket: the caller's reservations, expired ones included (they can be refreshed). */
export async function getBasket(deps: BasketDeps, auth: AuthContext): Promise<Basket> {
  const settings = await getPlatformSettings(deps.db, deps.platform);
  const now = deps.now();
  const items: Reservation[] = [];
  for (const row of await findReservationsOfUser(deps.db, auth.userId)) {
    const offer = await findOfferForTrade(deps.db, row.offerId);
    if (offer) items.push(await toReservation(deps, row, offer, settings, now));
  }
  const sum = (pick: (r: Reservation) => number) => Math.round(items.reduce((s, r) => s + Math.round(pick(r) * 100), 0)) / 100;
  return {
    items,
    totals: { net: sum((r) => r.amounts.net), vat: sum((r) => r.amounts.vat), gross: sum((r) => r.amounts.gross), currency: currencyOf(settings.features) },
    serverTime: now.toISOString(),
  };
}

/** POST /api/basket/{id}/refresh: the current price and a new expiry, after checking the offer again. */
export async function refreshReservation(deps: BasketDeps, auth: AuthContext, id: number): Promise<ReservationResponse> {
  const settings = await purchasingSettings(deps);
  const now = deps.now();
  const row = await findReservationOfUser(deps.db, auth.userId, id);
  if (!row) throw NOT_FOUND();
  const buyer = await resolveBuyerAccount(deps.db, auth, row.buyerAccountId);
  const { offer, terms, priceE4, priceBasis } = await checkLine(deps, settings, await findOfferForTrade(deps.db, row.offerId), buyer, row.litres, now);
  const updated = await updateReservation(deps.db, row.id, {
    pricePer100lE4: priceE4,
    priceBasis,
    offerVersion: offer.version,
    termsVersion: terms.termsVersion,
    expiresAt: new Date(now.getTime() + deps.reservationSeconds * 1000),
  });
  return { reservation: await toReservation(deps, updated, offer, settings, now), serverTime: now.toISOString() };
}

export async function removeReservation(deps: BasketDeps, auth: AuthContext, id: number): Promise<{ deleted: true }> {
  if (!(await deleteReservation(deps.db, auth.userId, id))) throw NOT_FOUND();
  return { deleted: true };
}


async function toReservation(deps: BasketDeps, row: ReservationRow, offer: OfferForTrade, settings: PlatformSettings, now: Date): Promise<Reservation> {
  const buyer = await findAccountForTrade(deps.db, row.buyerAccountId);
  const vat = vatFor(buyer?.country ?? 'DE', Boolean(settings.features.SWISS_VAT));
  const invoice = invoiceFor(row.litres, row.pricePer100lE4, vat.rateBasisPoints);
  const child = buyer ? await childOrderSettings(deps.db, buyer) : null;
  const window = shortenCollectionWindow(collectionWindow(offer, businessDate(now)), child?.collectionShorteningDays ?? 0);
  return {
    id: row.id,
    offerId: offer.id,
    seller: { id: offer.sellerAccountId, name: offer.sellerName },
    product: { id: offer.productId, name: offer.productName },
    terminal: offer.terminalId !== null && offer.terminalName ? { id: offer.terminalId, name: offer.terminalName, city: offer.terminalCity ?? '' } : null,
    delivered: offer.deliveryRegionId !== null,
    deliveryAddressId: row.deliveryAddressId,
    buyerAccount: { id: row.buyerAccountId, name: buyer?.name ?? '' },
    quantityCbm: cbmFromLitres(row.litres),
    minOrderCbm: cbmFromLitres(offer.minOrderLitres),
    maxOrderCbm: cbmFromLitres(offer.maxOrderLitres),
    pricePer100l: priceInputFromPer100lE4(row.pricePer100lE4, 'EUR_100L15'),
    priceBasis: (row.priceBasis as PriceBasis | null) ?? null,
    amounts: {
      net: majorFromMinor(invoice.netMinor),
      vat: majorFromMinor(invoice.vatMinor),
      gross: majorFromMinor(invoice.grossMinor),
      vatRate: vat.rateBasisPoints / 100,
      currency: currencyOf(settings.features),
    },
    collectionStartDate: window.collectionStartDate,
    collectionEndDate: window.collectionEndDate,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}
