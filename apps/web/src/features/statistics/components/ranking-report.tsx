import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ACCOUNT_RANKING_OPTIONS, type AccountRankingOptions, type Counterparty } from '@fuel/domain/contracts/statistics';
import { useBrand } from '../../../brands/brand-context';
import { useOrderStats } from '../../../lib/api/get-order-stats';
import { AccountRankingTable } from '../../../ui/account-ranking/account-ranking-table';
import { rankingTitleKey } from '../../../ui/account-ranking/ranking-text';
import { LoadErrorWidget } from '../../../ui/load-error-widget';
import { downloadText } from '../download-file';
import { hasChoices, rankingQuery, withDateRange, withQuickRange } from '../report-query';
import { csvFileName, rankingCsv } from '../statistics-csv';
import { useReportOptions } from '../use-report-options';
import { ReportCard } from './report-card';
import { ReportFilters, type IdFilter } from './report-filters';

type Props = { initial: AccountRankingOptions; counterparty: Counterparty; deliveredProducts: boolean; today: string };

/** Spec section 2, report mode: the account ranking with date range, quick ranges, terminal, product and delivery address filters. */
export function RankingReport({ initial, counterparty, deliveredProducts, today }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [options, change] = useReportOptions('ACCOUNT_RANKING_OPTIONS', initial);
  const answer = useOrderStats(rankingQuery(options, deliveredProducts));
  const stats = answer.data?.orderStats.statType === 'ACCOUNT_RANKING' ? answer.data.orderStats : null;
  const choices = answer.data?.options;
  const filters: IdFilter[] = [
    { key: 'terminals', label: t('statistics.filters.terminal'), options: choices?.terminals ?? [], value: options.terminals, onChange: (terminals) => change({ ...options, terminals }) },
    { key: 'products', label: t('statistics.filters.product'), options: choices?.products ?? [], value: options.products, onChange: (products) => change({ ...options, products }) },
  ];
  if (deliveredProducts) {
    filters.push({
      key: 'deliveryAddresses',
      label: t('statistics.filters.deliveryAddress'),
      options: choices?.deliveryAddresses ?? [],
      value: options.deliveryAddresses,
      onChange: (deliveryAddresses) => change({ ...options, deliveryAddresses }),
    });
  }
  const exportCsv = stats && stats.rows.length > 0 ? () => downloadText(csvFileName(t('statistics.exportFileRanking'), today), rankingCsv(stats, t, brand.id)) : null;
  return (
    <ReportCard title={t(rankingTitleKey(counterparty))} onExport={exportCsv} testId="ranking-report">
      <Stack gap="md">
        <ReportFilters
          period={options}
          resolved={stats?.range ?? null}
          today={today}
          onQuickRange={(days) => change(withQuickRange(options, days))}
          onDateRange={(range) => change(withDateRange(options, range))}
          filters={filters}
          onReset={hasChoices(options) ? () => change(DEFAULT_ACCOUNT_RANKING_OPTIONS) : undefined}
          testId="ranking-filters"
        />
        {answer.isPending && <Skeleton h={220} radius="sm" />}
        {answer.isError && (
          <LoadErrorWidget title={t('statistics.rankingLoadFailed')} error={answer.error} onRetry={() => void answer.refetch()} testId="ranking-report-error" />
        )}
        {stats && !answer.isError && <AccountRankingTable stats={stats} sortable loading={answer.isPlaceholderData} testId="ranking-report-table" />}
      </Stack>
    </ReportCard>
  );
}
