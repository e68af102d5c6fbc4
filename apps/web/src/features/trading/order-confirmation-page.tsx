import type { ReactNode } from 'react';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTimeLong } from '@fuel/domain/formats/date';
import { formatMoney, formatNumber } from '@fuel/domain/formats/number';
import { formatAddressLine } from '@fuel/domain/formats/address';
import { shownPriceDecimals } from '@fuel/domain/pricing/money';
import { isApiError } from '../../lib/api-client';
import type { PageLoaderArgs } from '../../lib/navigation/page-module';
import { useBrand } from '../../brands/brand-context';
import { ErrorAlert } from '../../ui/error-alert';
import { OrderStatusBadge } from '../../ui/order-status-badge';
import { PageHeader } from '../../ui/page-header';
import { PriceBreakdown } from '../../ui/price-breakdown/price-breakdown';
import { ReorderButton } from '../../ui/reorder-button';
import { canReorder } from '@fuel/domain/trading/reorder';
import type { OrderDetail } from '@fuel/domain/contracts/orders';
import { orderSubmissionQuery, useOrderSubmission } from './api/get-order';
import { SellerDecision } from './components/seller-decision';

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

function NumberTile({
  label,
  value,
  large,
  testId,
}: {
  label: string;
  value: string;
  large?: boolean;
  testId: string;
}) {
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

/** One order of the submit: its three numbers, amounts and periods; the seller decides here. */
function OrderCard({ o }: { o: OrderDetail }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = (v: number, decimals = 2) =>
    formatMoney(v, { brand: brand.id, currency: o.amounts.currency, decimals });
  /** Where it goes and how much at what price: terminal, cbm and 100 L; an additive order's location, units and price per unit. */
  function placeAndQuantity(order: OrderDetail): Array<[string, ReactNode, string]> {
    const a = order.additive;
    if (a) {
      return [
        [t('additiveOrder.location'), a.location ? formatAddressLine(a.location.address) : '–', 'location'],
        [
          t('orderConfirmation.volume'),
          `${formatNumber(a.units, { brand: brand.id, decimals: 0 })} × ${a.purchaseUnit.name}`,
          'volume',
        ],
        [t('additiveOrder.pricePerUnit'), money(a.pricePerUnit, shownPriceDecimals(a.pricePerUnit)), 'price'],
      ];
    }
    return [
      order.terminal
        ? [t('orderConfirmation.terminal'), `${order.terminal.name}, ${order.terminal.city}`, 'terminal']
        : [
            t('orderConfirmation.deliveryAddress'),
            order.deliveryAddress
              ? `${order.deliveryAddress.company}, ${order.deliveryAddress.street}, ${order.deliveryAddress.postCode} ${order.deliveryAddress.city}`
              : '–',
            'delivery-address',
          ],
      [
        t('orderConfirmation.volume'),
        `${formatNumber(order.quantityCbm, { brand: brand.id, decimals: 3 })} cbm`,
        'volume',
      ],
      // As charged: whole cents per 100 L (decision 049); an order from before the rule with its 4 decimals.
      [t('orderConfirmation.price'), money(order.pricePer100l, shownPriceDecimals(order.pricePer100l)), 'price'],
    ];
  }
  const rows: Array<[string, ReactNode, string]> = [
    [t('orderConfirmation.seller'), o.seller.name, 'seller'],
    [t('orderConfirmation.buyer'), o.buyer.name, 'buyer'],
    [t('orderConfirmation.product'), o.product.name, 'product'],
    ...placeAndQuantity(o),
    [t('orderConfirmation.net'), money(o.amounts.net), 'net'],
    [
      t('orderConfirmation.vat', {
        rate: formatNumber(o.amounts.vatRate, { brand: brand.id, decimals: o.amounts.vatRate % 1 ? 1 : 0 }),
      }),
      money(o.amounts.vat),
      'vat',
    ],
    [
      t('orderConfirmation.gross'),
      <Text key="gross" fw={700} span>
        {money(o.amounts.gross)}
      </Text>,
      'gross',
    ],
    [
      t('orderConfirmation.paymentPeriod'),
      t('orderConfirmation.paymentPeriodValue', {
        days: o.paymentPeriod.creditDays,
        date: formatDate(o.paymentPeriod.dueDate),
      }),
      'payment-period',
    ],
    [
      t(o.additive ? 'additiveOrder.deliveryPeriod' : 'orderConfirmation.collectionPeriod'),
      `${formatDate(o.collectionPeriod.startDate)} – ${formatDate(o.collectionPeriod.endDate)}`,
      'collection-period',
    ],
    [t('orderConfirmation.createdAt'), formatDateTimeLong(o.createdAt), 'created'],
  ];
  if (o.sellerComment) rows.push([t('orderConfirmation.sellerComment'), o.sellerComment, 'seller-comment']);

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
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberTile
          label={t('orderConfirmation.contractNumber')}
          value={o.contractNumber}
          testId="order-contract-number"
        />
        <NumberTile
          label={t('orderConfirmation.liftingMasterNumber')}
          value={o.liftingMasterNumber}
          testId="order-lifting-master-number"
        />
        <NumberTile
          label={t('orderConfirmation.pickupNumber')}
          value={o.pickupNumber}
          large
          testId="order-pickup-number"
        />
      </SimpleGrid>
      {!o.additive && (
        <Text size="sm" c="dimmed">
          {t('orderConfirmation.pickupHint')}
        </Text>
      )}
      <Card withBorder padding="md">
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
    </Stack>
  );
}

/**
 * /orders/:id: the confirmation of the whole submit that order belongs to (a basket of several lines
 * is several orders, all shown here), as far as the caller is a party to them.
 */
export default function OrderConfirmationPage() {
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
        <OrderCard key={o.id} o={o} />
      ))}
      <Anchor component={Link} to="/orders">
        {t('orderConfirmation.toHistory')}
      </Anchor>
    </Stack>
  );
}
