import type { ReactNode } from 'react';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTimeLong } from '@fuel/domain/formats/date';
import { formatMoney, formatNumber } from '@fuel/domain/formats/number';
import { isApiError } from '../../lib/api-client';
import type { PageLoaderArgs } from '../../lib/navigation/page-module';
import { useBrand } from '../../brands/brand-context';
import { ErrorAlert } from '../../ui/error-alert';
import { OrderStatusBadge } from '../../ui/order-status-badge';
import { PageHeader } from '../../ui/page-header';
import { orderQuery, useOrder } from './api/get-order';
import { SellerDecision } from './components/seller-decision';

const orderId = (params: PageLoaderArgs['params']) => Number(params.id);

/** Starts loading the order with the page chunk; a failure shows on the page, not as a route error. */
export async function loader({ params, queryClient }: PageLoaderArgs) {
  const id = orderId(params);
  if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(orderQuery(id));
  return null;
}

function NumberTile({ label, value, large, testId }: { label: string; value: string; large?: boolean; testId: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size={large ? '2.25rem' : 'xl'} ff="monospace" data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/** /orders/:id: the order confirmation with its numbers, amounts and periods; the seller decides here. */
export default function OrderConfirmationPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const id = orderId(useParams());
  const order = useOrder(id);

  if (order.isPending) return <Skeleton h={320} radius="md" />;
  if (order.isError) {
    return (
      <Stack>
        <ErrorAlert title={t('orderConfirmation.loadFailed')} message={isApiError(order.error) ? order.error.message : t('app.unexpectedError')} />
        <Anchor component={Link} to="/orders">
          {t('orderConfirmation.toHistory')}
        </Anchor>
      </Stack>
    );
  }
  const o = order.data;
  const money = (v: number, decimals = 2) => formatMoney(v, { brand: brand.id, currency: o.amounts.currency, decimals });
  const rows: Array<[string, ReactNode, string]> = [
    [t('orderConfirmation.seller'), o.seller.name, 'seller'],
    [t('orderConfirmation.buyer'), o.buyer.name, 'buyer'],
    [t('orderConfirmation.product'), o.product.name, 'product'],
    o.terminal
      ? [t('orderConfirmation.terminal'), `${o.terminal.name}, ${o.terminal.city}`, 'terminal']
      : [t('orderConfirmation.deliveryAddress'), o.deliveryAddress ? `${o.deliveryAddress.company}, ${o.deliveryAddress.street}, ${o.deliveryAddress.postCode} ${o.deliveryAddress.city}` : '–', 'delivery-address'],
    [t('orderConfirmation.volume'), `${formatNumber(o.quantityCbm, { brand: brand.id, decimals: 3 })} cbm`, 'volume'],
    [t('orderConfirmation.price'), money(o.pricePer100l, 2), 'price'],
    [t('orderConfirmation.net'), money(o.amounts.net), 'net'],
    [t('orderConfirmation.vat', { rate: formatNumber(o.amounts.vatRate, { brand: brand.id, decimals: o.amounts.vatRate % 1 ? 1 : 0 }) }), money(o.amounts.vat), 'vat'],
    [t('orderConfirmation.gross'), <Text key="gross" fw={700} span>{money(o.amounts.gross)}</Text>, 'gross'],
    [t('orderConfirmation.paymentPeriod'), t('orderConfirmation.paymentPeriodValue', { days: o.paymentPeriod.creditDays, date: formatDate(o.paymentPeriod.dueDate) }), 'payment-period'],
    [t('orderConfirmation.collectionPeriod'), `${formatDate(o.collectionPeriod.startDate)} – ${formatDate(o.collectionPeriod.endDate)}`, 'collection-period'],
    [t('orderConfirmation.createdAt'), formatDateTimeLong(o.createdAt), 'created'],
  ];
  if (o.sellerComment) rows.push([t('orderConfirmation.sellerComment'), o.sellerComment, 'seller-comment']);

  return (
    <Stack gap="md" data-testid="order-confirmation">
      <PageHeader
        title={`${t('pages.orderConfirmation.title')} ${o.contractNumber}`}
        description={o.side === 'buyer' && o.status === 'OPEN' ? t('orderConfirmation.success') : undefined}
        actions={
          <OrderStatusBadge code={o.status} label={o.statusLabel} size="lg" variant="filled" radius="xl" />
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberTile label={t('orderConfirmation.contractNumber')} value={o.contractNumber} testId="order-contract-number" />
        <NumberTile label={t('orderConfirmation.liftingMasterNumber')} value={o.liftingMasterNumber} testId="order-lifting-master-number" />
        <NumberTile label={t('orderConfirmation.pickupNumber')} value={o.pickupNumber} large testId="order-pickup-number" />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('orderConfirmation.pickupHint')}
      </Text>
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="sm">
          {o.product.name}
        </Title>
        <Table>
          <Table.Tbody>
            {rows.map(([label, value, key]) => (
              <Table.Tr key={key}>
                <Table.Th w="40%">{label}</Table.Th>
                <Table.Td data-testid={`order-${key}`}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Group justify="space-between">
        <Anchor component={Link} to="/orders">
          {t('orderConfirmation.toHistory')}
        </Anchor>
        {o.canDecide && <SellerDecision order={o} />}
      </Group>
    </Stack>
  );
}
