// The basket: a buyer reserves an offer's current price for BASKET_RESERVATION_SECONDS. A line is
// evaluated as placement will evaluate it, except for credit and daily limits.
import type {
  Basket,
  BasketCredit,
  CreateReservationRequest,
  Reservation,
  ReservationResponse,
} from '@fuel/domain/contracts/basket';
import { basketCredit } from '@fuel/domain/trading/basket-credit';
import { creditKey } from '@fuel/domain/trading/shared-credit';
import { currencyOf } from '@fuel/domain/brands/currency';
import type { PriceBasis } from '@fuel/domain/pricing/live-pricing';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { businessDate } from '@fuel/domain/offers/business-time';
import {
  cbmFromLitres,
  invoiceFor,
  litresFromCbm,
  majorFromMinor,
  minorFromMajor,
  priceInputFromPer100lE4,
} from '@fuel/domain/pricing/money';
import { vatFor } from '@fuel/domain/tax/vat';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import type { PlatformSettings } from '../../plugins/platform';
import { termsForTrading } from '../buyer-management/buyer-terms.service';
import { childOrderSettings } from '../child-accounts/child-accounts.service';
import { resolveBuyerAccount, type BuyerAccount } from './buyer-account';
import { currentRows, evaluateOrderLine, lineCollectionWindow, type OrderLine } from './order-line';
import { marketOf } from './markets';
import { purchasingSettings, readPlatformSettings, tradeContext, type TradingDeps } from './trading.service';
import {
  deleteReservation,
  findAccountForTrade,
  findReservationOfUser,
  findReservationsOfUser,
  replaceReservation,
  updateReservation,
  type OfferForTrade,
  type ReservationRow,
} from './trading.repository';

export type BasketDeps = Pick<
  TradingDeps,
  'db' | 'platform' | 'now' | 'marketData' | 'livePriceMaxAgeMs' | 'reservationSeconds'
>;

const NOT_FOUND = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);

/** A basket line evaluated now, without locks; only the spot market has a basket. */
async function evaluateBasketLine(
  deps: BasketDeps,
  settings: PlatformSettings,
  line: Omit<OrderLine, 'market' | 'held'>,
) {
  const ctx = await tradeContext(deps, deps.db, settings);
  const evaluated = await evaluateOrderLine(
    ctx,
    currentRows(ctx),
    { ...line, market: 'spot', held: null },
    { earlierLitres: 0, addressRequired: false },
  );
  return { ...evaluated, ctx, expiresAt: new Date(ctx.now.getTime() + deps.reservationSeconds * 1000) };
}

/** POST /api/basket: holds the offer's current price for the buyer for the configured seconds. */
export async function createReservation(
  deps: BasketDeps,
  auth: AuthContext,
  body: CreateReservationRequest,
): Promise<ReservationResponse> {
  const settings = await purchasingSettings(deps);
  const buyer = await resolveBuyerAccount(deps.db, auth, body.childAccountId);
  const line = {
    offerId: body.offerId,
    litres: litresFromCbm(body.quantityCbm),
    buyer,
    deliveryAddressId: body.deliveryAddressId,
  };
  const { ctx, offer, terms, priceE4, basis, steps, deliveryAddressId, expiresAt } = await evaluateBasketLine(
    deps,
    settings,
    line,
  );
  const row = await replaceReservation(deps.db, {
    buyerAccountId: buyer.id,
    userId: auth.userId,
    offerId: offer.id,
    offerVersion: offer.version,
    termsVersion: terms.termsVersion,
    litres: line.litres,
    pricePer100lE4: priceE4,
    priceBasis: basis,
    priceSteps: steps,
    deliveryAddressId,
    expiresAt,
    createdAt: ctx.now,
  });
  return { reservation: await toReservation(deps, row, offer, settings, ctx.now), serverTime: ctx.now.toISOString() };
}

/** GET /api/basket: the caller's reservations, expired ones included (they can be refreshed). */
export async function getBasket(deps: BasketDeps, auth: AuthContext): Promise<Basket> {
  const settings = await readPlatformSettings(deps);
  const now = deps.now();
  const items: Reservation[] = [];
  for (const row of await findReservationsOfUser(deps.db, auth.userId)) {
    const offer = await marketOf('spot').find(deps.db, row.offerId, now);
    if (offer) items.push(await toReservation(deps, row, offer, settings, now));
  }
  const sum = (pick: (r: Reservation) => number) =>
    Math.round(items.reduce((s, r) => s + Math.round(pick(r) * 100), 0)) / 100;
  return {
    items,
    totals: {
      net: sum((r) => r.amounts.net),
      vat: sum((r) => r.amounts.vat),
      gross: sum((r) => r.amounts.gross),
      currency: currencyOf(settings.features),
    },
    credit: await creditAfterBasket(deps, items, now),
    serverTime: now.toISOString(),
  };
}

/** Per buyer account and seller of the basket: free credit now and after ordering every line (as placement counts it). */
async function creditAfterBasket(deps: BasketDeps, items: Reservation[], now: Date): Promise<BasketCredit[]> {
  const today = businessDate(now);
  const terms = new Map<string, { limitMinor: number | null; usedMinor: number; creditKey: string; shared: boolean }>();
  for (const item of items) {
    const key = `${item.buyerAccount.id}:${item.seller.id}`;
    if (terms.has(key)) continue;
    const found = await termsForTrading(
      deps.db,
      { buyerAccountId: item.buyerAccount.id, sellerAccountId: item.seller.id },
      { today },
    );
    terms.set(key, {
      limitMinor: found?.canTrade ? found.creditLimitMinor : null,
      usedMinor: found?.usedMinor ?? 0,
      creditKey: creditKey(item.buyerAccount.id, item.seller.id, found?.creditPool ?? null),
      shared: Boolean(found?.creditPool),
    });
  }
  const lines = items.map((i) => ({
    buyerAccountId: i.buyerAccount.id,
    sellerId: i.seller.id,
    grossMinor: minorFromMajor(i.amounts.gross),
  }));
  const pairs = basketCredit(lines, (buyer, seller) => terms.get(`${buyer}:${seller}`)!);
  return pairs.map((p) => {
    const item = items.find((i) => i.buyerAccount.id === p.buyerAccountId && i.seller.id === p.sellerId)!;
    return {
      buyerAccount: item.buyerAccount,
      seller: item.seller,
      limit: p.limitMinor === null ? null : majorFromMinor(p.limitMinor),
      free: majorFromMinor(p.freeMinor),
      basketGross: majorFromMinor(p.basketGrossMinor),
      leftAfter: majorFromMinor(p.leftAfterMinor),
      enough: p.enough,
      shared: terms.get(`${p.buyerAccountId}:${p.sellerId}`)!.shared,
    };
  });
}

/** POST /api/basket/{id}/refresh: the current price and a new expiry, after checking the offer again. */
export async function refreshReservation(
  deps: BasketDeps,
  auth: AuthContext,
  id: number,
): Promise<ReservationResponse> {
  const settings = await purchasingSettings(deps);
  const row = await findReservationOfUser(deps.db, auth.userId, id);
  if (!row) throw NOT_FOUND();
  const buyer: BuyerAccount = await resolveBuyerAccount(deps.db, auth, row.buyerAccountId);
  const line = { offerId: row.offerId, litres: row.litres, buyer, deliveryAddressId: undefined };
  const { ctx, offer, terms, priceE4, basis, steps, expiresAt } = await evaluateBasketLine(deps, settings, line);
  const updated = await updateReservation(deps.db, row.id, {
    pricePer100lE4: priceE4,
    priceBasis: basis,
    priceSteps: steps,
    offerVersion: offer.version,
    termsVersion: terms.termsVersion,
    expiresAt,
  });
  return {
    reservation: await toReservation(deps, updated, offer, settings, ctx.now),
    serverTime: ctx.now.toISOString(),
  };
}

export async function removeReservation(deps: BasketDeps, auth: AuthContext, id: number): Promise<{ deleted: true }> {
  if (!(await deleteReservation(deps.db, auth.userId, id))) throw NOT_FOUND();
  return { deleted: true };
}

async function toReservation(
  deps: BasketDeps,
  row: ReservationRow,
  offer: OfferForTrade,
  settings: PlatformSettings,
  now: Date,
): Promise<Reservation> {
  const buyer = await findAccountForTrade(deps.db, row.buyerAccountId);
  const vat = vatFor(buyer?.country ?? 'DE', Boolean(settings.features.SWISS_VAT));
  const invoice = invoiceFor(row.litres, row.pricePer100lE4, vat.rateBasisPoints);
  const child = buyer ? await childOrderSettings(deps.db, buyer) : null;
  const window = lineCollectionWindow(offer, child, businessDate(now));
  return {
    id: row.id,
    offerId: offer.id,
    seller: { id: offer.sellerAccountId, name: offer.sellerName },
    product: { id: offer.productId, name: offer.productName },
    terminal:
      offer.terminalId !== null && offer.terminalName
        ? { id: offer.terminalId, name: offer.terminalName, city: offer.terminalCity ?? '' }
        : null,
    delivered: offer.deliveryRegionId !== null,
    deliveryAddressId: row.deliveryAddressId,
    buyerAccount: { id: row.buyerAccountId, name: buyer?.name ?? '' },
    quantityCbm: cbmFromLitres(row.litres),
    minOrderCbm: cbmFromLitres(offer.minOrderLitres),
    maxOrderCbm: cbmFromLitres(offer.maxOrderLitres),
    pricePer100l: priceInputFromPer100lE4(row.pricePer100lE4, 'EUR_100L15'),
    priceBasis: (row.priceBasis as PriceBasis | null) ?? null,
    priceSteps: row.priceSteps ?? null,
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
