import { useMemo } from 'react';
import { Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderHistoryRow, OrderHistorySortField } from '@fuel/domain/contracts/order-history';
import { formatDate } from '@fuel/domain/formats/date';
import { formatMoney, formatNumber } from '@fuel/domain/formats/number';
import { counterpartyOf } from '@fuel/domain/trading/order-history-export';
import type { OrderSide } from '@fuel/domain/trading/order-status';
import type { OrderProductType } from '@fuel/domain/contracts/orders';
import { formatAddressLine } from '@fuel/domain/formats/address';
import { useBrand } from '../../../brands/brand-context';
import type { Resources } from '../../../i18n/de';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { OrderStatusBadge } from '../../../ui/order-status-badge';
import { ReorderButton } from '../../../ui/reorder-button';
import { canReorder } from '@fuel/domain/trading/reorder';
import type { HistorySort } from '../history-state';
import { shownPriceDecimals } from '@fuel/domain/pricing/money';

type Props = {
  rows: OrderHistoryRow[];
  side: OrderSide;
  sort?: HistorySort;
  onSortChange?: (sort: HistorySort) => void;
  reorder?: boolean;
  /** Additive orders show units of a purchase unit, the price per unit and the delivery location instead of terminal, cbm and 100 L. */
  productType?: OrderProductType;
};

/** The server's default order, shown on the created column until another is chosen. */
const DEFAULT_SORT = { by: 'created', desc: true } as const;

/**
 * The order list; a row opens the order's confirmation page (/orders/:id). The server sorts and
 * pages it, so a header click asks for a new first page instead of reordering this one.
 */
export function HistoryTable({ rows, side, sort = null, onSortChange, reorder = false, productType = 'FUEL' }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const columns = useMemo((): DataColumn<OrderHistoryRow>[] => {
    const label = (key: keyof Resources['orderHistory']['columns']): string => t(`orderHistory.columns.${key}`);
    const sortable = onSortChange !== undefined;
    const counterparty = side === 'buyer' ? 'seller' : 'buyer';
    const money = (row: OrderHistoryRow, v: number) =>
      formatMoney(v, { brand: brand.id, currency: row.invoice.currency });
    // A price as charged (issue 24): whole cents, or the decimals it has (an additive's 0,365 per unit).
    const price = (row: OrderHistoryRow, v: number) =>
      formatMoney(v, { brand: brand.id, currency: row.invoice.currency, decimals: shownPriceDecimals(v) });
    const fuelColumns = (): DataColumn<OrderHistoryRow>[] => [
      {
        id: 'terminal',
        header: label('terminal'),
        label: label('terminal'),
        sortable,
        cell: (row) =>
          row.terminal?.name ??
          (row.deliveryAddress ? `${t('orderHistory.delivered')}: ${row.deliveryAddress.city}` : ''),
      },
      {
        id: 'volume',
        header: label('volume'),
        label: label('volume'),
        sortable,
        align: 'right',
        cell: (row) => formatNumber(row.volume, { brand: brand.id, decimals: 3 }),
      },
      {
        id: 'price',
        header: label('price'),
        label: label('price'),
        sortable,
        align: 'right',
        cell: (row) => price(row, row.price),
      },
    ];
    const additive = (key: keyof Resources['additiveHistory']['columns']): string =>
      t(`additiveHistory.columns.${key}`);
    // Issue 17: units of a purchase unit at a price per unit, delivered to a location; the server sorts by litres for 'volume'.
    const additiveColumns = (): DataColumn<OrderHistoryRow>[] => [
      {
        id: 'location',
        header: additive('location'),
        label: additive('location'),
        cell: (row) => (row.additive?.location ? formatAddressLine(row.additive.location.address) : ''),
      },
      {
        id: 'volume',
        header: additive('units'),
        label: additive('units'),
        sortable,
        align: 'right',
        cell: (row) =>
          row.additive
            ? `${formatNumber(row.additive.units, { brand: brand.id, decimals: 0 })} × ${row.additive.purchaseUnit.name}`
            : '',
      },
      {
        id: 'price',
        header: additive('pricePerUnit'),
        label: additive('pricePerUnit'),
        align: 'right',
        cell: (row) => (row.additive ? price(row, row.additive.pricePerUnit) : ''),
      },
    ];
    return [
      {
        id: 'created',
        header: label('created'),
        label: label('created'),
        sortable,
        cell: (row) => formatDate(row.created),
      },
      {
        id: 'orderId',
        header: label('orderId'),
        label: label('orderId'),
        sortable,
        cell: (row) => (
          <Text size="sm" ff="monospace">
            {row.orderId}
          </Text>
        ),
      },
      {
        id: counterparty,
        header: label(counterparty),
        label: label(counterparty),
        sortable,
        cell: (row) => counterpartyOf(row, side).name,
      },
      {
        id: 'product',
        header: label('product'),
        label: label('product'),
        sortable,
        cell: (row) => (
          <>
            {row.product.name}
            {row.edited && (
              <Tooltip label={t('orderHistory.edited')}>
                <IconPencil
                  size={14}
                  style={{ marginLeft: 4, verticalAlign: 'middle' }}
                  aria-label={t('orderHistory.edited')}
                />
              </Tooltip>
            )}
          </>
        ),
      },
      ...(productType === 'ADDITIVE' ? additiveColumns() : fuelColumns()),
      {
        id: 'invoice',
        header: label('invoice'),
        label: label('invoice'),
        sortable,
        align: 'right',
        cell: (row) => money(row, row.invoice.gross),
      },
      ...(productType === 'ADDITIVE'
        ? []
        : [
            {
              id: 'collection',
              header: label('collection'),
              label: label('collection'),
              sortable,
              cell: (row: OrderHistoryRow) => row.collectionTimeText,
            },
          ]),
      // The order's one payment term with its due date (decision 050), as the confirmation shows it.
      {
        id: 'paymentTerm',
        header: label('paymentTerm'),
        label: label('paymentTerm'),
        cell: (row) =>
          t('orderConfirmation.paymentPeriodValue', {
            days: row.paymentPeriod.creditDays,
            date: formatDate(row.paymentPeriod.dueDate),
          }),
      },
      {
        id: 'status',
        header: label('status'),
        label: label('status'),
        sortable,
        cell: (row) => <OrderStatusBadge code={row.status.code} label={row.status.label} />,
      },
      // Only where it can succeed (decision 052): spot orders; trigger and additive rows have no button.
      ...(reorder && productType !== 'ADDITIVE'
        ? [
            {
              id: 'reorder',
              header: t('orderSubmission.actions'),
              label: t('orderSubmission.reorder'),
              cell: (row: OrderHistoryRow) =>
                canReorder(row.market) ? <ReorderButton orderId={row._id} contractNumber={row.orderId} /> : null,
            },
          ]
        : []),
    ];
  }, [t, brand.id, side, onSortChange, reorder, productType]);
  const current = sort ?? DEFAULT_SORT;
  return (
    <DataTable
      data={rows}
      columns={columns}
      getRowId={(row) => String(row._id)}
      onRowClick={(row) => navigate(`/orders/${row._id}`)}
      rowProps={(row) => ({ 'data-testid': 'order-history-row', 'data-order-id': row.orderId })}
      serverSorting={
        onSortChange && {
          sorting: [{ id: current.by, desc: current.desc }],
          onSortingChange: (next) =>
            onSortChange(next[0] ? { by: next[0].id as OrderHistorySortField, desc: next[0].desc } : null),
        }
      }
      columnMenu
      minWidth={1100}
      testId="order-history-table"
    />
  );
}
