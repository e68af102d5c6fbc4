import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Relationship, RelationshipDecision } from '@fuel/domain/contracts/relationships';
import { formatMoney } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { RelationshipStatusBadge } from '../../../ui/relationship-status-badge';
import { amountCell, relationshipColumns } from '../../../ui/relationship-columns';
import { SharedCreditMark } from '../../../ui/shared-credit-mark';
import { BuyerRowActions } from './buyer-row-actions';

/** One tab's buyers with their free credit and row actions. */
export function BuyerTable({
  rows,
  empty,
  onDecide,
  onTerms,
}: {
  rows: Relationship[];
  empty: string;
  onDecide: (r: Relationship, d: RelationshipDecision) => void;
  onTerms: (r: Relationship) => void;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="buyers-empty">
        {empty}
      </Text>
    );
  }
  const shared = relationshipColumns(t, t('relationships.buyer'));
  const columns: DataColumn<Relationship>[] = [
    shared.counterparty,
    {
      id: 'status',
      header: t('relationships.statusLabel'),
      sortValue: (r) => r.status,
      cell: (r) => <RelationshipStatusBadge status={r.status} />,
    },
    shared.message,
    shared.updatedAt,
    {
      id: 'creditFree',
      header: t('relationships.creditFree'),
      ...amountCell,
      sortValue: (r) => r.credit?.free ?? null,
      cell: (r) => (
        <>
          {r.credit ? formatMoney(r.credit.free, { brand: brand.id, currency: r.currency }) : '–'}
          <SharedCreditMark credit={r.credit} />
        </>
      ),
    },
    {
      id: 'actions',
      header: t('relationships.actions'),
      cell: (r) => <BuyerRowActions relationship={r} onDecide={onDecide} onTerms={onTerms} />,
    },
  ];
  return (
    <DataTable
      data={rows}
      columns={columns}
      getRowId={(r) => String(r.id)}
      rowProps={(r) => ({ 'data-testid': 'buyer-row', 'data-buyer': r.counterparty.name })}
      minWidth={760}
      verticalSpacing="sm"
      testId="buyers-table"
    />
  );
}
