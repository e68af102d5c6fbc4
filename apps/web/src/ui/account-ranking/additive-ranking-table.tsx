import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountRankingStats, AdditiveRankingRow } from '@fuel/domain/contracts/statistics';
import { formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../brands/brand-context';
import { DataTable, type DataColumn } from '../data-table/data-table';
import { litresText, rankingEmptyKey, unitsText } from './ranking-text';

type Props = { stats: AccountRankingStats; sortable?: boolean; loading?: boolean; testId: string; maxRows?: number };

const numeric = { style: { fontVariantNumeric: 'tabular-nums' } } as const;

/**
 * The additive ranking beside the fuel one (decision 052): counterparties by litres, with the units of
 * each purchase unit, and the total line; never cbm, never added to the fuel volume.
 */
export function AdditiveRankingTable({ stats, sortable = false, loading, testId, maxRows }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  const sortBy = <V,>(value: (row: AdditiveRankingRow) => V) => (sortable ? value : undefined);
  const columns: DataColumn<AdditiveRankingRow>[] = [
    {
      id: 'position',
      header: t('ranking.position'),
      sortValue: sortBy((r) => r.position),
      cell: (r) => <Text fw={600}>{r.position}.</Text>,
      card: 'title',
    },
    {
      id: 'accountName',
      header: t(`ranking.${stats.counterparty}`),
      sortValue: sortBy((r) => r.accountName),
      cell: (r) => r.accountName,
    },
    {
      id: 'orders',
      header: t('ranking.orders'),
      align: 'right',
      sortValue: sortBy((r) => r.orders),
      cell: (r) => formatNumber(r.orders, { brand: brand.id, decimals: 0 }),
    },
    {
      id: 'litres',
      header: t('ranking.litres'),
      align: 'right',
      sortValue: sortBy((r) => r.litres),
      cell: (r) => litresText(r.litres, brand.id),
    },
    { id: 'units', header: t('ranking.units'), cell: (r) => unitsText(r.units, brand.id) },
  ];
  const { rows, total } = stats.additives;
  return (
    <Stack gap="xs" data-testid={testId} data-rows={rows.length} aria-busy={loading || undefined}>
      <DataTable
        data={maxRows === undefined ? rows : rows.slice(0, maxRows)}
        columns={columns}
        getRowId={(r) => String(r.accountId)}
        rowProps={(r) => ({ 'data-testid': `${testId}-row`, 'data-account': r.accountName })}
        emptyText={<span data-testid={`${testId}-empty`}>{t(rankingEmptyKey(stats))}</span>}
        loading={loading}
        verticalSpacing="xs"
        striped
        ariaLabel={t('ranking.additiveTableLabel')}
      />
      {rows.length > 0 && (
        <Group
          justify="space-between"
          px="sm"
          pt={4}
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          wrap="wrap"
        >
          <Text size="sm" fw={600}>
            {t('ranking.additiveTotal')}
          </Text>
          <Text size="sm" fw={700} {...numeric} data-testid={`${testId}-total`}>
            {`${litresText(total.litres, brand.id)} · ${unitsText(total.units, brand.id)}`}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
