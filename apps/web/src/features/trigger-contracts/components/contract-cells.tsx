import { Badge, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { TRIGGER_CONTRACT_STATUS_LABELS, type TriggerContract } from '@fuel/domain/contracts/trigger-contracts';
import { formatNumber } from '@fuel/domain/formats/number';
import type { DataColumn } from '../../../ui/data-table/data-table';

const STATUS_COLOR = { ACTIVE: 'green', PAUSED: 'yellow', ENDED: 'gray' } as const;

export const cbmText = (brand: BrandId, v: number) => formatNumber(v, { brand, decimals: 3 });

/** "12,5 EUR/100L15 über ICE M01" */
export const basisText = (t: TFunction, brand: BrandId, c: Pick<TriggerContract, 'priceBasis'>) =>
  t('triggers.premiumOver', {
    premium: formatNumber(c.priceBasis.premium, { brand, decimals: 2 }),
    unit: t(`triggers.premiumUnits.${c.priceBasis.premiumUnit}`),
    month: c.priceBasis.futureMonth,
  });

/** "Mo Di Mi Do Fr 08:00–17:00" */
export const windowText = (t: TFunction, c: Pick<TriggerContract, 'triggerWindow'>) =>
  `${c.triggerWindow.days.map((d) => t(`triggers.weekdays.d${d as 1}`)).join(' ')} ${c.triggerWindow.from}–${c.triggerWindow.to}`;

export function ContractStatusBadge({ status }: { status: TriggerContract['status'] }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-testid="trigger-contract-status">
      {TRIGGER_CONTRACT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The columns both sides show: product, terminal, price basis, trigger time, volume, remaining, today's triggers. */
export function contractColumns<S>(t: TFunction, brand: BrandId): DataColumn<TriggerContract, S>[] {
  return [
    {
      id: 'product',
      header: t('triggers.columns.product'),
      sortValue: (c) => c.product.name,
      cell: (c) => c.product.name,
    },
    {
      id: 'terminal',
      header: t('triggers.columns.terminal'),
      sortValue: (c) => c.terminal.name,
      cell: (c) => c.terminal.name,
    },
    {
      id: 'ekk',
      header: t('triggers.columns.contract'),
      sortValue: (c) => c.ekkNumber,
      cell: (c) => c.ekkNumber,
      hiddenByDefault: false,
    },
    { id: 'basis', header: t('triggers.columns.basis'), cell: (c) => <Text size="sm">{basisText(t, brand, c)}</Text> },
    {
      id: 'window',
      header: t('triggers.columns.window'),
      cell: (c) => <Text size="sm">{windowText(t, c)}</Text>,
      hiddenByDefault: true,
    },
    {
      id: 'volume',
      header: t('triggers.columns.volume'),
      align: 'right',
      sortValue: (c) => c.volumeCbm,
      cell: (c) => cbmText(brand, c.volumeCbm),
    },
    {
      id: 'remaining',
      header: t('triggers.columns.remaining'),
      align: 'right',
      sortValue: (c) => c.remainingCbm,
      cell: (c) => <span data-testid="trigger-remaining">{cbmText(brand, c.remainingCbm)}</span>,
    },
    {
      id: 'today',
      header: t('triggers.columns.today'),
      align: 'right',
      sortValue: (c) => c.triggersToday,
      cell: (c) => (
        <span data-testid="trigger-today">
          {t('triggers.perDay', { count: c.triggersToday, limit: c.dailyTriggerLimit })}
        </span>
      ),
    },
  ];
}
