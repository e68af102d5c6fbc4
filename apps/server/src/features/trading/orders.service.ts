// An order after placement: its confirmation as each side sees it, and the seller's decision.
import type { ReservationResponse } from '@fuel/domain/contracts/basket';
import type { OrderDetail, OrderMarket, OrderSubmission } from '@fuel/domain/contracts/orders';
import { cbmFromLitres } from '@fuel/domain/pricing/money';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import {
  canSellerDecide,
  type OrderSide,
  type OrderStatus,
  type SellerDecision,
} from '@fuel/domain/trading/order-status';
import type { DbOrTx, Tx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { createReservation, type BasketDeps } from './basket.service';
import { marketOfOrder } from './markets';
import { sideOf, toOrderDetail } from './order-detail';
import { orderDecisionMail } from './orders.mails';
import { recordDecisionEvents } from './order-webhook-events';
import type { TradingDeps } from './trading.service';
import {
  findOrderDetailRows,
  findOrderForInvoicing,
  findSubmissionOrderIds,
  findUserEmail,
  lockOrder,
  updateOrderStatus,
  updateOrderStatusOnly,
} from './trading.repository';
import { canReorder } from '@fuel/domain/trading/reorder';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

const NOT_FOUND = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);

/** GET /api/orders/{id}: the buyer (or its parent account) or the seller; anyone else gets 404. */
export async function getOrder(
  deps: Pick<TradingDeps, 'db'>,
  auth: AuthContext,
  orderId: number,
): Promise<OrderDetail> {
  const [row] = await findOrderDetailRows(deps.db, [orderId]);
  const side = row ? sideOf(row, auth.accountId) : null;
  if (!row || !side) throw NOT_FOUND();
  return toOrderDetail(row, side);
}

/**
 * GET /api/orders/{id}/submission: every order of the submit the order belongs to (one basket, one
 * confirmation page), as far as the caller is a party to it: the buyer sees all, a seller only its
 * own. 404 when the caller may not read the order itself.
 */
export async function getOrderSubmission(
  deps: Pick<TradingDeps, 'db'>,
  auth: AuthContext,
  orderId: number,
): Promise<OrderSubmission> {
  const rows = await findOrderDetailRows(deps.db, await findSubmissionOrderIds(deps.db, orderId));
  const requested = rows.find((row) => row.order.id === orderId);
  if (!requested || !sideOf(requested, auth.accountId)) throw NOT_FOUND();
  const orders = rows.flatMap((row) => {
    const side = sideOf(row, auth.accountId);
    return side ? [toOrderDetail(row, side)] : [];
  });
  return { orders };
}

/**
 * POST /api/orders/{id}/reorder: the same offer and quantity (for the same buyer account and delivery
 * address) go into the caller's basket again at today's price, if the offer is still orderable; the
 * basket's own refusals (German) say why not. Only the buyer side; a trigger call-off is ordered on
 * its contract and an additive order in the additive market, not here.
 */
export async function reorder(deps: BasketDeps, auth: AuthContext, orderId: number): Promise<ReservationResponse> {
  const [row] = await findOrderDetailRows(deps.db, [orderId]);
  if (!row || sideOf(row, auth.accountId) !== 'buyer') throw NOT_FOUND();
  const o = row.order;
  if (!canReorder(o.market) || o.offerId === null)
    throw new AppError(
      409,
      'OFFER_NOT_AVAILABLE',
      o.market === 'ADDITIVE' ? REORDER_ADDITIVE_MESSAGE : REORDER_TRIGGER_MESSAGE,
    );
  return createReservation(deps, auth, {
    offerId: o.offerId,
    quantityCbm: cbmFromLitres(o.litres),
    ...(o.deliveryAddressId !== null ? { deliveryAddressId: o.deliveryAddressId } : {}),
    ...(o.buyerAccountId !== auth.accountId ? { childAccountId: o.buyerAccountId } : {}),
  });
}

const REORDER_ADDITIVE_MESSAGE = SERVER_MESSAGES.trading.reorderAdditive;
const REORDER_TRIGGER_MESSAGE = SERVER_MESSAGES.trading.reorderTrigger;

/**
 * The seller confirms (irreversible) or declines an OPEN or IN_REVIEW order of its own. A decline
 * gives the litres back to its market (the offer, or the trigger contract); the credit frees itself, as declined orders use none.
 */
export async function decideOrder(
  deps: TradingDeps,
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
    if (!canSellerDecide(row.status, decision))
      throw new AppError(409, 'ORDER_STATUS_LOCKED', ERROR_MESSAGES.ORDER_STATUS_LOCKED);
    await updateOrderStatus(tx, orderId, decision, text ?? row.sellerComment, now);
    // A declined trigger gives its litres back to the contract, a spot order to its offer, an additive order its units.
    if (decision === 'DECLINED') await marketOfOrder(row.market).releaseVolume(tx, row, now);
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'order',
      entityId: orderId,
      action: decision === 'CONFIRMED' ? 'order.confirmed' : 'order.declined',
      details: { from: row.status, comment: text },
      at: now,
    });
    const [decided] = await findOrderDetailRows(tx, [orderId]);
    await recordDecisionEvents(tx, decided!, decision === 'CONFIRMED', now);
    return row;
  });
  deps.orderChanges.announce([order.buyerAccountId, order.sellerAccountId]);
  const detail = await getOrder(deps, auth, orderId);
  try {
    const to = await findUserEmail(deps.db, order.buyerUserId);
    if (to) await deps.mailer.send(orderDecisionMail(to, detail, deps.platform.brand.id, text));
  } catch (err) {
    deps.log.error({ err }, 'order decision mail failed');
  }
  return detail;
}

/** What the liftings feature reads of an order: its party sides, market, litres and status. */
export type OrderForLifting = {
  id: number;
  market: OrderMarket;
  status: OrderStatus;
  litres: number;
  sellerAccountId: number;
  buyerAccountId: number;
  contractNumber: string;
};

const forLifting = (o: OrderForLifting): OrderForLifting => ({
  id: o.id,
  market: o.market,
  status: o.status,
  litres: o.litres,
  sellerAccountId: o.sellerAccountId,
  buyerAccountId: o.buyerAccountId,
  contractNumber: o.contractNumber,
});

/** The order if the caller is a party to it (the seller, the buyer or its parent account), with the caller's side; else null. */
export async function findOrderOfParty(
  db: DbOrTx,
  accountId: number,
  orderId: number,
): Promise<{ order: OrderForLifting; side: OrderSide } | null> {
  const [row] = await findOrderDetailRows(db, [orderId]);
  const side = row ? sideOf(row, accountId) : null;
  return row && side ? { order: forLifting(row.order), side } : null;
}

/** The order locked in `tx` for a lifting, if `sellerAccountId` is its seller; else null. */
export async function lockOrderOfSeller(tx: Tx, sellerAccountId: number, orderId: number) {
  const order = await lockOrderForLifting(tx, orderId);
  return order && order.sellerAccountId === sellerAccountId ? order : null;
}

/** The order locked in `tx` (the liftings job closing it short). */
export async function lockOrderForLifting(tx: Tx, orderId: number): Promise<OrderForLifting | null> {
  const row = await lockOrder(tx, orderId);
  return row ? forLifting(row) : null;
}

/** A lifting moved the order on (TRANSFERRED while partly lifted, COMPLETE within the tolerance). */
export async function setLiftingStatus(tx: Tx, orderId: number, status: 'TRANSFERRED' | 'COMPLETE', at: Date) {
  await updateOrderStatusOnly(tx, orderId, status, at);
}

/**
 * A partly lifted order whose collection period ended is closed short (issue 28 part 1): COMPLETE with
 * what was lifted, and the unlifted litres go back to the offer or the trigger contract it bought from.
 * The caller locked the order (lockOrderForLifting) before it counted the lifted litres.
 */
export async function closeOrderShort(tx: Tx, orderId: number, unliftedLitres: number, at: Date) {
  const row = await lockOrder(tx, orderId);
  if (!row) return;
  await updateOrderStatusOnly(tx, orderId, 'COMPLETE', at);
  if (unliftedLitres > 0) await marketOfOrder(row.market).releaseVolume(tx, row, at, unliftedLitres);
}

/** The order as its invoices show it (feature invoices, issue 28): price composition, terms, names. */
export async function orderForInvoicing(db: DbOrTx, orderId: number) {
  const row = await findOrderForInvoicing(db, orderId);
  return row ? { ...row, currency: row.currency as 'EUR' | 'CHF', priceSteps: row.priceSteps ?? [] } : null;
}
export type OrderForInvoicing = NonNullable<Awaited<ReturnType<typeof orderForInvoicing>>>;
