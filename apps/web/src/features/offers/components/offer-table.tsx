import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SellerOffer } from '@fuel/domain/contracts/offers';
import { formatDate } from '@fuel/domain/formats/date';
import type { Currency } from '@fuel/domain/formats/number';
import type { Resources } from '../../../i18n/de';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { autoExecutionColumn } from './auto-execution-cell';
import { OfferActionsMenu } from './offer-actions-menu';
import { OfferPeriodCell } from './offer-period-cell';
import { offerPlace } from './offer-place';
import { OfferPriceCell } from './offer-price-cell';
import { OfferStatusBadge } from './offer-status-badge';
import { OfferVolumeCell } from './offer-volume-cell';

type Props = {
  offers: SellerOffer[];
  currency: Currency;
  onEdit: (offer: SellerOffer) => void;
  onDelete: (offer: SellerOffer) => void;
  onAutoExecution: (offer: SellerOffer) => void;
};

/** The seller's offers: product, place, price, status, automatic execution, sold/remaining volume, dates, actions. */
export function OfferTable({ offers, currency, onEdit, onDelete, onAutoExecution }: Props) {
  const { t } = useTranslation();
  const label = (key: keyof Resources['sellerOffers']['columns']): string => t(`sellerOffers.columns.${key}`);
  const columns: DataColumn<SellerOffer>[] = [
    {
      id: 'product',
      header: label('product'),
      sortValue: (o) => o.product.name,
      cell: (o) => <Text fw={500}>{o.product.name}</Text>,
    },
    { id: 'place', header: label('place'), sortValue: offerPlace, cell: offerPlace },
    {
      id: 'price',
      header: label('price'),
      align: 'right',
      sortValue: (o) => o.pricePer100l,
      tdProps: (o) => ({ 'data-testid': `offer-price-${o.id}` }),
      cell: (offer) => <OfferPriceCell offer={offer} currency={currency} />,
    },
    {
      id: 'status',
      header: label('status'),
      sortValue: (o) => o.displayStatus,
      cell: (o) => <OfferStatusBadge status={o.displayStatus} />,
    },
    autoExecutionColumn(t('offerTargets.column'), onAutoExecution),
    {
      id: 'volume',
      header: label('volume'),
      thProps: { miw: 200 },
      sortValue: (o) => o.remainingCbm,
      cell: (offer) => <OfferVolumeCell offer={offer} />,
    },
    {
      id: 'period',
      header: label('period'),
      sortValue: (o) => o.startDate,
      cell: (offer) => <OfferPeriodCell offer={offer} />,
    },
    {
      id: 'collection',
      header: label('collection'),
      cell: (offer) => (
        <Text size="sm">
          {offer.collectionType === 'CUSTOM' && offer.collectionStartDate && offer.collectionEndDate
            ? `${formatDate(offer.collectionStartDate)} – ${formatDate(offer.collectionEndDate)}`
            : (offer.liftingPeriod?.name ?? '–')}
        </Text>
      ),
    },
    {
      id: 'actions',
      header: null,
      hideable: false,
      thProps: { 'aria-label': t('sellerOffers.actions.menu') },
      cell: (offer) => (
        <Group justify="flex-end">
          <OfferActionsMenu
            offer={offer}
            onEdit={() => onEdit(offer)}
            onDelete={() => onDelete(offer)}
            onAutoExecution={() => onAutoExecution(offer)}
          />
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      data={offers}
      columns={columns}
      getRowId={(o) => String(o.id)}
      rowProps={(o) => ({ 'data-testid': `offer-row-${o.id}` })}
      columnMenu
      minWidth={960}
      verticalSpacing="sm"
      testId="offer-table"
    />
  );
}
