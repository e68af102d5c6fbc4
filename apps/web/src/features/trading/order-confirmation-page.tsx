import type { ReactNode } from 'react';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import type { PageLoaderArgs } from '../../lib/navigation/page-module';
import { ErrorAlert } from '../../ui/error-alert';
import { OrderStatusBadge } from '../../ui/order-status-badge';
import { PageHeader } from '../../ui/page-header';
import { PriceBreakdown } from '../../ui/price-breakdown/price-breakdown';
import { ReorderButton } from '../../ui/reorder-button';
import { canReorder } from '@fuel/domain/trading/reorder';
import type { OrderDetail } from '@fuel/domain/contracts/orders';
import { orderSubmissionQuery, useOrderSubmission } from './api/get-order';
import { SellerDecision } from './components/seller-decision';
import { OrderDetailTable } from './components/order-detail-table';
import { OrderNumberTiles } from './components/order-number-tiles';
import { useOrderDetailRows } from './components/use-order-detail-rows';

const orderId = (params: PageLoaderArgs['params']) => Number(params.id);

/**
 * Starts loading the submit with the page chunk, under the key the component reads (one request; none
 * right after a placement, which stored its answer); a failure shows on the page, not as a route error.
 */
export async function loader({ params, queryClient }: PageLoaderArgs) {
  const id = orderId(params);
  if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(orderSubmissionQuery(id));
  return null;
}

/** What the page above this feature shows under an order (its liftings). */
type OrderExtras = (o: OrderDetail) => ReactNode;

/** One order of the submit: its three numbers, amounts and periods; the seller decides here. */
function OrderCard({ o, extras }: { o: OrderDetail; extras?: OrderExtras }) {
  const { t } = useTranslation();
  const rows = useOrderDetailRows(o);

  return (
    <Stack
      gap="md"
      component="section"
      aria-label={`${t('orderConfirmation.contractNumber')} ${o.contractNumber}`}
      data-testid="order-card"
      data-order-id={o.id}
    >
      <Group justify="space-between">
        <Title order={2} size="h3">
          {`${o.product.name} · ${o.contractNumber}`}
        </Title>
        <OrderStatusBadge code={o.status} label={o.statusLabel} size="lg" variant="filled" radius="xl" />
      </Group>
      <OrderNumberTiles o={o} />
      {!o.additive && (
        <Text size="sm" c="dimmed">
          {t('orderConfirmation.pickupHint')}
        </Text>
      )}
      <OrderDetailTable rows={rows} />
      {!o.additive && (
        <Card withBorder padding="md">
          <Text size="sm" fw={600} mb={4}>
            {t('priceBreakdown.title')}
          </Text>
          <PriceBreakdown steps={o.priceSteps} testId="order-price-breakdown" />
        </Card>
      )}
      {(o.canDecide || (o.side === 'buyer' && o.market === 'SPOT')) && (
        <Group justify="flex-end">
          {o.side === 'buyer' && canReorder(o.market) && (
            <ReorderButton orderId={o.id} contractNumber={o.contractNumber} size="sm" />
          )}
          {o.canDecide && <SellerDecision order={o} />}
        </Group>
      )}
      {extras?.(o)}
    </Stack>
  );
}

/**
 * /orders/:id: the confirmation of the whole submit that order belongs to (a basket of several lines
 * is several orders, all shown here), as far as the caller is a party to them.
 */
export default function OrderConfirmationPage({ orderExtras }: { orderExtras?: OrderExtras }) {
  const { t } = useTranslation();
  const id = orderId(useParams());
  const submission = useOrderSubmission(id);

  if (submission.isPending) return <Skeleton h={320} radius="md" />;
  if (submission.isError) {
    return (
      <Stack>
        <ErrorAlert
          title={t('orderConfirmation.loadFailed')}
          message={isApiError(submission.error) ? submission.error.message : t('app.unexpectedError')}
        />
        <Anchor component={Link} to="/orders">
          {t('orderConfirmation.toHistory')}
        </Anchor>
      </Stack>
    );
  }
  const { orders } = submission.data;
  const [first] = orders;
  const open = orders.some((o) => o.side === 'buyer' && o.status === 'OPEN');
  const title =
    orders.length === 1 && first
      ? `${t('pages.orderConfirmation.title')} ${first.contractNumber}`
      : `${t('pages.orderConfirmation.title')} · ${t('orderSubmission.count', { count: orders.length })}`;

  return (
    <Stack gap="xl" data-testid="order-confirmation" data-order-count={orders.length}>
      <PageHeader title={title} description={open ? t('orderConfirmation.success') : undefined} />
      {orders.map((o) => (
        <OrderCard key={o.id} o={o} extras={orderExtras} />
      ))}
      <Anchor component={Link} to="/orders">
        {t('orderConfirmation.toHistory')}
      </Anchor>
    </Stack>
  );
}
