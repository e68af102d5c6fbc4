// Order placement: the basket (or items ordered at the current price), a trigger on a contract, or
// units of additive offers become orders, all lines or none, in ONE transaction of named steps. Every market's lines go
// through the same steps; only where the lines come from differs. Decision 034: counters instead of
// sums, the key checked once on its unique index, the offer's volume taken last, mails and audit
// through the outbox.
import { randomUUID } from 'node:crypto';
import type { OrderDetail, PlaceAdditiveOrderRequest, PlaceOrderRequest } from '@fuel/domain/contracts/orders';
import type { PlaceTriggerRequest } from '@fuel/domain/contracts/trigger-contracts';
import type { ErrorCode } from '@fuel/domain/contracts/errors';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { zonedParts } from '@fuel/domain/formats/date';
import type { PriceBasis } from '@fuel/domain/pricing/live-pricing';
import { invoiceFor, litresFromCbm, type Invoice } from '@fuel/domain/pricing/money';
import { invoiceForUnits } from '@fuel/domain/additives/additive-rules';
import { vatFor, type Vat } from '@fuel/domain/tax/vat';
import { creditKey } from '@fuel/domain/trading/shared-credit';
import { effectivePaymentTerm } from '@fuel/domain/trading/payment-term';
import { creditRefusal, dailyLimitRefusal } from '@fuel/domain/trading/order-line';
import {
  isLargeOrder,
  largeOrderHistoryStart,
  LARGE_ORDER_HISTORY_DAYS,
  medianLitres,
} from '@fuel/domain/trading/large-order';
import { formatNumber } from '@fuel/domain/formats/number';
import { contractNumber, generatePickupNumber, liftingMasterNumber } from '@fuel/domain/trading/order-numbers';
import { mixParts } from '@fuel/domain/trigger-contracts/trigger-rules';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import type { AuditEntry } from '../../shared/audit';
import { isDatabaseUnavailableError, isPgError } from '../../shared/pg-errors';
import type { PlatformSettings } from '../../plugins/platform';
import { childLitresToday } from '../child-accounts/child-accounts.service';
import { resolveBuyerAccount } from './buyer-account';
import { marketOf } from './markets';
import {
  evaluateOrderLine,
  lineCollectionWindow,
  lockedRows,
  type EvaluatedLine,
  type LineReader,
  type OrderLine,
} from './order-line';
import { buyersContract, holdOfCaller } from './trigger-checkout.service';
import { sideOf, toOrderDetail } from './order-detail';
import { enqueuePlacement } from './placement-outbox';
import { recordPlacementEvents } from './order-webhook-events';
import { refuse, tradeError } from './trade-error';
import { purchasingSettings, tradeContext, type TradeContext, type TradingDeps } from './trading.service';
import {
  deleteReservationsById,
  deleteTriggerHolds,
  findOrderDetailRows,
  findOrderIdsByIdempotencyKey,
  findOrderLitresOfBuyer,
  findReservationsOfUserById,
  insertOrder,
  litresOrderedOnDay,
  nextContractSequenceValue,
  submitWasPlaced,
  type OrderDetailRow,
  type OrderRow,
  type ReservationRow,
} from './trading.repository';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

export type PlaceOrdersResult = { replayed: boolean; orders: OrderDetail[]; dryRun?: boolean };

/** A line of a submit, with the reservation it came from (if any). */
type SubmittedLine = OrderLine & { reservationId: number | null };
type BilledLine = EvaluatedLine & { vat: Vat; invoice: Invoice };

/**
 * POST /api/orders. The same (user, idempotency key) always answers with the orders of the first
 * submit; mails and audit entries follow the commit through the outbox.
 */
export async function placeOrders(
  deps: TradingDeps,
  auth: AuthContext,
  body: PlaceOrderRequest,
  headerKey?: string,
  dryRun = false,
): Promise<PlaceOrdersResult> {
  const key = submitKey(body.idempotencyKey, headerKey);
  const unconfirmed = await unconfirmedSubmit(deps, auth, key, body);
  if (unconfirmed) return unconfirmed;
  return submit(deps, auth, key, 'BASKET_TECHNICAL_ERROR', (tx) => submittedLines(tx, auth, body), {
    largeOrders: body.confirmLargeOrder ? 'confirmed' : 'ask',
    dryRun,
  });
}

/** The submit's idempotency key, from the body or the Idempotency-Key header (both: the same). */
function submitKey(bodyKey: string | undefined, headerKey: string | undefined): string {
  const key = bodyKey ?? headerKey;
  if (!key || (bodyKey && headerKey && bodyKey !== headerKey)) {
    throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, {
      idempotencyKey: SERVER_MESSAGES.trading.idempotencyKeyRequired,
    });
  }
  return key;
}

/**
 * Spec section 5 "Ordering": both confirmations are required. A repeated submit answers with the first
 * one's orders, confirmed or not; otherwise 422 naming the missing confirmations. Null when both are given.
 */
async function unconfirmedSubmit(
  deps: TradingDeps,
  auth: AuthContext,
  key: string,
  body: { confirmTerms: boolean; confirmBookingChecked: boolean },
): Promise<PlaceOrdersResult | null> {
  if (body.confirmTerms && body.confirmBookingChecked) return null;
  const replay = await replayOf(deps.db, auth, key);
  if (replay) return replay;
  const fields: Record<string, string> = {};
  if (!body.confirmTerms) fields.confirmTerms = SERVER_MESSAGES.trading.termsNotAccepted;
  if (!body.confirmBookingChecked) fields.confirmBookingChecked = SERVER_MESSAGES.trading.bookingNotChecked;
  throw new AppError(422, 'ORDER_CONFIRMATION_REQUIRED', ERROR_MESSAGES.ORDER_CONFIRMATION_REQUIRED, fields);
}

/**
 * POST /api/orders/additives (issue 17): units of additive offers for the caller's own account, to one
 * of its additive delivery locations, through the same steps as spot orders: one transaction, credit
 * and payment term of the pair, idempotent by key, the units taken last by a conditional update.
 */
export async function placeAdditiveOrders(
  deps: TradingDeps,
  auth: AuthContext,
  body: PlaceAdditiveOrderRequest,
): Promise<PlaceOrdersResult> {
  const key = body.idempotencyKey;
  // The flag and the account feature productAdditives were asked by the route's config (decision 064).
  const unconfirmed = await unconfirmedSubmit(deps, auth, key, body);
  if (unconfirmed) return unconfirmed;
  return submit(deps, auth, key, 'BASKET_TECHNICAL_ERROR', async (tx) => {
    const buyer = await resolveBuyerAccount(tx, auth, undefined);
    return [...body.items]
      .sort((a, b) => a.offerId - b.offerId)
      .map((item) => ({
        market: 'additive' as const,
        offerId: item.offerId,
        litres: 0,
        buyer,
        deliveryAddressId: null,
        held: null,
        additive: { units: item.units, locationId: body.locationId },
        reservationId: null,
      }));
  });
}

/**
 * POST /api/trigger-contracts/{id}/triggers: one trigger line of market 'trigger' through the same
 * steps, idempotent by key like spot orders. The contract is the caller's (or its child account's),
 * else 404; a hold, when given, must be the caller's for this contract.
 */
export async function placeTrigger(
  deps: TradingDeps,
  auth: AuthContext,
  contractId: number,
  body: PlaceTriggerRequest,
  options: { headerKey?: string; dryRun?: boolean } = {},
): Promise<PlaceOrdersResult> {
  const key = submitKey(body.idempotencyKey, options.headerKey);
  const dryRun = options.dryRun ?? false;
  if (!body.confirmTerms) {
    const replay = await replayOf(deps.db, auth, key);
    if (replay) return replay;
    throw new AppError(422, 'ORDER_CONFIRMATION_REQUIRED', ERROR_MESSAGES.ORDER_CONFIRMATION_REQUIRED, {
      confirmTerms: SERVER_MESSAGES.trading.termsNotAccepted,
    });
  }
  return submit(
    deps,
    auth,
    key,
    'TRIGGER_TECHNICAL_ERROR',
    async (tx, now) => {
      const { contract, buyer } = await buyersContract(tx, auth, contractId, now);
      const hold = body.holdId ? await holdOfCaller(tx, auth, contractId, body.holdId) : null;
      const lifting = { from: body.liftingFrom, to: body.liftingTo };
      const litres = litresFromCbm(body.quantityCbm);
      const line = {
        market: 'trigger',
        offerId: contractId,
        buyer,
        deliveryAddressId: null,
        held: null,
        reservationId: null,
      } as const;
      const mix = contract.c.petrolMix;
      if (!mix) {
        // A split names products the contract does not split into: refused rather than ignored.
        if (body.mixSplit?.length) throw tradeError('TRIGGER_MIX_SPLIT_INVALID');
        return [{ ...line, litres, trigger: { lifting, hold } }];
      }
      // Issue 24 part 5: one order per product of the mix, by the buyer's split (or the agreed shares),
      // all in this one placement; the split is checked again under the contract's lock (order-line).
      const chosen = body.mixSplit?.map((p) => ({ productId: p.productId, litres: litresFromCbm(p.quantityCbm) }));
      const parts = mixParts(litres, mix, chosen);
      if (!parts) throw tradeError('TRIGGER_MIX_SPLIT_INVALID');
      return parts.map((part) => ({
        ...line,
        litres: part.litres,
        trigger: { lifting, hold, mix: { productId: part.productId, parts } },
      }));
    },
    { largeOrders: 'skip', dryRun },
  );
}

/**
 * Issue 29: one automatic order of a target order, in the name of the user who set it, through the
 * same steps as a manual one (credit, daily limit, payment term, volume). The price is checked against
 * the target in the transaction, and `record` (the fill) commits with the order or not at all.
 */
export async function placeTargetFill(
  deps: TradingDeps,
  auth: Pick<AuthContext, 'userId' | 'accountId'>,
  fill: {
    buyerAccountId: number;
    offerId: number;
    litres: number;
    /** A delivered product's address (the target order names it); null: picked up. */
    deliveryAddressId: number | null;
    key: string;
    priceCapE4: number;
    record: (tx: DbOrTx, orderId: number, now: Date) => Promise<void>;
  },
): Promise<PlaceOrdersResult> {
  return submit(
    deps,
    auth as AuthContext,
    fill.key,
    'BASKET_TECHNICAL_ERROR',
    async (tx) => {
      // The user's purchase right is read from the database here, as for a manual order.
      const buyer = await resolveBuyerAccount(tx, { ...auth, roles: [] }, fill.buyerAccountId);
      return [
        { ...spotLine(fill.offerId, fill.litres, buyer, fill.deliveryAddressId), held: null, reservationId: null },
      ];
    },
    {
      largeOrders: 'skip',
      priceCapE4: fill.priceCapE4,
      inTransaction: (tx, ids, now) => fill.record(tx, ids[0]!, now),
    },
  );
}

/** The submit's transaction with its retries; a technical failure answers with the market's "close and retry" code. */
async function submit(
  deps: TradingDeps,
  auth: AuthContext,
  key: string,
  technicalError: ErrorCode,
  linesOf: (tx: DbOrTx, now: Date) => Promise<SubmittedLine[]>,
  options: SubmitOptions = { largeOrders: 'skip' },
): Promise<PlaceOrdersResult> {
  const settings = await purchasingSettings(deps);
  if (options.dryRun) return dryRunOf(deps, auth, technicalError, linesOf, settings, options);
  let outcome: Placed;
  try {
    outcome = await withRetry(() =>
      deps.db.transaction((tx) => placeInTransaction(tx, deps, auth, linesOf, key, settings, options)),
    );
  } catch (err) {
    // A repeated submit whose lines are gone (its reservations were ordered) is refused before its key
    // is reached; a concurrent one with the same key lost on the unique index. Both answer with the
    // first submit's orders, so the key is looked up here only on these rare paths.
    const replay =
      err instanceof AppError || isPgError(err, '23505', 'orders_idempotency_idx')
        ? await replayOf(deps.db, auth, key)
        : null;
    if (replay) return replay;
    if (err instanceof AppError) throw err;
    // The offer kept changing under every attempt: as seen, it is not to be had.
    if (err instanceof OfferMoved) throw tradeError('OFFER_NOT_AVAILABLE');
    // The database is away (a restart): not a fault of the basket. The error handler answers 503 with
    // Retry-After, and the client retries with the same key (a commit whose answer was lost replays).
    if (isDatabaseUnavailableError(err)) throw err;
    deps.log.error({ err }, 'order placement failed');
    throw tradeError(technicalError);
  }
  const rows = outcome.rows ?? (await findOrderDetailRows(deps.db, outcome.ids));
  const orders = rows.map((row) => toOrderDetail(row, sideOf(row, auth.accountId) ?? 'buyer'));
  if (!outcome.replayed) {
    // After the commit: mails and audit leave through the outbox, the sellers' markets and both
    // sides' history summaries are stale.
    deps.outbox.kick();
    // The fuel markets' snapshots hold sold volumes; additive offers are read fresh by their list.
    deps.marketSales.sold(orders.filter((o) => o.productType === 'FUEL').map((o) => o.seller.id));
    deps.orderChanges.announce(orders.flatMap((o) => [o.buyer.id, o.seller.id]));
  }
  return { replayed: outcome.replayed, orders };
}

/** Undoes a dry run's transaction, carrying its orders out. */
class DryRunDone extends Error {
  constructor(readonly orders: OrderDetail[]) {
    super('dry run');
  }
}

/**
 * A dry run (decision 067): the whole placement in a transaction that is then undone, so its checks,
 * prices and amounts are exactly those of a placement; a fresh key, so no earlier submit replays.
 */
async function dryRunOf(
  deps: TradingDeps,
  auth: AuthContext,
  technicalError: ErrorCode,
  linesOf: (tx: DbOrTx, now: Date) => Promise<SubmittedLine[]>,
  settings: PlatformSettings,
  options: SubmitOptions,
): Promise<PlaceOrdersResult> {
  try {
    await deps.db.transaction(async (tx) => {
      const placed = await placeInTransaction(tx, deps, auth, linesOf, randomUUID(), settings, options);
      const rows = placed.rows ?? (await findOrderDetailRows(tx, placed.ids));
      throw new DryRunDone(rows.map((row) => toOrderDetail(row, sideOf(row, auth.accountId) ?? 'buyer')));
    });
  } catch (err) {
    if (err instanceof DryRunDone) return { replayed: false, dryRun: true, orders: err.orders };
    if (err instanceof AppError || isDatabaseUnavailableError(err)) throw err;
    if (err instanceof OfferMoved) throw tradeError('OFFER_NOT_AVAILABLE');
    deps.log.error({ err }, 'order dry run failed');
    throw tradeError(technicalError);
  }
  throw tradeError(technicalError);
}

/** The orders of an earlier submit with this key, or null (one index lookup when there is none). */
async function replayOf(db: DbOrTx, auth: AuthContext, key: string): Promise<PlaceOrdersResult | null> {
  if (!(await submitWasPlaced(db, auth.userId, key))) return null;
  return {
    replayed: true,
    orders: await orderDetails(db, await findOrderIdsByIdempotencyKey(db, auth.userId, key), auth.accountId),
  };
}

/**
 * Decision 056: spot submits ask before a quantity far above the buyer's usual one ('ask'), or carry the
 * buyer's confirmation ('confirmed'); trigger and additive orders call off agreed or unit quantities ('skip').
 */
type SubmitOptions = {
  largeOrders: 'ask' | 'confirmed' | 'skip';
  dryRun?: boolean;
  /** A target order's price (issue 29): a line priced above it undoes the submit. */
  priceCapE4?: number;
  /** Written in the placement's transaction after the orders (a target order's fill). */
  inTransaction?: (tx: DbOrTx, orderIds: number[], now: Date) => Promise<void>;
};

/** A 'take' market's row changed between its check and the taking: the transaction is undone and checked again. */
class OfferMoved extends Error {}

/** The placement transaction, step by step; any refusal undoes the whole submit. */
async function placeInTransaction(
  tx: DbOrTx,
  deps: TradingDeps,
  auth: AuthContext,
  linesOf: (tx: DbOrTx, now: Date) => Promise<SubmittedLine[]>,
  key: string,
  settings: PlatformSettings,
  options: SubmitOptions,
): Promise<Placed> {
  const ctx = await tradeContext(deps, tx, settings);
  const lines = await linesOf(tx, ctx.now);
  const rows = await lockedRows(ctx, lines);
  // Checked once, after the buyer-seller locks: a concurrent submit with this key (the same user,
  // so the same pairs) that got here first has committed by now.
  if (await submitWasPlaced(tx, auth.userId, key))
    return { replayed: true, ids: await findOrderIdsByIdempotencyKey(tx, auth.userId, key) };

  const evaluated = await evaluateLines(ctx, rows, lines);
  if (options.priceCapE4 !== undefined && evaluated.some((l) => l.priceE4 > options.priceCapE4!))
    throw tradeError('TARGET_PRICE_NOT_REACHED');
  if (options.largeOrders === 'ask') await checkLargeOrders(ctx, evaluated);
  await checkDailyLimits(ctx, evaluated);
  const billed = useCredit(ctx, evaluated);
  const stored = await insertOrders(ctx, auth, billed, key);
  const ids = stored.map((o) => o.id);
  await options.inTransaction?.(tx, ids, ctx.now);
  await enqueuePlacement(tx, {
    buyerUserId: auth.userId,
    accountId: auth.accountId,
    orderIds: ids,
    audit: placementAudit(ctx, auth, billed, ids),
  });
  // Decision 068: the webhook events commit with the orders (one outbox row, no HTTP here). Orders
  // with a delivery address or additives are read back, as their confirmation is after the commit.
  const placed = confirmationRows(billed, stored) ?? (await findOrderDetailRows(tx, ids));
  await recordPlacementEvents(tx, placed, ctx.now);
  await deleteReservationsById(
    tx,
    lines.flatMap((l) => (l.reservationId === null ? [] : [l.reservationId])),
  );
  await deleteTriggerHolds(
    tx,
    lines.flatMap((l) => (l.trigger?.hold ? [l.trigger.hold.holdId] : [])),
  );
  // Last: an offer's row lock is held from here to the commit only.
  await reserveVolume(ctx, billed);
  return { replayed: false, ids, rows: placed };
}

/** The lines of a submit: the caller's own reservations, or items ordered at the current price (spot market). */
async function submittedLines(tx: DbOrTx, auth: AuthContext, body: PlaceOrderRequest): Promise<SubmittedLine[]> {
  const lines: SubmittedLine[] = [];
  if (body.reservationIds) {
    const wanted = [...new Set(body.reservationIds)];
    const rows = await findReservationsOfUserById(tx, auth.userId, wanted);
    // A reservation that is gone (ordered, removed) or not the caller's cannot be ordered.
    if (rows.length !== wanted.length) throw tradeError('OFFER_NOT_AVAILABLE');
    for (const r of rows.sort((a, b) => a.offerId - b.offerId || a.id - b.id)) {
      const buyer = await resolveBuyerAccount(tx, auth, r.buyerAccountId);
      lines.push({
        ...spotLine(r.offerId, r.litres, buyer, body.deliveryAddressId ?? r.deliveryAddressId),
        held: heldPrice(r),
        reservationId: r.id,
      });
    }
    return lines;
  }
  for (const item of [...(body.items ?? [])].sort((a, b) => a.offerId - b.offerId)) {
    const buyer = await resolveBuyerAccount(tx, auth, item.childAccountId);
    lines.push({
      ...spotLine(item.offerId, litresFromCbm(item.quantityCbm), buyer, body.deliveryAddressId),
      held: null,
      reservationId: null,
    });
  }
  return lines;
}

const spotLine = (
  offerId: number,
  litres: number,
  buyer: OrderLine['buyer'],
  deliveryAddressId: number | null | undefined,
) => ({ market: 'spot', offerId, litres, buyer, deliveryAddressId }) as const;

const heldPrice = (r: ReservationRow): OrderLine['held'] => ({
  priceE4: r.pricePer100lE4,
  basis: (r.priceBasis as PriceBasis | null) ?? null,
  steps: r.priceSteps ?? null,
  termsVersion: r.termsVersion,
  expiresAt: r.expiresAt,
});

/** Each line against the locked rows; a later line of the same offer sees the litres of the earlier ones. */
async function evaluateLines(ctx: TradeContext, rows: LineReader, lines: OrderLine[]): Promise<EvaluatedLine[]> {
  const taken = new Map<string, number>();
  const evaluated: EvaluatedLine[] = [];
  for (const line of lines) {
    const offerKey = `${line.market}:${line.offerId}`;
    const l = await evaluateOrderLine(ctx, rows, line, {
      earlierLitres: taken.get(offerKey) ?? 0,
      addressRequired: true,
    });
    evaluated.push(l);
    taken.set(offerKey, (taken.get(offerKey) ?? 0) + l.litres);
  }
  return evaluated;
}

/**
 * Decision 056: a spot quantity more than three times the buyer account's usual quantity of the product
 * (the median of its orders of the last 90 days; the lines of this submit for the same buyer and product
 * count together) is refused with 409 LARGE_ORDER_CONFIRMATION_REQUIRED until the buyer confirms it. No
 * history, no question. Read inside the transaction, after the buyer-seller locks.
 */
async function checkLargeOrders(ctx: TradeContext, lines: EvaluatedLine[]): Promise<void> {
  const wanted = new Map<string, { buyerAccountId: number; productId: number; productName: string; litres: number }>();
  for (const { line, offer, litres } of lines) {
    if (line.market !== 'spot') continue;
    const key = `${line.buyer.id}:${offer.productId}`;
    const entry = wanted.get(key) ?? {
      buyerAccountId: line.buyer.id,
      productId: offer.productId,
      productName: offer.productName,
      litres: 0,
    };
    entry.litres += litres;
    wanted.set(key, entry);
  }
  const since = largeOrderHistoryStart(ctx.now);
  for (const w of wanted.values()) {
    const median = medianLitres(
      await findOrderLitresOfBuyer(ctx.db, {
        buyerAccountId: w.buyerAccountId,
        productId: w.productId,
        since,
        before: ctx.now,
      }),
    );
    if (!isLargeOrder(w.litres, median)) continue;
    const cbm = (litres: number) =>
      `${formatNumber(Math.round(litres) / 1000, { brand: ctx.brand, decimals: Math.round(litres) % 1000 === 0 ? 0 : 3 })} cbm`;
    throw new AppError(
      409,
      'LARGE_ORDER_CONFIRMATION_REQUIRED',
      SERVER_MESSAGES.trading.largeOrder({
        product: w.productName,
        quantity: cbm(w.litres),
        usual: cbm(median!),
        days: LARGE_ORDER_HISTORY_DAYS,
      }),
    );
  }
}

/** A running sum per key: what earlier lines of this submit already count. */
function tally() {
  const sums = new Map<string | number, number>();
  return {
    of: (key: string | number) => sums.get(key) ?? 0,
    add: (key: string | number, amount: number) => void sums.set(key, (sums.get(key) ?? 0) + amount),
  };
}

/** The seller's daily limit per buyer and product, and a parent's daily limit of a child account over all sellers. */
async function checkDailyLimits(ctx: TradeContext, lines: EvaluatedLine[]): Promise<void> {
  const perProduct = tally();
  const perChild = tally();
  for (const { line, offer, productTerms, child, litres } of lines) {
    if (productTerms.dailyLimitLitres !== null) {
      const key = `${line.buyer.id}:${offer.sellerAccountId}:${offer.productId}`;
      const q = {
        buyerAccountId: line.buyer.id,
        sellerAccountId: offer.sellerAccountId,
        productId: offer.productId,
        day: ctx.today,
      };
      const ordered = (await litresOrderedOnDay(ctx.db, q)) + perProduct.of(key);
      const broken = dailyLimitRefusal(productTerms.dailyLimitLitres, ordered, litres);
      if (broken) throw refuse(broken);
      perProduct.add(key, litres);
    }
    if (child && child.dailyLimitLitres !== null) {
      const ordered = (await childLitresToday(ctx.db, line.buyer.id, ctx.today)) + perChild.of(line.buyer.id);
      const broken = dailyLimitRefusal(child.dailyLimitLitres, ordered, litres);
      if (broken) throw refuse(broken);
      perChild.add(line.buyer.id, litres);
    }
  }
}

/**
 * Prices each line with VAT and checks the buyer's credit at each seller, the lines before it included
 * (decision 013); lines drawing on one shared pool count together (decision 051).
 */
function useCredit(ctx: TradeContext, lines: EvaluatedLine[]): BilledLine[] {
  const pending = tally();
  return lines.map((l) => {
    const vat = vatFor(l.line.buyer.country, Boolean(ctx.features.SWISS_VAT));
    // An additive line is billed per unit, exactly (units x price per unit), not via its price per 100 L.
    const invoice = l.additive
      ? invoiceForUnits(l.additive.units, l.additive.pricePerUnitE4, vat.rateBasisPoints)
      : invoiceFor(l.litres, l.priceE4, vat.rateBasisPoints);
    const pair = creditKey(l.line.buyer.id, l.offer.sellerAccountId, l.terms.creditPool);
    const broken = creditRefusal(l.terms.creditLimitMinor, l.terms.usedMinor + pending.of(pair), invoice.grossMinor);
    if (broken) throw refuse(broken);
    pending.add(pair, invoice.grossMinor);
    return { ...l, vat, invoice };
  });
}

async function insertOrders(
  ctx: TradeContext,
  auth: AuthContext,
  lines: BilledLine[],
  key: string,
): Promise<OrderRow[]> {
  const year = zonedParts(ctx.now).year;
  const stored: OrderRow[] = [];
  for (const [index, l] of lines.entries()) {
    const { line, offer, productTerms, child, invoice } = l;
    // A trigger is lifted in the period the buyer chose (checked against the contract's month).
    const window = line.trigger
      ? { collectionStartDate: line.trigger.lifting.from, collectionEndDate: line.trigger.lifting.to }
      : lineCollectionWindow(offer, child, ctx.today);
    // The one payment term (decision 050): the seller's term for the product, from the end of collection.
    const term = effectivePaymentTerm(productTerms.creditDays, window.collectionEndDate);
    const sequence = await nextContractSequenceValue(ctx.db);
    stored.push(
      await insertOrder(ctx.db, {
        contractNumber: contractNumber(year, sequence),
        liftingMasterNumber: liftingMasterNumber(offer.terminalCode, year, sequence),
        pickupNumber: generatePickupNumber(),
        market: marketOf(line.market).orderMarket,
        status: 'OPEN',
        ...marketOf(line.market).orderRefs(offer.id),
        offerVersion: offer.version,
        sellerAccountId: offer.sellerAccountId,
        buyerAccountId: line.buyer.id,
        buyerUserId: auth.userId,
        productId: offer.productId,
        terminalId: offer.terminalId,
        deliveryRegionId: offer.deliveryRegionId,
        deliveryAddressId: l.deliveryAddressId,
        litres: l.litres,
        ...(l.additive
          ? {
              purchaseUnitId: l.additive.purchaseUnitId,
              units: l.additive.units,
              pricePerUnitE4: l.additive.pricePerUnitE4,
              additiveLocationId: l.additive.locationId,
            }
          : {}),
        pricePer100lE4: l.priceE4,
        priceBasis: l.basis,
        priceSteps: l.steps,
        currency: ctx.currency,
        netMinor: invoice.netMinor,
        vatRateBp: l.vat.rateBasisPoints,
        vatMinor: invoice.vatMinor,
        grossMinor: invoice.grossMinor,
        // Retired with the relationship-level term (decision 050): the order's term is creditDays.
        paymentTermId: null,
        creditDays: term.creditDays,
        collectionStartDate: window.collectionStartDate,
        collectionEndDate: window.collectionEndDate,
        dueDate: term.dueDate,
        // The first line carries the key itself, further lines "key#2", "key#3"...
        idempotencyKey: index === 0 ? key : `${key}#${index + 1}`,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      }),
    );
  }
  return stored;
}

/**
 * The confirmation's rows from what placement has in hand (the stored orders, the offers' and buyers'
 * names), so the answer needs no read after the commit; a delivered line's address is read after it
 * (null: read them all).
 */
function confirmationRows(lines: BilledLine[], stored: OrderRow[]): OrderDetailRow[] | null {
  if (lines.some((l) => l.deliveryAddressId !== null || l.additive)) return null;
  return lines.map(({ line, offer }, index) => ({
    order: stored[index]!,
    sellerName: offer.sellerName,
    buyerName: line.buyer.name,
    buyerParentAccountId: line.buyer.parentAccountId,
    productName: offer.productName,
    terminalName: offer.terminalName,
    terminalCity: offer.terminalCity,
    address: null,
    purchaseUnit: null,
    location: null,
  }));
}

/**
 * The ordered litres are taken from what the lines bought, all litres of one offer at once (an offer's
 * sold volume on the spot market). A row that no longer holds them undoes the transaction, which is
 * then checked again on fresh rows (withRetry): the domain's rules then say why, if they refuse.
 */
async function reserveVolume(ctx: TradeContext, lines: BilledLine[]): Promise<void> {
  const taken = new Map<string, { line: BilledLine; litres: number }>();
  for (const l of lines) {
    const key = `${l.line.market}:${l.offer.id}`;
    taken.set(key, { line: l, litres: (taken.get(key)?.litres ?? 0) + l.litres });
  }
  for (const { line, litres } of taken.values()) {
    if (!(await marketOf(line.line.market).reserveVolume(ctx.db, line.offer, litres, ctx.now))) throw new OfferMoved();
  }
}

function placementAudit(ctx: TradeContext, auth: AuthContext, lines: BilledLine[], ids: number[]): AuditEntry[] {
  return lines.map(({ line, offer, priceE4, invoice, litres, additive }, index) => ({
    actorUserId: auth.userId,
    accountId: line.buyer.id,
    entity: 'order',
    entityId: ids[index]!,
    action: 'order.placed',
    details: {
      ...(line.trigger
        ? { triggerContractId: offer.id }
        : additive
          ? { additiveOfferId: offer.id, units: additive.units }
          : { offerId: offer.id }),
      litres,
      pricePer100lE4: priceE4,
      grossMinor: invoice.grossMinor,
      sellerAccountId: offer.sellerAccountId,
    },
    at: ctx.now,
  }));
}

/** A placement's outcome: the orders' ids, and their confirmation rows when placement built them (else read after the commit). */
type Placed = { replayed: boolean; ids: number[]; rows?: OrderDetailRow[] | null };

/** The placed orders as the buyer sees them. */
async function orderDetails(db: DbOrTx, ids: number[], accountId: number): Promise<OrderDetail[]> {
  const rows = await findOrderDetailRows(db, ids);
  return rows.map((row) => toOrderDetail(row, sideOf(row, accountId) ?? 'buyer'));
}

/**
 * Deadlocks and serialization failures are retried (with the fixed lock order they are rare), and so
 * is an offer that changed between its check and the taking of its litres.
 */
async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      if (i >= attempts || !(err instanceof OfferMoved || isPgError(err, '40P01') || isPgError(err, '40001')))
        throw err;
    }
  }
}
