import { Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { BrandId } from '@fuel/domain/contracts/identity';
import type { OrderHistoryRow } from '@fuel/domain/contracts/order-history';
import { formatDate } from '@fuel/domain/formats/date';
import { formatMoney, formatNumber } from '@fuel/domain/formats/number';
import { counterpartyOf } from '@fuel/domain/trading/order-history-export';
import type { OrderSide } from '@fuel/domain/trading/order-status';
import type { OrderProductType } from '@fuel/domain/contracts/orders';
import { formatAddressLine } from '@fuel/domain/formats/address';
import { canReorder } from '@fuel/domain/trading/reorder';
import { shownPriceDecimals } from '@fuel/domain/pricing/money';
import type { Resources } from '../../../i18n/de';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { OrderStatusBadge } from '../../../ui/order-status-badge';
import { ReorderButton } from '../../../ui/reorder-button';

export type HistoryColumnOptions = {
  t: TFunction;
  brandId: BrandId;
  side: OrderSide;
  sortable: boolean;
  reorder: boolean;
  productType: OrderProductType;
};

type Columns = DataColumn<OrderHistoryRow>[];

const columnLabel =
  (t: TFunction) =>
  (key: keyof Resources['orderHistory']['columns']): string =>
    t(`orderHistory.columns.${key}`);

// A price as charged (issue 24): whole cents, or the decimals it has (an additive's 0,365 per unit).
const priceText = (brandId: BrandId, row: OrderHistoryRow, v: number) =>
  formatMoney(v, { brand: brandId, currency: row.invoice.currency, decimals: shownPriceDecimals(v) });

function fuelColumns({ t, brandId, sortable }: HistoryColumnOptions): Columns {
  const label = columnLabel(t);
  return [
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
      cell: (row) => formatNumber(row.volume, { brand: brandId, decimals: 3 }),
    },
    {
      id: 'price',
      header: label('price'),
      label: label('price'),
      sortable,
      align: 'right',
      cell: (row) => priceText(brandId, row, row.price),
    },
  ];
}

// Issue 17: units of a purchase unit at a price per unit, delivered to a location; the server sorts by litres for 'volume'.
function additiveColumns({ t, brandId, sortable }: HistoryColumnOptions): Columns {
  const additive = (key: keyof Resources['additiveHistory']['columns']): string => t(`additiveHistory.columns.${key}`);
  return [
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
          ? `${formatNumber(row.additive.units, { brand: brandId, decimals: 0 })} × ${row.additive.purchaseUnit.name}`
          : '',
    },
    {
      id: 'price',
      header: additive('pricePerUnit'),
      label: additive('pricePerUnit'),
      align: 'right',
      cell: (row) => (row.additive ? priceText(brandId, row, row.additive.pricePerUnit) : ''),
    },
  ];
}

function leadingColumns({ t, side, sortable }: HistoryColumnOptions): Columns {
  const label = columnLabel(t);
  const counterparty = side === 'buyer' ? 'seller' : 'buyer';
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
  ];
}

function trailingColumns({ t, brandId, sortable, reorder, productType }: HistoryColumnOptions): Columns {
  const label = columnLabel(t);
  return [
    {
      id: 'invoice',
      header: label('invoice'),
      label: label('invoice'),
      sortable,
      align: 'right',
      cell: (row) => formatMoney(row.invoice.gross, { brand: brandId, currency: row.invoice.currency }),
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
}

/** The order list's columns; additive orders swap terminal, volume and price for location, units and unit price. */
export function historyTableColumns(options: HistoryColumnOptions): Columns {
  return [
    ...leadingColumns(options),
    ...(options.productType === 'ADDITIVE' ? additiveColumns(options) : fuelColumns(options)),
    ...trailingColumns(options),
  ];
}
