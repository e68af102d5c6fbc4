import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmptyBarrelRequest } from '@fuel/domain/contracts/empty-barrels';
import { EMPTY_BARREL_STATUS_LABELS, type EmptyBarrelStatus } from '@fuel/domain/empty-barrels/empty-barrel-rules';
import { formatDate } from '@fuel/domain/formats/date';
import { formatAddressLine } from '@fuel/domain/formats/address';
import { formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import type { Resources } from '../../../i18n/de';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { EmptyBarrelStatusBadge } from './empty-barrel-status-badge';

type Props = {
  requests: EmptyBarrelRequest[];
  side: 'buyer' | 'seller';
  /** The seller moves a request on; absent for the buyer, who only reads. */
  onStatus?: (request: EmptyBarrelRequest, status: EmptyBarrelStatus) => void;
  pendingId?: number | null;
};

/** Empty-barrel pickup requests: the buyer's last five, or what the seller received, with the status change. */
export function EmptyBarrelTable({ requests, side, onStatus, pendingId = null }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  const label = (key: keyof Resources['emptyBarrels']['columns']): string => t(`emptyBarrels.columns.${key}`);
  const counterparty = side === 'buyer' ? 'seller' : 'buyer';
  const columns: DataColumn<EmptyBarrelRequest>[] = [
    {
      id: 'createdAt',
      header: label('createdAt'),
      sortValue: (r) => r.createdAt,
      cell: (r) => formatDate(r.createdAt),
    },
    {
      id: counterparty,
      header: label(counterparty),
      sortValue: (r) => r[counterparty].name,
      card: 'title',
      cell: (r) => r[counterparty].name,
    },
    {
      id: 'product',
      header: label('product'),
      sortValue: (r) => r.product.name,
      cell: (r) => (
        <>
          <Text size="sm">{r.product.name}</Text>
          <Text size="xs" c="dimmed">
            {t('emptyBarrels.unitsOf', {
              units: formatNumber(r.units, { brand: brand.id, decimals: 0 }),
              unit: r.purchaseUnit.name,
            })}
          </Text>
        </>
      ),
    },
    {
      id: 'pickupAddress',
      header: label('pickupAddress'),
      sortValue: (r) => r.pickupAddress.postCode,
      cell: (r) => formatAddressLine(r.pickupAddress),
    },
    {
      id: 'preferredDate',
      header: label('preferredDate'),
      sortValue: (r) => r.preferredDate,
      cell: (r) => formatDate(r.preferredDate),
    },
    {
      id: 'comment',
      header: label('comment'),
      hiddenByDefault: side === 'buyer',
      cell: (r) => (
        <Text size="sm" lineClamp={2}>
          {r.comment ?? ''}
        </Text>
      ),
    },
    {
      id: 'status',
      header: label('status'),
      sortValue: (r) => r.status,
      card: onStatus ? 'full' : undefined,
      cell: (r) =>
        onStatus && r.nextStatuses.length > 0 ? (
          <Select
            aria-label={t('emptyBarrels.statusOf', { buyer: r.buyer.name, product: r.product.name })}
            data={[r.status, ...r.nextStatuses].map((s) => ({ value: s, label: EMPTY_BARREL_STATUS_LABELS[s] }))}
            value={r.status}
            onChange={(value) => value && value !== r.status && onStatus(r, value as EmptyBarrelStatus)}
            allowDeselect={false}
            disabled={pendingId === r.id}
            w={160}
            data-testid={`empty-barrel-status-${r.id}`}
          />
        ) : (
          <EmptyBarrelStatusBadge status={r.status} label={r.statusLabel} />
        ),
    },
  ];
  return (
    <DataTable
      data={requests}
      columns={columns}
      getRowId={(r) => String(r.id)}
      rowProps={(r) => ({ 'data-testid': `empty-barrel-row-${r.id}`, 'data-status': r.status })}
      columnMenu={side === 'seller'}
      minWidth={900}
      verticalSpacing="sm"
      testId="empty-barrel-table"
    />
  );
}
