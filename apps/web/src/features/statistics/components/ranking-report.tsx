import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_ACCOUNT_RANKING_OPTIONS,
  type AccountRankingOptions,
  type Counterparty,
} from '@fuel/domain/contracts/statistics';
import { useBrand } from '../../../brands/brand-context';
import { useOrderStats } from '../../../lib/api/get-order-stats';
import { AccountRankings } from '../../../ui/account-ranking/account-rankings';
import { rankingTitleKey } from '../../../ui/account-ranking/ranking-text';
import { LoadErrorWidget } from '../../../ui/load-error-widget';
import { downloadText } from '../download-file';
import { rankingQuery } from '../report-query';
import { csvFileName, rankingCsv } from '../statistics-csv';
import { useReportOptions } from '../use-report-options';
import { ReportCard } from './report-card';
import { ReportFilters } from './report-filters';

type Props = { initial: AccountRankingOptions; counterparty: Counterparty; deliveredProducts: boolean; today: string };

/** Spec section 2, report mode: the account ranking with date range, quick ranges, terminal, product and delivery address filters. */
export function RankingReport({ initial, counterparty, deliveredProducts, today }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [options, change] = useReportOptions('ACCOUNT_RANKING_OPTIONS', initial);
  const answer = useOrderStats(rankingQuery(options, deliveredProducts));
  const stats = answer.data?.orderStats.statType === 'ACCOUNT_RANKING' ? answer.data.orderStats : null;
  const exportCsv =
    stats && (stats.rows.length > 0 || stats.additives.rows.length > 0)
      ? () => downloadText(csvFileName(t('statistics.exportFileRanking'), today), rankingCsv(stats, t, brand.id))
      : null;
  return (
    <ReportCard title={t(rankingTitleKey(counterparty))} onExport={exportCsv} testId="ranking-report">
      <Stack gap="md">
        <ReportFilters
          options={options}
          onChange={change}
          defaults={DEFAULT_ACCOUNT_RANKING_OPTIONS}
          own={{
            key: 'products',
            label: t('statistics.filters.product'),
            options: answer.data?.options.products ?? [],
          }}
          choices={answer.data?.options}
          deliveredProducts={deliveredProducts}
          resolved={stats?.range ?? null}
          today={today}
          testId="ranking-filters"
        />
        {answer.isPending && <Skeleton h={220} radius="sm" />}
        {answer.isError && (
          <LoadErrorWidget
            title={t('statistics.rankingLoadFailed')}
            error={answer.error}
            onRetry={() => void answer.refetch()}
            testId="ranking-report-error"
          />
        )}
        {stats && !answer.isError && (
          <AccountRankings stats={stats} sortable loading={answer.isPlaceholderData} testId="ranking-report-table" />
        )}
      </Stack>
    </ReportCard>
  );
}
