import { Badge, type BadgeProps } from '@mantine/core';
import type { OrderStatus } from '@fuel/domain/trading/order-status';
import { ORDER_STATUS_COLORS } from '@fuel/domain/trading/order-status-colors';

type Props = { code: OrderStatus; label: string } & Pick<BadgeProps, 'size' | 'variant' | 'radius'>;

/** An order status with the label of the caller's side (the server sends it), in the one colour of the status. */
export function OrderStatusBadge({ code, label, size, variant = 'light', radius = 'sm' }: Props) {
  return (
    <Badge
      color={ORDER_STATUS_COLORS[code]}
      size={size}
      variant={variant}
      radius={radius}
      data-testid="order-status"
      data-status={code}
    >
      {label}
    </Badge>
  );
}
