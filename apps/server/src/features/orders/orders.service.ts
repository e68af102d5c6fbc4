import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderDetail, PlaceOrderRequest } from '@fuel/domain/contracts/orders';
import { currencyOf } from '@fuel/domain/brands/currency';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { startOfDay, zonedParts } from '@fuel/domain/formats/date';
import { businessDate } from '@fuel/domain/offers/business-time';
import { collectionWindow } from '@fuel/domain/offers/offer-rules';
import { invoiceFor, litresFromCbm } from '@fuel/domain/pricing/money';
import type { PriceBasis } from '@fuel/domain/pricing/live-pricing';
import { vatFor } from '@fuel/domain/tax/vat';
import { childTerminalAllowed, shortenCollectionWindow, withinChildDailyLimit } from '@fuel/domain/trading/child-account-rules';
import { addDays } from '@fuel/domain/trading/credit';
import { contractNumber, generatePickupNumber, liftingMasterNumber } from '@fuel/domain/trading/order-numbers';
import { canSellerDecide, type SellerDecision } from '@fuel/domain/trading/order-status';
import type { Db, DbOrTx } from '../../db/client';
import { basketReservations } from '../../db/schema';
import type { MailMessage } from '../../plugins/mail';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { isPgError } from '../../shared/pg-errors';
import type { Platform } from '../brand/platform';
import type { MarketData } from '../market-data/market-data.plugin';
import { getPlatformSettings, singleSellerOf } from '../brand/platform.service';
import { getBuyerTerms, type BuyerTermsForTrading } from '../buyer-management/buyer-terms.repository';
import { childLitresToday, childOrderSettings } from '../child-accounts/child-accounts.service';
import { sideOf, toOrderDetail } from './order-detail';
import { orderConfirmationMail, orderDecisionMail } from './orders.mails';
import {
  addSoldLitres,
  deleteReservationsById,
  findAccountMailRecipients,
  findOrderDetailRows,
  findOrderIdsByIdempotencyKey,
  findUserEmail,
  insertOrder,
  litresOrderedSince,
  lockOffersForTrade,
  lockOrder,
  nextContractSequenceValue,
  releaseSoldLitres,
  updateOrderStatus,
  type OfferForTrade,
} from './orders.repository';
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
  type BuyerAccount,
  type LinePrice,
  type LinePriceDeps,
} from './trade-rules';

export type OrdersDeps = {
  db: Db;
  platform: Platform;
  now: () => Date;
  mailer: { send(message: MailMessage): Promise<void> };
  log: FastifyBaseLogger;
  marketData: Pick<MarketData, 'quotes'>;
  livePriceMaxAgeMs: number;
};

export type PlaceOrdersResult = { replayed: boolean; orders: OrderDetail[] };

type Reservation = typeof basketReservations.$inferSelect;
type Line = { offerId: number; litres: number; buyer: BuyerAccount; reservation: Reservation | null };

const NOT_FOUND = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);

/**
 * Places the basket (or the given items) as orders, all lines or none, in ONE transaction:
 * offers are locked FOR UPDATE (id order), then the buyer's relationship with each seller
 * (credit and daily limit are per buyer and seller, so that lock serialises one buyer's orders),
 * then volume, credit and daily limit are checked against current rows and the orders written.
 * The same (user, idempotency key) always answers with the orders of the first submit.
 */
export async function placeOrders(deps: OrdersDeps, auth: AuthContext, body: PlaceOrderRequest, headerKey?: string): Promise<PlaceOrdersResult> {
  const key = body.idempotencyKey ?? headerKey;
  if (!key || (body.idempotencyKey && headerKey && body.idempotencyKey !== headerKey)) {
    throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, {
      idempotencyKey: 'Bitte senden Sie genau einen Idempotenzschlüssel (UUID) mit.',
    });
  }
  const earlier = await findOrderIdsByIdempotencyKey(deps.db, auth.userId, key);
  if (earlier.length > 0) return { replayed: true, orders: await detailsFor(deps.db, earlier, auth.accountId) };

  if (!body.confirmTerms || !body.confirmBookingChecked) {
    const fields: Record<string, string> = {};
    if (!body.confirmTerms) fields.confirmTerms = 'Bitte akzeptieren Sie die AGB.';
    if (!body.confirmBookingChecked) fields.confirmBookingChecked = 'Bitte bestätigen Sie, dass Sie die Buchung geprüft haben.';
    throw new AppError(422, 'ORDER_CONFIRMATION_REQUIRED', ERROR_MESSAGES.ORDER_CONFIRMATION_REQUIRED, fields);
  }
  const settings = await getPlatformSettings(deps.db, deps.platform);
  if (settings.features.PURCHASING_DISABLED) throw tradeError('PURCHASING_DISABLED');

  let outcome: { replayed: boolean; ids: number[] };
  try {
    outcome = await withRetry(() => deps.db.transaction((tx) => placeInTransaction(tx, deps, auth, body, key, settings.features)));
  } catch (err) {
    if (err instanceof AppError) throw err;
    // A concurrent submit with the same key won the unique index: answer with its orders.
    if (isPgError(err, '23505', 'orders_idempotency_idx')) {
      const ids = await findOrderIdsByIdempotencyKey(deps.db, auth.userId, key);
      if (ids.length > 0) return { replayed: true, orders: await detailsFor(deps.db, ids, auth.accountId) };
    }
    deps.log.error({ err }, 'order placement failed');
    throw tradeError('BASKET_TECHNICAL_ERROR');
  }
  const orders = await detailsFor(deps.db, outcome.ids, auth.accountId);
  if (!outcome.replayed) await mailPlacedOrders(deps, auth.userId, orders);
  return { replayed: outcome.replayed, orders };
}

async function placeInTransaction(
  tx: DbOrTx,
  deps: OrdersDeps,
  auth: AuthContext,
  body: PlaceOrderRequest,
  key: string,
  features: Record<string, boolean>,
): Promise<{ replayed: boolean; ids: number[] }> {
  const now = deps.now();
  const today = businessDate(now);
  const lines = await resolveLines(tx, auth, body);

  const offers = await lockOffersForTrade(tx, [...new Set(lines.map((l) => l.offerId))].sort((a, b) => a - b));
  // Read after the lock: a concurrent submit with this key that got here first has committed by now.
  const earlier = await findOrderIdsByIdempotencyKey(tx, auth.userId, key);
  if (earlier.length > 0) return { replayed: true, ids: earlier };

  const single = await singleSellerOf(tx, deps.platform);
  for (const line of lines) {
    const offer = offers.get(line.offerId);
    assertOfferOrderable(offer, now);
    assertPlatformSeller(single, offer);
    assertQuantityInRange(offer, line.litres, deps.platform.brand.id);
  }

  // One relationship lock per buyer-seller pair, in a fixed order.
  const pairs = [...new Map(lines.map((l) => [`${l.buyer.id}:${offers.get(l.offerId)!.sellerAccountId}`, l])).values()]
    .map((l) => ({ buyerAccountId: l.buyer.id, sellerAccountId: offers.get(l.offerId)!.sellerAccountId }))
    .sort((a, b) => a.buyerAccountId - b.buyerAccountId || a.sellerAccountId - b.sellerAccountId);
  const terms = new Map<string, BuyerTermsForTrading | null>();
  for (const p of pairs) {
    terms.set(`${p.buyerAccountId}:${p.sellerAccountId}`, await getBuyerTerms(tx, p.buyerAccountId, p.sellerAccountId, { lock: true, today }));
  }

  // A child account's parent settings (price, window, terminals, daily limit over all sellers), locked
  // after the relationships and in id order, so one child's placements run one after the other.
  const childSettings = new Map<number, Awaited<ReturnType<typeof childOrderSettings>>>();
  for (const buyer of [...new Map(lines.map((l) => [l.buyer.id, l.buyer])).values()].sort((a, b) => a.id - b.id)) {
    childSettings.set(buyer.id, await childOrderSettings(tx, buyer, { lock: true }));
  }
  const pendingChildLitres = new Map<number, number>();

  const priceDeps: LinePriceDeps = { db: tx, marketData: deps.marketData, maxAgeMs: deps.livePriceMaxAgeMs, currency: currencyOf(features) };
  const pendingGross = new Map<string, number>();
  const pendingLitres = new Map<string, number>();
  const ids: number[] = [];
  const since = startOfDay(now);
  const year = zonedParts(now).year;
  for (const [index, line] of lines.entries()) {
    const offer = offers.get(line.offerId)!;
    const pair = `${line.buyer.id}:${offer.sellerAccountId}`;
    const pairTerms = terms.get(pair) ?? null;
    assertTradingAllowed(pairTerms, offer);
    const productTerms = pairTerms.products.find((p) => p.productId === offer.productId)!;
    const child = childSettings.get(line.buyer.id) ?? null;
    if (child && !childTerminalAllowed(child.terminalIds, offer.terminalId)) throw tradeError('OFFER_NOT_AVAILABLE');

    const { priceE4, basis } = await linePrice(priceDeps, line, offer, pairTerms, now, child?.priceAdjustmentE4 ?? 0);
    const deliveryAddressId = await resolveDeliveryAddress(tx, offer, line.buyer.id, body.deliveryAddressId ?? line.reservation?.deliveryAddressId);
    assertVolumeLeft(offer, line.litres, deps.platform.brand.id);

    if (productTerms.dailyLimitLitres !== null) {
      const dayKey = `${pair}:${offer.productId}`;
      const ordered = (await litresOrderedSince(tx, { buyerAccountId: line.buyer.id, sellerAccountId: offer.sellerAccountId, productId: offer.productId, since })) + (pendingLitres.get(dayKey) ?? 0);
      if (ordered + line.litres > productTerms.dailyLimitLitres) throw tradeError('DAILY_LIMIT_REACHED');
      pendingLitres.set(dayKey, (pendingLitres.get(dayKey) ?? 0) + line.litres);
    }

    if (child && child.dailyLimitLitres !== null) {
      const ordered = (await childLitresToday(tx, line.buyer.id, now)) + (pendingChildLitres.get(line.buyer.id) ?? 0);
      if (!withinChildDailyLimit(child.dailyLimitLitres, ordered, line.litres)) throw tradeError('DAILY_LIMIT_REACHED');
      pendingChildLitres.set(line.buyer.id, (pendingChildLitres.get(line.buyer.id) ?? 0) + line.litres);
    }

    const vat = vatFor(line.buyer.country, Boolean(features.SWISS_VAT));
    const invoice = invoiceFor(line.litres, priceE4, vat.rateBasisPoints);
    const used = pairTerms.usedMinor + (pendingGross.get(pair) ?? 0);
    if (pairTerms.creditLimitMinor === null || used + invoice.grossMinor > pairTerms.creditLimitMinor) throw tradeError('INSUFFICIENT_CREDIT');
    pendingGross.set(pair, (pendingGross.get(pair) ?? 0) + invoice.grossMinor);

    const window = shortenCollectionWindow(collectionWindow(offer, today), child?.collectionShorteningDays ?? 0);
    const sequence = await nextContractSequenceValue(tx);
    const orderId = await insertOrder(tx, {
      contractNumber: contractNumber(year, sequence),
      liftingMasterNumber: liftingMasterNumber(offer.terminalCode, year, sequence),
      pickupNumber: generatePickupNumber(),
      market: 'SPOT',
      status: 'OPEN',
      offerId: offer.id,
      offerVersion: offer.version,
      sellerAccountId: offer.sellerAccountId,
      buyerAccountId: line.buyer.id,
      buyerUserId: auth.userId,
      productId: offer.productId,
      terminalId: offer.terminalId,
      deliveryRegionId: offer.deliveryRegionId,
      deliveryAddressId,
      litres: line.litres,
      pricePer100lE4: priceE4,
      priceBasis: basis,
      currency: currencyOf(features),
      netMinor: invoice.netMinor,
      vatRateBp: vat.rateBasisPoints,
      vatMinor: invoice.vatMinor,
      grossMinor: invoice.grossMinor,
      paymentTermId: child?.paymentTermId ?? pairTerms.paymentTermId,
      creditDays: productTerms.creditDays,
      collectionStartDate: window.collectionStartDate,
      collectionEndDate: window.collectionEndDate,
      dueDate: addDays(window.collectionEndDate, productTerms.creditDays),
      idempotencyKey: index === 0 ? key : `${key}#${index + 1}`,
      createdAt: now,
      updatedAt: now,
    });
    await addSoldLitres(tx, offer.id, line.litres, now);
    offer.soldLitres += line.litres;
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: line.buyer.id,
      entity: 'order',
      entityId: orderId,
      action: 'order.placed',
      details: { offerId: offer.id, litres: line.litres, pricePer100lE4: priceE4, grossMinor: invoice.grossMinor, sellerAccountId: offer.sellerAccountId },
      at: now,
    });
    ids.push(orderId);
  }
  await deleteReservationsById(tx, lines.flatMap((l) => (l.reservation ? [l.reservation.id] : [])));
  return { replayed: false, ids };
}

/** The lines of a submit: the caller's own reservations, or items ordered at the current price. */
async function resolveLines(tx: DbOrTx, auth: AuthContext, body: PlaceOrderRequest): Promise<Line[]> {
  if (body.reservationIds) {
    const wanted = [...new Set(body.reservationIds)];
    const rows = await tx
      .select()
      .from(basketReservations)
      .where(and(inArray(basketReservations.id, wanted), eq(basketReservations.userId, auth.userId)));
    // A reservation that is gone (ordered, removed) or not the caller's cannot be ordered.
    if (rows.length !== wanted.length) throw tradeError('OFFER_NOT_AVAILABLE');
    const lines: Line[] = [];
    for (const r of rows.sort((a, b) => a.offerId - b.offerId || a.id - b.id)) {
      lines.push({ offerId: r.offerId, litres: r.litres, buyer: await resolveBuyerAccount(tx, auth, r.buyerAccountId), reservation: r });
    }
    return lines;
  }
  const lines: Line[] = [];
  for (const item of [...(body.items ?? [])].sort((a, b) => a.offerId - b.offerId)) {
    lines.push({ offerId: item.offerId, litres: litresFromCbm(item.quantityCbm), buyer: await resolveBuyerAccount(tx, auth, item.childAccountId), reservation: null });
  }
  return lines;
}

/**
 * A live reservation holds its price (and the market data of a live price). An expired one still
 * orders when the price has not moved; when it has, the offer as reserved is no longer available.
 * Changed buyer terms always refuse. A child account pays the price plus its parent's adjustment.
 */
async function linePrice(
  deps: LinePriceDeps,
  line: Line,
  offer: OfferForTrade,
  terms: BuyerTermsForTrading,
  now: Date,
  childAdjustmentE4: number,
): Promise<LinePrice> {
  const { reservation } = line;
  if (reservation && reservation.termsVersion !== terms.termsVersion) throw tradeError('PAYMENT_TERM_CHANGED');
  if (reservation && reservation.expiresAt.getTime() > now.getTime()) {
    // The reserved price already holds the child's surcharge; it is checked again all the same.
    return finalLinePrice({ priceE4: reservation.pricePer100lE4, basis: (reservation.priceBasis as PriceBasis | null) ?? null }, 0);
  }
  const price = finalLinePrice(await currentPrice(deps, offer, line.buyer.id, now), childAdjustmentE4);
  if (reservation && reservation.pricePer100lE4 !== price.priceE4) throw tradeError('OFFER_NOT_AVAILABLE');
  return price;
}

async function detailsFor(db: DbOrTx, ids: number[], accountId: number): Promise<OrderDetail[]> {
  const rows = await findOrderDetailRows(db, ids);
  return rows.map((row) => toOrderDetail(row, sideOf(row, accountId) ?? 'buyer'));
}

/** Mails go out after the commit; a failing mail never undoes an order. */
async function mailPlacedOrders(deps: OrdersDeps, buyerUserId: number, orders: OrderDetail[]): Promise<void> {
  try {
    const buyerEmail = await findUserEmail(deps.db, buyerUserId);
    const brand = deps.platform.brand.id;
    for (const order of orders) {
      if (buyerEmail) await deps.mailer.send(orderConfirmationMail(buyerEmail, { ...order, side: 'buyer' }, brand, 'buyer'));
      for (const to of await findAccountMailRecipients(deps.db, order.seller.id)) {
        await deps.mailer.send(orderConfirmationMail(to, order, brand, 'seller'));
      }
    }
  } catch (err) {
    deps.log.error({ err }, 'order mails failed');
  }
}

/** GET /api/orders/{id}: the buyer (or its parent account) or the seller; anyone else gets 404. */
export async function getOrder(deps: Pick<OrdersDeps, 'db'>, auth: AuthContext, orderId: number): Promise<OrderDetail> {
  const [row] = await findOrderDetailRows(deps.db, [orderId]);
  const side = row ? sideOf(row, auth.accountId) : null;
  if (!row || !side) throw NOT_FOUND();
  return toOrderDetail(row, side);
}

/**
 * The seller confirms (irreversible) or declines an OPEN or IN_REVIEW order of its own. A decline
 * gives the litres back to the offer; the credit frees itself, as declined orders use none.
 */
export async function decideOrder(
  deps: OrdersDeps,
  auth: AuthContext,
  orderId: number,
  decision: SellerDecision,
  comment: string | undefined,
): Promise<OrderDetail> {
  const now = deps.now();
  const text = comment?.trim() ? comment.trim() : null;
  const order = await deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row || row.sellerAccountId !== auth.accountId) throw NOT_FOUND();
    if (!canSellerDecide(row.status, decision)) throw new AppError(409, 'ORDER_STATUS_LOCKED', ERROR_MESSAGES.ORDER_STATUS_LOCKED);
    await updateOrderStatus(tx, orderId, decision, text ?? row.sellerComment, now);
    if (decision === 'DECLINED' && row.offerId !== null) await releaseSoldLitres(tx, row.offerId, row.litres, now);
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'order',
      entityId: orderId,
      action: decision === 'CONFIRMED' ? 'order.confirmed' : 'order.declined',
      details: { from: row.status, comment: text },
      at: now,
    });
    return row;
  });
  const detail = await getOrder(deps, auth, orderId);
  try {
    const to = await findUserEmail(deps.db, order.buyerUserId);
    if (to) await deps.mailer.send(orderDecisionMail(to, detail, deps.platform.brand.id, text));
  } catch (err) {
    deps.log.error({ err }, 'order decision mail failed');
  }
  return detail;
}

/** Deadlocks and serialization failures are retried; with the fixed lock order they are rare. */
async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (i >= attempts || !(isPgError(err, '40P01') || isPgError(err, '40001'))) throw err;
    }
  }
}
