import { Button, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdditiveOffer } from '@fuel/domain/contracts/additives';
import { isAdditiveOfferOrderable } from '@fuel/domain/additives/additive-rules';
import type { Resources } from '../../../i18n/de';
import { DataTable, type DataColumn, type ServerSorting } from '../../../ui/data-table/data-table';
import { UnitPrice } from './unit-price';
import { useAdditiveFormats } from './use-additive-formats';

type Props = {
  offers: AdditiveOffer[];
  sorting: ServerSorting;
  purchasingDisabled: boolean;
  onOrder: (offer: AdditiveOffer) => void;
};

/** The additive market: offers of the sellers that enabled additives for the buyer, each with its order button. */
export function AdditiveMarketTable({ offers, sorting, purchasingDisabled, onOrder }: Props) {
  const { t } = useTranslation();
  const f = useAdditiveFormats();
  const label = (key: keyof Resources['additives']['columns']): string => t(`additives.columns.${key}`);
  const orderable = (o: AdditiveOffer) =>
    !purchasingDisabled && isAdditiveOfferOrderable({ ...o, totalUnits: o.availableUnits, soldUnits: 0 });
  const columns: DataColumn<AdditiveOffer>[] = [
    {
      id: 'product',
      header: label('product'),
      sortable: true,
      card: 'title',
      cell: (o) => <Text fw={500}>{o.product.name}</Text>,
    },
    { id: 'seller', header: label('seller'), sortable: true, cell: (o) => o.seller.name },
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
      cell: (o) => t('additives.unitsCount', { count: o.availableUnits, units: f.units(o.availableUnits) }),
    },
    {
      id: 'deliveryDays',
      header: label('deliveryDays'),
      sortable: true,
      cell: (o) => t('additives.days', { count: o.deliveryDays }),
    },
    {
      id: 'paymentTerm',
      header: label('paymentTerm'),
      cell: (o) => (o.creditDays === null ? '–' : t('additives.days', { count: o.creditDays })),
    },
    {
      id: 'order',
      header: null,
      label: t('additives.market.order'),
      hideable: false,
      card: 'full',
      thProps: { 'aria-label': t('additives.market.order') },
      cell: (o) => (
        <Button
          size="xs"
          leftSection={<IconShoppingCart size={14} />}
          disabled={!orderable(o)}
          onClick={() => onOrder(o)}
          aria-label={t('additives.market.orderOf', {
            product: o.product.name,
            unit: o.purchaseUnit.name,
            seller: o.seller.name,
          })}
          data-testid={`additive-order-${o._id}`}
        >
          {t('additives.market.order')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      data={offers}
      columns={columns}
      getRowId={(o) => String(o._id)}
      rowProps={(o) => ({ 'data-testid': `additive-market-row-${o._id}` })}
      serverSorting={sorting}
      columnMenu
      minWidth={1040}
      verticalSpacing="sm"
      testId="additive-market-table"
    />
  );
}
