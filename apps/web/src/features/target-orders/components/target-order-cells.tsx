import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TARGET_ORDER_STATE_LABELS, type TargetOrder } from '@fuel/domain/contracts/target-orders';
import type { TargetOrderState } from '@fuel/domain/target-orders/target-order-rules';
import { useTargetFormats } from './use-target-formats';

const STATE_COLORS: Record<TargetOrderState, string> = {
  ACTIVE: 'teal',
  PARTLY_FILLED: 'blue',
  PAUSED: 'gray',
  REFUSED: 'red',
  FILLED: 'green',
  EXPIRED: 'gray',
  CANCELLED: 'gray',
};

/** The state's German label; a refusal says why the marketplace paused it. */
export function TargetStateCell({ order }: { order: TargetOrder }) {
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={STATE_COLORS[order.state]} variant="light" data-testid={`target-state-${order.id}`}>
        {TARGET_ORDER_STATE_LABELS[order.state]}
      </Badge>
      {order.state === 'REFUSED' && order.refusal && (
        <Text size="xs" c="red" maw={260} data-testid={`target-refusal-${order.id}`}>
          {order.refusal}
        </Text>
      )}
    </Stack>
  );
}

/** The terminals, the region, or the address and region of a delivered order; and the child account a parent's order is for. */
export function TargetWhereCell({ order, ownAccountId }: { order: TargetOrder; ownAccountId: number | null }) {
  const { t } = useTranslation();
  const where = order.deliveryAddress
    ? t('targetOrders.delivery', { address: order.deliveryAddress.name, region: order.region?.name ?? '' })
    : order.region
      ? t('targetOrders.region', { name: order.region.name })
      : order.terminals.map((x) => x.name).join(', ');
  return (
    <>
      <Text size="sm">{where}</Text>
      {ownAccountId !== null && order.buyer.id !== ownAccountId && (
        <Text size="xs" c="dimmed">
          {t('targetOrders.forAccount', { name: order.buyer.name })}
        </Text>
      )}
    </>
  );
}

/** The quantity, and how much of it has been bought. */
export function TargetQuantityCell({ order }: { order: TargetOrder }) {
  const { t } = useTranslation();
  const { cbm } = useTargetFormats();
  return (
    <>
      <Text size="sm">{cbm(order.quantityCbm)}</Text>
      {order.filledCbm > 0 && (
        <Text size="xs" c="dimmed">
          {t('targetOrders.filled', { filled: cbm(order.filledCbm), quantity: cbm(order.quantityCbm) })}
        </Text>
      )}
    </>
  );
}

/** The best current price and its distance to the target: green once at or below it. */
export function TargetDistanceCell({ order }: { order: TargetOrder }) {
  const { t } = useTranslation();
  const { money } = useTargetFormats();
  if (order.bestPrice === null || order.distance === null)
    return (
      <Text size="sm" c="dimmed" data-testid={`target-distance-${order.id}`}>
        {t('targetOrders.noOffer')}
      </Text>
    );
  const reached = order.distance <= 0;
  return (
    <div data-testid={`target-distance-${order.id}`} data-reached={reached}>
      <Text size="sm">{money(order.bestPrice)}</Text>
      <Text size="xs" fw={600} c={reached ? 'green' : 'orange'}>
        {reached ? `${money(order.distance)} · ${t('targetOrders.reached')}` : `+${money(order.distance)}`}
      </Text>
    </div>
  );
}

/** The orders placed for it, each linking to its order page. */
export function TargetFillsCell({ order }: { order: TargetOrder }) {
  const { t } = useTranslation();
  const { money, cbm } = useTargetFormats();
  if (order.fills.length === 0) return <Text c="dimmed">{t('targetOrders.noFills')}</Text>;
  return (
    <Stack gap={2}>
      {order.fills.map((fill) => (
        <Anchor
          key={fill.orderId}
          component={Link}
          to={`/orders/${fill.orderId}`}
          size="sm"
          title={t('targetOrders.fillTitle', {
            quantity: cbm(fill.quantityCbm),
            price: money(fill.price),
            seller: fill.sellerName,
          })}
          data-testid={`target-fill-${fill.orderId}`}
        >
          {fill.orderNumber}
        </Anchor>
      ))}
    </Stack>
  );
}
