import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LiftingListItem } from '@fuel/domain/contracts/liftings';
import { brandTimeZone } from '@fuel/domain/calendar/zones';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import { orderStatusLabel, type OrderSide } from '@fuel/domain/trading/order-status';
import { useBrand } from '../../../brands/brand-context';
import { litresText } from '../../../ui/account-ranking/ranking-text';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { OrderStatusBadge } from '../../../ui/order-status-badge';

type Props = { items: LiftingListItem[]; side: OrderSide; loading: boolean };

/** The liftings of a page, newest first as the server sends them; on a phone one card per lifting. */
export function LiftingsTable({ items, side, loading }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  const zone = brandTimeZone(brand.id);
  const columns: DataColumn<LiftingListItem>[] = [
    {
      id: 'bol',
      header: t('liftings.list.bol'),
      card: 'title',
      cell: (l) => l.bolNumber,
      tdProps: () => ({ 'data-testid': 'liftings-list-bol' }),
    },
    { id: 'liftedAt', header: t('liftings.list.liftedAt'), cell: (l) => formatDateTimeLong(l.liftedAt, zone) },
    {
      id: 'contract',
      header: t('liftings.list.contract'),
      cell: (l) => (
        <Anchor component={Link} to={`/orders/${l.orderId}`} size="sm">
          {l.contractNumber}
        </Anchor>
      ),
    },
    {
      id: 'partner',
      header: t(side === 'seller' ? 'liftings.list.buyer' : 'liftings.list.seller'),
      cell: (l) => l.partnerName,
    },
    { id: 'product', header: t('liftings.list.product'), cell: (l) => l.productName },
    { id: 'terminal', header: t('liftings.list.terminal'), cell: (l) => l.terminalName ?? '–' },
    {
      id: 'litres15',
      header: t('liftings.list.litres15'),
      align: 'right',
      cell: (l) => litresText(l.litres15, brand.id),
    },
    {
      id: 'status',
      header: t('liftings.list.status'),
      cell: (l) => <OrderStatusBadge code={l.orderStatus} label={orderStatusLabel(l.orderStatus, side)} />,
    },
  ];
  return (
    <DataTable
      data={items}
      columns={columns}
      getRowId={(l) => String(l.id)}
      loading={loading}
      emptyText={t('liftings.page.empty')}
      minWidth={900}
      testId="liftings-list"
      ariaLabel={t('liftings.title')}
    />
  );
}
