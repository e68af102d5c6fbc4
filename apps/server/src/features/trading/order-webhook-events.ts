// The webhook events of orders (issue 27 part 3, decision 068): each side's account gets the order as
// that side's order page shows it (the same mapping, so the same money figures), written with the
// change's transaction through webhooks.service.
import type { OrderDetail } from '@fuel/domain/contracts/orders';
import type { DbOrTx } from '../../db/client';
import { recordEvents, type WebhookEventInput } from '../webhooks/webhooks.service';
import { toOrderDetail } from './order-detail';
import type { OrderDetailRow } from './trading.repository';

/** The stable `data` of an order event: ids, numbers, status, product, quantity, price and amounts. */
export function orderEventData(d: OrderDetail): Record<string, unknown> {
  return {
    orderId: d.id,
    contractNumber: d.contractNumber,
    pickupNumber: d.pickupNumber,
    liftingMasterNumber: d.liftingMasterNumber,
    market: d.market,
    productType: d.productType,
    side: d.side,
    status: d.status,
    statusLabel: d.statusLabel,
    seller: d.seller,
    buyer: d.buyer,
    product: d.product,
    terminal: d.terminal,
    deliveryAddress: d.deliveryAddress,
    quantityCbm: d.quantityCbm,
    pricePer100l: d.pricePer100l,
    amounts: d.amounts,
    paymentPeriod: d.paymentPeriod,
    collectionPeriod: d.collectionPeriod,
    additive: d.additive,
    createdAt: d.createdAt,
    sellerComment: d.sellerComment,
  };
}

type OrderEventType = 'order.placed' | 'order.confirmed' | 'order.declined' | 'trigger.placed';

/** One event per side: the buyer's account and the seller's account. */
function bothSides(row: OrderDetailRow, type: OrderEventType): WebhookEventInput[] {
  return [
    { accountId: row.order.buyerAccountId, type, data: orderEventData(toOrderDetail(row, 'buyer')) },
    { accountId: row.order.sellerAccountId, type, data: orderEventData(toOrderDetail(row, 'seller')) },
  ];
}

/** In the placement's transaction: a trigger call-off is `trigger.placed`, every other order `order.placed`. */
export function recordPlacementEvents(tx: DbOrTx, rows: OrderDetailRow[], now: Date): Promise<void> {
  return recordEvents(
    tx,
    rows.flatMap((row) => bothSides(row, row.order.market === 'TRIGGER' ? 'trigger.placed' : 'order.placed')),
    now,
  );
}

/** In the decision's transaction: `order.confirmed` or `order.declined` to both sides. */
export function recordDecisionEvents(tx: DbOrTx, row: OrderDetailRow, confirmed: boolean, now: Date): Promise<void> {
  return recordEvents(tx, bothSides(row, confirmed ? 'order.confirmed' : 'order.declined'), now);
}
