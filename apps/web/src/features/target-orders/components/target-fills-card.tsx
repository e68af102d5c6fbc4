import { Anchor, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TargetOrder } from '@fuel/domain/contracts/target-orders';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import { addPageTexts, targetOrdersTexts } from '../../../i18n/page-texts';
import { useTargetOrders } from '../api/get-target-orders';
import { useTargetFormats } from './use-target-formats';

/** How many fills the dashboard names. */
const RECENT_FILLS = 5;

/** Every fill of the account's target orders, newest first, with its order's product. */
export function recentFills(orders: readonly TargetOrder[], count = RECENT_FILLS) {
  return orders
    .flatMap((o) => o.fills.map((fill) => ({ ...fill, product: o.product.name })))
    .sort((a, b) => b.at.localeCompare(a.at) || b.orderId - a.orderId)
    .slice(0, count);
}

const waitsForPrice = (o: TargetOrder) => o.state === 'ACTIVE' || o.state === 'PARTLY_FILLED';

/** The buyer's dashboard (issue 29 part 4): what target orders bought lately, and how many still wait. */
export function TargetFillsCard() {
  const { t, i18n } = useTranslation();
  // The texts come with this card's chunk, not with the first page (page-texts.ts).
  addPageTexts(i18n, targetOrdersTexts);
  const orders = useTargetOrders();
  const f = useTargetFormats();
  const items = orders.data ?? [];
  const waiting = items.filter(waitsForPrice).length;
  const fills = recentFills(items);
  return (
    <Card withBorder radius="md" padding="md" data-testid="dashboard-target-fills">
      <Stack gap="xs">
        <Group gap="xs">
          <IconTarget size={18} aria-hidden />
          <Title order={2} size="h4">
            {t('targetOrders.dashboard.title')}
          </Title>
        </Group>
        {orders.isPending ? (
          <Skeleton height={48} />
        ) : orders.isError ? (
          <Text c="red" size="sm">
            {t('targetOrders.dashboard.loadFailed')}
          </Text>
        ) : (
          <>
            <Text size="sm">
              {waiting > 0
                ? t('targetOrders.dashboard.waiting', { count: waiting })
                : t('targetOrders.dashboard.noneWaiting')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('targetOrders.dashboard.recent')}
            </Text>
            {fills.length === 0 ? (
              <Text size="sm">{t('targetOrders.dashboard.noFills')}</Text>
            ) : (
              <List size="sm" spacing={4} data-testid="dashboard-target-fill-list">
                {fills.map((fill) => (
                  <List.Item key={`${fill.orderId}`}>
                    <Anchor component={Link} to={`/orders/${fill.orderId}`} size="sm">
                      {t('targetOrders.dashboard.fill', {
                        product: fill.product,
                        quantity: f.cbm(fill.quantityCbm),
                        price: f.money(fill.price),
                        seller: fill.sellerName,
                        order: fill.orderNumber,
                      })}
                    </Anchor>
                    <Text span size="xs" c="dimmed">
                      {' · '}
                      {formatDateTimeLong(fill.at)}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
          </>
        )}
        <Anchor component={Link} to="/zielpreis-orders" size="sm">
          {t('targetOrders.dashboard.open')}
        </Anchor>
      </Stack>
    </Card>
  );
}
