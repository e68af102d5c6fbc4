import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdditiveOffer } from '@fuel/domain/contracts/additives';
import type { Resources } from '../../../i18n/de';
import { DataTable, type DataColumn, type ServerSorting } from '../../../ui/data-table/data-table';
import { AdditiveOfferActions } from './additive-offer-actions';
import { AdditiveOfferAvailability } from './additive-offer-availability';
import { AdditiveOfferStatusSwitch } from './additive-offer-status-switch';
import { UnitPrice } from './unit-price';
import { useAdditiveFormats } from './use-additive-formats';

type Props = {
  offers: AdditiveOffer[];
  sorting: ServerSorting;
  pendingId: number | null;
  onToggle: (offer: AdditiveOffer, active: boolean) => void;
  onEdit: (offer: AdditiveOffer) => void;
  onClone: (offer: AdditiveOffer) => void;
  onDelete: (offer: AdditiveOffer) => void;
};

/** The seller's additive offers: unit, price per unit, units per order, availability, the enable switch and actions. */
export function AdditiveOfferTable({ offers, sorting, pendingId, onToggle, onEdit, onClone, onDelete }: Props) {
  const { t } = useTranslation();
  const f = useAdditiveFormats();
  const label = (key: keyof Resources['additives']['columns']): string => t(`additives.columns.${key}`);
  const columns: DataColumn<AdditiveOffer>[] = [
    {
      id: 'product',
      header: label('product'),
      sortable: true,
      card: 'title',
      cell: (o) => <Text fw={500}>{o.product.name}</Text>,
    },
    { id: 'purchaseUnit', header: label('purchaseUnit'), sortable: true, cell: (o) => o.purchaseUnit.name },
    { id: 'price', header: label('price'), sortable: true, align: 'right', cell: (o) => <UnitPrice offer={o} /> },
    {
      id: 'minUnits',
      header: label('orderRange'),
      sortable: true,
      cell: (o) => t('additives.unitsRange', { min: f.units(o.minUnits), max: f.units(o.maxUnits) }),
    },
    {
      id: 'availability',
      header: label('availability'),
      sortable: true,
      cell: (o) => <AdditiveOfferAvailability offer={o} />,
    },
    {
      id: 'deliveryDays',
      header: label('deliveryDays'),
      sortable: true,
      cell: (o) => t('additives.days', { count: o.deliveryDays }),
    },
    {
      id: 'status',
      header: label('status'),
      sortable: true,
      cell: (o) => <AdditiveOfferStatusSwitch offer={o} busy={pendingId === o._id} onToggle={onToggle} />,
    },
    {
      id: 'actions',
      header: null,
      label: t('additives.offers.actions.menu'),
      hideable: false,
      thProps: { 'aria-label': t('additives.offers.actions.menu') },
      cell: (o) => (
        <Group justify="flex-end">
          <AdditiveOfferActions
            offer={o}
            onEdit={() => onEdit(o)}
            onClone={() => onClone(o)}
            onDelete={() => onDelete(o)}
          />
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      data={offers}
      columns={columns}
      getRowId={(o) => String(o._id)}
      rowProps={(o) => ({ 'data-testid': `additive-offer-row-${o._id}`, 'data-status': o.status })}
      serverSorting={sorting}
      columnMenu
      minWidth={960}
      verticalSpacing="sm"
      testId="additive-offer-table"
    />
  );
}
