import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmptyBarrelRequest } from '@fuel/domain/contracts/empty-barrels';
import type { EmptyBarrelStatus } from '@fuel/domain/empty-barrels/empty-barrel-rules';
import { formatDate } from '@fuel/domain/formats/date';
import { formatAddressLine } from '@fuel/domain/formats/address';
import type { Resources } from '../../../i18n/de';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { EmptyBarrelProductCell } from './empty-barrel-product-cell';
import { EmptyBarrelStatusBadge } from './empty-barrel-status-badge';
import { EmptyBarrelStatusSelect } from './empty-barrel-status-select';

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
      cell: (r) => <EmptyBarrelProductCell request={r} />,
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
          <EmptyBarrelStatusSelect request={r} onStatus={onStatus} pending={pendingId === r.id} />
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
