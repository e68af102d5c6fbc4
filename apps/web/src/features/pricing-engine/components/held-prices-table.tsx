import { useEngineTranslation } from '../use-engine-translation';
import type { HeldPricePush } from '@fuel/domain/contracts/market-data';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import type { useConfirm } from '../../../ui/confirm-dialog';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { HeldPushActions } from './held-push-actions';
import { useRailFormats } from './use-rail-formats';

type Props = {
  held: HeldPricePush[];
  confirm: ReturnType<typeof useConfirm>;
};

/** The pushes the band held (decision 056), each with its confirm and discard buttons. */
export function HeldPricesTable({ held, confirm }: Props) {
  const { t } = useEngineTranslation();
  const { percent, price, number } = useRailFormats();
  const columns: DataColumn<HeldPricePush>[] = [
    {
      id: 'received',
      header: t('pricingEngine.api.received'),
      sortValue: (h) => h.receivedAt,
      cell: (h) => formatDateTimeLong(h.receivedAt),
    },
    {
      id: 'ticks',
      header: t('pricingEngine.api.ticks'),
      cell: (h) => h.ticks.map((tick) => `${tick.symbol} ${number(tick.price)}`).join(', '),
    },
    { id: 'offer', header: t('pricingEngine.api.offer'), cell: (h) => (h.offerId === null ? '—' : String(h.offerId)) },
    {
      id: 'reference',
      header: t('pricingEngine.api.reference'),
      align: 'right',
      cell: (h) => price(h.referencePriceE4),
    },
    { id: 'pushed', header: t('pricingEngine.api.pushed'), align: 'right', cell: (h) => price(h.pushedPriceE4) },
    {
      id: 'deviation',
      header: t('pricingEngine.api.deviation'),
      align: 'right',
      sortValue: (h) => h.deviationBp,
      cell: (h) => percent(h.deviationBp),
    },
    {
      id: 'actions',
      header: null,
      align: 'right',
      thProps: { 'aria-label': t('pricingEngine.columns.actions') },
      cell: (h) => <HeldPushActions held={h} confirm={confirm} />,
    },
  ];
  return (
    <DataTable
      data={held}
      columns={columns}
      getRowId={(h) => String(h.id)}
      rowProps={(h) => ({ 'data-testid': `held-row-${h.id}` })}
      minWidth={820}
      testId="held-table"
    />
  );
}
