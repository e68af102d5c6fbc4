import { SELLER_DECIDABLE_STATUSES, type OrderSide, type OrderStatus } from '../trading/order-status';

/**
 * The orders a side counts as open on the dashboard: for a seller those it still has to confirm or
 * decline (its work queue); for a buyer those too and the incomplete ones, which it sees as "Offen"
 * (spec section 4). The partial indexes of migration 0016 carry exactly these lists.
 */
export function openOrderStatuses(side: OrderSide): readonly OrderStatus[] {
  return side === 'seller' ? SELLER_DECIDABLE_STATUSES : [...SELLER_DECIDABLE_STATUSES, 'INCOMPLETE'];
}
