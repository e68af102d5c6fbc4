import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Relationship } from '@fuel/domain/contracts/relationships';
import { formatDate } from '@fuel/domain/formats/date';
import { CompanyName } from './company-name';
import type { DataColumn } from './data-table/data-table';

/** The columns both sides' relationship lists show: the other company, its message and the last change. */
export function relationshipColumns(t: TFunction, counterpartyHeader: string) {
  const counterparty: DataColumn<Relationship> = {
    id: 'counterparty',
    header: counterpartyHeader,
    sortValue: (r) => r.counterparty.name,
    cell: (r) => <CompanyName name={r.counterparty.name} city={r.counterparty.city} />,
  };
  const message: DataColumn<Relationship> = {
    id: 'message',
    header: t('relationships.message'),
    tdProps: () => ({ maw: 280 }),
    cell: (r) => (
      <Text size="sm" lineClamp={2}>
        {r.message ?? '–'}
      </Text>
    ),
  };
  const updatedAt: DataColumn<Relationship> = {
    id: 'updatedAt',
    header: t('relationships.updatedAt'),
    sortValue: (r) => r.updatedAt,
    cell: (r) => formatDate(r.updatedAt),
  };
  return { counterparty, message, updatedAt };
}

/** Amounts right-aligned in tabular figures, so the digits of a column line up. */
export const amountCell = {
  align: 'right',
  tdProps: () => ({ style: { fontVariantNumeric: 'tabular-nums' } }),
} as const;
