import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductVolumeStats } from '@fuel/domain/contracts/statistics';
import { formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { litresText, unitsText } from '../../../ui/account-ranking/ranking-text';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';

type Product = ProductVolumeStats['additives']['products'][number];

/**
 * The additive products of the period (decision 052): orders, litres and units per purchase unit,
 * apart from the fuel chart in cbm; the CSV carries the same per bucket.
 */
export function AdditiveVolumeTable({ stats, loading }: { stats: ProductVolumeStats; loading: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { products, total } = stats.additives;
  const columns: DataColumn<Product>[] = [
    {
      id: 'product',
      header: t('statistics.volume.product'),
      sortValue: (p) => p.name,
      cell: (p) => p.name,
      card: 'title',
    },
    {
      id: 'orders',
      header: t('statistics.volume.orders'),
      align: 'right',
      sortValue: (p) => p.orders,
      cell: (p) => formatNumber(p.orders, { brand: brand.id, decimals: 0 }),
    },
    {
      id: 'litres',
      header: t('statistics.volume.litres'),
      align: 'right',
      sortValue: (p) => p.litres,
      cell: (p) => litresText(p.litres, brand.id),
    },
    { id: 'units', header: t('statistics.volume.units'), cell: (p) => unitsText(p.units, brand.id) },
  ];
  return (
    <Stack gap="xs" aria-busy={loading || undefined} data-testid="additive-volume">
      <Title order={3} size="h5">
        {t('statistics.volume.additiveTitle')}
      </Title>
      <DataTable
        data={products}
        columns={columns}
        getRowId={(p) => String(p.id)}
        rowProps={(p) => ({ 'data-testid': 'additive-volume-row', 'data-product': p.name })}
        verticalSpacing="xs"
        striped
        ariaLabel={t('statistics.volume.additiveTableLabel')}
        testId="additive-volume-table"
      />
      <Group
        justify="space-between"
        px="sm"
        pt={4}
        wrap="wrap"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text size="sm" fw={600}>
          {t('statistics.volume.total')}
        </Text>
        <Text size="sm" fw={700} data-testid="additive-volume-total">
          {`${litresText(total.litres, brand.id)} · ${unitsText(total.units, brand.id)}`}
        </Text>
      </Group>
    </Stack>
  );
}
