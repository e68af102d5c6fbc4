import type { OrderStatus } from './order-status';

/**
 * The one colour of each order status (Mantine colour names), wherever a status shows: order
 * history and order page. Open states are warm, settled ones cool, a refusal red, a deleted order grey.
 */
export const ORDER_STATUS_COLORS: Readonly<Record<OrderStatus, string>> = {
  OPEN: 'yellow',
  IN_REVIEW: 'orange',
  CONFIRMED: 'blue',
  TRANSFERRED: 'indigo',
  COMPLETE: 'green',
  INCOMPLETE: 'grape',
  DECLINED: 'red',
  DELETED: 'gray',
};
