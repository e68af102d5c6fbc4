import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductVolumeStats } from '@fuel/domain/contracts/statistics';
import { formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { VOLUME_DECIMALS } from '../../../ui/account-ranking/ranking-text';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { bucketLabel } from '../bucket-label';

type Bucket = ProductVolumeStats['buckets'][number];

/** The chart's figures as a table: a line per bucket, a column per product and the total. */
export function VolumeTable({ stats, loading }: { stats: ProductVolumeStats; loading: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const cbm = (v: number) => formatNumber(v, { brand: brand.id, decimals: VOLUME_DECIMALS });
  const volumeOf = (b: Bucket, productId: number) => b.volumes.find((v) => v.productId === productId)?.volume ?? 0;
  const columns: DataColumn<Bucket>[] = [
    {
      id: 'period',
      header: t('statistics.volume.period'),
      sortValue: (b) => b.start,
      cell: (b) => bucketLabel(stats.bucket, b),
      card: 'title',
    },
    ...stats.products.map((p): DataColumn<Bucket> => ({
      id: `product-${p.id}`,
      header: p.name,
      align: 'right',
      sortValue: (b) => volumeOf(b, p.id),
      cell: (b) => cbm(volumeOf(b, p.id)),
    })),
    {
      id: 'total',
      header: t('statistics.volume.total'),
      align: 'right',
      sortValue: (b) => b.total,
      cell: (b) => (
        <Text size="sm" fw={600}>
          {cbm(b.total)}
        </Text>
      ),
    },
  ];
  return (
    <div aria-busy={loading || undefined}>
      <DataTable
        data={stats.buckets}
        columns={columns}
        getRowId={(b) => b.start}
        rowProps={() => ({ 'data-testid': 'volume-table-row' })}
        columnMenu={stats.products.length > 3}
        maxHeight={420}
        verticalSpacing="xs"
        striped
        ariaLabel={t('statistics.volume.tableLabel')}
        testId="volume-table"
      />
      <Stack gap={2} px="sm" pt={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('statistics.volume.total')}
          </Text>
          <Text size="sm" fw={700} data-testid="volume-total">
            {cbm(stats.total.volume)} cbm
          </Text>
        </Group>
        <Group gap="md" wrap="wrap">
          {stats.products.map((p) => (
            <Text key={p.id} size="xs" c="dimmed" data-testid="volume-product-total" data-product={p.name}>
              {p.name}: {cbm(p.volume)} cbm
            </Text>
          ))}
        </Group>
      </Stack>
    </div>
  );
}
