import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountRankingStats } from '@fuel/domain/contracts/statistics';
import { AccountRankingTable } from './account-ranking-table';
import { AdditiveRankingTable } from './additive-ranking-table';

type Props = { stats: AccountRankingStats; sortable?: boolean; loading?: boolean; testId: string; maxRows?: number };

/**
 * The caller's rankings by market (decision 052): fuel in cbm, additives in litres and units, each its
 * own table with its own total; a caller with one market sees one table without a section title (an
 * additive-only seller no cbm at all).
 */
export function AccountRankings({ stats, sortable, loading, testId, maxRows }: Props) {
  const { t } = useTranslation();
  const fuel = stats.markets.includes('FUEL');
  const additives = stats.markets.includes('ADDITIVE');
  const titled = fuel && additives;
  const fuelStats = maxRows === undefined ? stats : { ...stats, rows: stats.rows.slice(0, maxRows) };
  return (
    <Stack gap="md">
      {fuel && (
        <Stack gap={4}>
          {titled && (
            <Text size="sm" fw={600} data-testid={`${testId}-fuel-title`}>
              {t('ranking.fuelSection')}
            </Text>
          )}
          <AccountRankingTable stats={fuelStats} sortable={sortable} loading={loading} testId={testId} />
        </Stack>
      )}
      {additives && (
        <Stack gap={4}>
          {titled && (
            <Text size="sm" fw={600} data-testid={`${testId}-additives-title`}>
              {t('ranking.additiveSection')}
            </Text>
          )}
          <AdditiveRankingTable
            stats={stats}
            sortable={sortable}
            loading={loading}
            testId={`${testId}-additives`}
            maxRows={maxRows}
          />
        </Stack>
      )}
    </Stack>
  );
}
