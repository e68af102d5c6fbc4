import { Group, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdditiveOffer } from '@fuel/domain/contracts/additives';
import { ADDITIVE_OFFER_STATUS_LABELS } from '@fuel/domain/additives/additive-rules';
import type { Resources } from '../../../i18n/de';
import { DataTable, type DataColumn, type ServerSorting } from '../../../ui/data-table/data-table';
import { AdditiveOfferActions } from './additive-offer-actions';
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
      cell: (o) => (
        <>
          <Text size="sm">
            {t('additives.unitsCount', { count: o.availableUnits, units: f.units(o.availableUnits) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('additives.soldOfTotal', {
              sold: f.units(o.soldUnits ?? 0),
              total: f.units(o.totalUnits ?? o.availableUnits),
            })}
          </Text>
        </>
      ),
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
      cell: (o) => (
        <Switch
          checked={o.status === 'ACTIVE'}
          disabled={pendingId === o._id}
          onChange={(event) => onToggle(o, event.currentTarget.checked)}
          label={ADDITIVE_OFFER_STATUS_LABELS[o.status]}
          aria-label={t('additives.offers.toggle', { product: o.product.name, unit: o.purchaseUnit.name })}
          data-testid={`additive-offer-toggle-${o._id}`}
        />
      ),
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
