import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TARGET_ORDER_STATE_LABELS, type TargetOrder } from '@fuel/domain/contracts/target-orders';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { TargetOrderActions, type TargetOrderHandlers } from './target-order-actions';
import {
  TargetDistanceCell,
  TargetFillsCell,
  TargetQuantityCell,
  TargetStateCell,
  TargetWhereCell,
} from './target-order-cells';
import { useTargetFormats } from './use-target-formats';

type Props = TargetOrderHandlers & { orders: TargetOrder[]; ownAccountId: number | null };

/** The buyer's target orders, newest first: a table on desktop, one card per order on a phone. */
export function TargetOrderTable({ orders, ownAccountId, onEdit, onAction }: Props) {
  const { t } = useTranslation();
  const { money } = useTargetFormats();
  const columns: DataColumn<TargetOrder>[] = [
    {
      id: 'product',
      header: t('targetOrders.columns.product'),
      card: 'title',
      sortValue: (o) => o.product.name,
      cell: (o) => <Text fw={500}>{o.product.name}</Text>,
    },
    {
      id: 'state',
      header: t('targetOrders.columns.state'),
      sortValue: (o) => TARGET_ORDER_STATE_LABELS[o.state],
      cell: (o) => <TargetStateCell order={o} />,
    },
    {
      id: 'where',
      header: t('targetOrders.columns.where'),
      cell: (o) => <TargetWhereCell order={o} ownAccountId={ownAccountId} />,
    },
    {
      id: 'quantity',
      header: t('targetOrders.columns.quantity'),
      align: 'right',
      sortValue: (o) => o.quantityCbm,
      cell: (o) => <TargetQuantityCell order={o} />,
    },
    {
      id: 'target',
      header: t('targetOrders.columns.target'),
      align: 'right',
      sortValue: (o) => o.targetPrice,
      cell: (o) => <Text fw={600}>{money(o.targetPrice)}</Text>,
    },
    {
      id: 'best',
      header: t('targetOrders.columns.best'),
      align: 'right',
      sortValue: (o) => o.distance,
      cell: (o) => <TargetDistanceCell order={o} />,
    },
    {
      id: 'validUntil',
      header: t('targetOrders.columns.validUntil'),
      sortValue: (o) => o.validUntil,
      cell: (o) => <Text size="sm">{formatDateTimeLong(o.validUntil)}</Text>,
    },
    { id: 'fills', header: t('targetOrders.columns.fills'), cell: (o) => <TargetFillsCell order={o} /> },
    {
      id: 'actions',
      header: null,
      card: 'full',
      hideable: false,
      thProps: { 'aria-label': t('targetOrders.columns.actions') },
      cell: (o) => <TargetOrderActions order={o} onEdit={onEdit} onAction={onAction} />,
    },
  ];
  return (
    <DataTable
      data={orders}
      columns={columns}
      getRowId={(o) => String(o.id)}
      rowProps={(o) => ({ 'data-testid': `target-row-${o.id}`, 'data-state': o.state })}
      minWidth={1100}
      verticalSpacing="sm"
      testId="target-order-table"
    />
  );
}
