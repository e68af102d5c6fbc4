import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TargetDemand } from '@fuel/domain/contracts/target-orders';
import { formatMoney, formatNumber, type Currency } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import type { PageTexts } from '../../../i18n/page-texts';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';

type Row = TargetDemand['items'][number];
type Props = { rows: Row[] | undefined; loading: boolean; currency: Currency };

/** The demand per product and terminal: wanted cbm, the best target price per 100 L, how many buyers. */
export function TargetDemandTable({ rows, loading, currency }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  const label = (key: keyof PageTexts['offerTargets']['demand']['columns']): string =>
    t(`offerTargets.demand.columns.${key}`);
  const columns: DataColumn<Row>[] = [
    {
      id: 'product',
      header: label('product'),
      card: 'title',
      sortValue: (r) => r.product.name,
      cell: (r) => <Text fw={500}>{r.product.name}</Text>,
    },
    { id: 'terminal', header: label('terminal'), sortValue: (r) => r.terminal.name, cell: (r) => r.terminal.name },
    {
      id: 'quantity',
      header: label('quantity'),
      align: 'right',
      sortValue: (r) => r.quantityCbm,
      cell: (r) => formatNumber(r.quantityCbm, { brand: brand.id, decimals: 3 }),
    },
    {
      id: 'bestTargetPrice',
      header: label('bestTargetPrice'),
      align: 'right',
      sortValue: (r) => r.bestTargetPrice,
      cell: (r) =>
        t('offerTargets.demand.perHundredLitres', {
          price: formatMoney(r.bestTargetPrice, { brand: brand.id, currency, decimals: 2 }),
        }),
    },
    { id: 'buyers', header: label('buyers'), align: 'right', sortValue: (r) => r.buyers, cell: (r) => r.buyers },
  ];
  return (
    <DataTable
      data={rows ?? []}
      columns={columns}
      getRowId={(r) => `${r.product.id}-${r.terminal.id}`}
      rowProps={(r) => ({ 'data-testid': `target-demand-${r.product.id}-${r.terminal.id}` })}
      loading={loading}
      emptyText={t('offerTargets.demand.empty')}
      ariaLabel={t('offerTargets.demand.title')}
      testId="target-demand-table"
    />
  );
}
