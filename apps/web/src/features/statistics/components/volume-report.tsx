import { useState } from 'react';
import { Group, Input, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PRODUCT_VOLUME_OPTIONS,
  type Counterparty,
  type ProductVolumeOptions,
} from '@fuel/domain/contracts/statistics';
import { STAT_BUCKETS, type StatBucket } from '@fuel/domain/statistics/periods';
import { useBrand } from '../../../brands/brand-context';
import { useOrderStats } from '../../../lib/api/get-order-stats';
import { LoadErrorWidget } from '../../../ui/load-error-widget';
import { downloadText } from '../download-file';
import { volumeQuery } from '../report-query';
import { csvFileName, volumeCsv } from '../statistics-csv';
import { useReportOptions } from '../use-report-options';
import { ReportCard } from './report-card';
import { ReportFilters } from './report-filters';
import { AdditiveVolumeTable } from './additive-volume-table';
import { VolumeChart } from './volume-chart';
import { VolumeTable } from './volume-table';

type Props = { initial: ProductVolumeOptions; counterparty: Counterparty; deliveredProducts: boolean; today: string };

/** The product volume report: volume per product and day, week or month as a chart with its table. */
export function VolumeReport({ initial, counterparty, deliveredProducts, today }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [options, save] = useReportOptions('PRODUCT_VOLUME_OPTIONS', initial);
  // Not a saved setting (spec section 3): null lets the server fit the bucket to the period, so a new
  // period starts from its fitting bucket (a year by days would be too many bars).
  const [bucket, setBucket] = useState<StatBucket | null>(null);
  const change = (next: ProductVolumeOptions) => {
    if (next.days !== options.days || next.dateRange !== options.dateRange) setBucket(null);
    save(next);
  };
  const answer = useOrderStats(volumeQuery(options, deliveredProducts, bucket));
  const stats = answer.data?.orderStats.statType === 'PRODUCT_VOLUME' ? answer.data.orderStats : null;
  // Fuel (cbm) and additives (litres, units) are shown apart, each where the caller has it (decision 052).
  const fuel = stats !== null && stats.markets.includes('FUEL') && stats.products.length > 0;
  const additives = stats !== null && stats.markets.includes('ADDITIVE') && stats.additives.products.length > 0;
  const empty = stats !== null && !fuel && !additives;
  const exportCsv =
    stats && !empty
      ? () => downloadText(csvFileName(t('statistics.exportFileVolume'), today), volumeCsv(stats, t, brand.id))
      : null;
  return (
    <ReportCard title={t('statistics.volumeTab')} onExport={exportCsv} testId="volume-report">
      <Stack gap="md">
        <ReportFilters
          options={options}
          onChange={change}
          defaults={DEFAULT_PRODUCT_VOLUME_OPTIONS}
          own={{
            key: 'accounts',
            label: t(counterparty === 'seller' ? 'statistics.filters.sellers' : 'statistics.filters.buyers'),
            options: answer.data?.options.accounts ?? [],
          }}
          choices={answer.data?.options}
          deliveredProducts={deliveredProducts}
          resolved={stats?.range ?? null}
          today={today}
          testId="volume-filters"
        />
        <Group>
          <Input.Wrapper
            label={t('statistics.bucket.label')}
            labelProps={{ id: 'volume-bucket-label', component: 'span' }}
          >
            <div>
              <SegmentedControl
                aria-labelledby="volume-bucket-label"
                data={STAT_BUCKETS.map((b) => ({ value: b, label: t(`statistics.bucket.${b}`) }))}
                value={bucket ?? stats?.bucket ?? 'DAY'}
                onChange={(value) => setBucket(value as StatBucket)}
                data-testid="volume-bucket"
              />
            </div>
          </Input.Wrapper>
        </Group>
        {answer.isPending && <Skeleton h={300} radius="sm" />}
        {answer.isError && (
          <LoadErrorWidget
            title={t('statistics.volumeLoadFailed')}
            error={answer.error}
            onRetry={() => void answer.refetch()}
            testId="volume-report-error"
          />
        )}
        {stats && !answer.isError && empty && (
          <Text c="dimmed" ta="center" py="xl" data-testid="volume-empty" data-filtered={stats.filtered}>
            {t(stats.filtered ? 'statistics.volume.emptyFiltered' : 'statistics.volume.emptyNoFilter')}
          </Text>
        )}
        {stats && !answer.isError && fuel && (
          <>
            <VolumeChart stats={stats} />
            <VolumeTable stats={stats} loading={answer.isPlaceholderData} />
          </>
        )}
        {stats && !answer.isError && additives && (
          <AdditiveVolumeTable stats={stats} loading={answer.isPlaceholderData} />
        )}
      </Stack>
    </ReportCard>
  );
}
