import { Badge } from '@mantine/core';
import type { OrderStatus } from '@fuel/domain/trading/order-status';

const COLORS: Record<OrderStatus, string> = {
  OPEN: 'yellow',
  IN_REVIEW: 'orange',
  CONFIRMED: 'blue',
  TRANSFERRED: 'indigo',
  COMPLETE: 'green',
  INCOMPLETE: 'grape',
  DECLINED: 'red',
  DELETED: 'gray',
};

/** An order status with the label of the caller's side (the server sends it). */
export function OrderStatusBadge({ code, label }: { code: OrderStatus; label: string }) {
  return (
    <Badge color={COLORS[code]} variant="light" radius="sm" data-testid="order-status" data-status={code}>
      {label}
    </Badge>
  );
}
