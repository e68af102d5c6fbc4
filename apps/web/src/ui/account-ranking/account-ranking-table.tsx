import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountRankingRow, AccountRankingStats } from '@fuel/domain/contracts/statistics';
import { formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../brands/brand-context';
import { DataTable, type DataColumn } from '../data-table/data-table';
import { rankingEmptyKey, VOLUME_DECIMALS } from './ranking-text';

type Props = {
  stats: AccountRankingStats;
  /** The report's table sorts by its headers; the widget is a plain table (spec section 2). */
  sortable?: boolean;
  loading?: boolean;
  testId: string;
};

const numeric = { style: { fontVariantNumeric: 'tabular-nums' } } as const;

/**
 * Spec section 2 "Dashboard account ranking": position, counterparty ("Verkäufer" for buyers, "Käufer"
 * for sellers), order count and volume, with the total volume line under it; the empty text tells "no
 * ranking yet" from "no results for these filters". Shown by the dashboard widget and the report.
 */
export function AccountRankingTable({ stats, sortable = false, loading, testId }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  const volume = (v: number) => formatNumber(v, { brand: brand.id, decimals: VOLUME_DECIMALS });
  const sortBy = <V,>(value: (row: AccountRankingRow) => V) => (sortable ? value : undefined);
  const columns: DataColumn<AccountRankingRow>[] = [
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
      id: 'volume',
      header: t('ranking.volume'),
      align: 'right',
      sortValue: sortBy((r) => r.volume),
      cell: (r) => volume(r.volume),
    },
  ];
  const empty = stats.rows.length === 0;
  return (
    <Stack
      gap="xs"
      data-testid={testId}
      data-rows={stats.rows.length}
      data-filtered={stats.filtered}
      aria-busy={loading || undefined}
    >
      <DataTable
        data={stats.rows}
        columns={columns}
        getRowId={(r) => String(r.accountId)}
        rowProps={(r) => ({ 'data-testid': `${testId}-row`, 'data-account': r.accountName })}
        emptyText={<span data-testid={`${testId}-empty`}>{t(rankingEmptyKey(stats))}</span>}
        loading={loading}
        verticalSpacing="xs"
        striped
        ariaLabel={t('ranking.tableLabel')}
      />
      {!empty && (
        <Group
          justify="space-between"
          px="sm"
          pt={4}
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text size="sm" fw={600}>
            {t('ranking.total')}
          </Text>
          <Text size="sm" fw={700} {...numeric} data-testid={`${testId}-total`}>
            {t('ranking.totalValue', { value: volume(stats.total.volume) })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
