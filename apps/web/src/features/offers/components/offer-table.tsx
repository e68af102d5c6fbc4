import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SellerOffer } from '@fuel/domain/contracts/offers';
import { formatDate, zoneAbbreviation } from '@fuel/domain/formats/date';
import { formatMoney, formatNumber, type Currency } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import type { Resources } from '../../../i18n/de';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { LiveOfferPrice } from './live-offer-price';
import { OfferActionsMenu } from './offer-actions-menu';
import { offerPlace } from './offer-place';
import { OfferStatusBadge } from './offer-status-badge';

type Props = {
  offers: SellerOffer[];
  currency: Currency;
  onEdit: (offer: SellerOffer) => void;
  onDelete: (offer: SellerOffer) => void;
};

/** The seller's offers: product, place, price, status, sold/remaining volume, dates, actions. */
export function OfferTable({ offers, currency, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  const cbm = (v: number) => formatNumber(v, { brand: brand.id, decimals: 3 });
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
      cell: (offer) =>
        offer.pricingType === 'LIVE' && offer.live ? (
          <LiveOfferPrice offer={offer} live={offer.live} currency={currency} />
        ) : offer.pricePer100l === null ? (
          '–'
        ) : (
          <Stack gap={0}>
            <Text size="sm">{`${formatMoney(offer.pricePer100l, { brand: brand.id, currency, decimals: 2 })} / 100 L`}</Text>
            <Text
              size="xs"
              c="dimmed"
            >{`${formatMoney(offer.pricePerLitre ?? 0, { brand: brand.id, currency, decimals: 4 })} / L`}</Text>
          </Stack>
        ),
    },
    {
      id: 'status',
      header: label('status'),
      sortValue: (o) => o.displayStatus,
      cell: (o) => <OfferStatusBadge status={o.displayStatus} />,
    },
    {
      id: 'volume',
      header: label('volume'),
      thProps: { miw: 200 },
      sortValue: (o) => o.remainingCbm,
      cell: (offer) => (
        <Stack gap={4}>
          <Progress
            value={offer.totalCbm > 0 ? (offer.soldCbm / offer.totalCbm) * 100 : 0}
            size="sm"
            aria-label={t('sellerOffers.soldShare')}
          />
          <Text size="xs" c="dimmed">
            {t('sellerOffers.volumeLine', {
              sold: cbm(offer.soldCbm),
              total: cbm(offer.totalCbm),
              remaining: cbm(offer.remainingCbm),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('sellerOffers.orderRange', { min: cbm(offer.minOrderCbm), max: cbm(offer.maxOrderCbm) })}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'period',
      header: label('period'),
      sortValue: (o) => o.startDate,
      cell: (offer) => (
        <>
          <Text size="sm">{`${formatDate(offer.startDate)} – ${formatDate(offer.endDate)}`}</Text>
          <Text
            size="xs"
            c="dimmed"
          >{`${offer.dailyStartTime}–${offer.dailyEndTime} ${t('sellerOffers.clock')} ${zoneAbbreviation(new Date())}`}</Text>
        </>
      ),
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
          <OfferActionsMenu offer={offer} onEdit={() => onEdit(offer)} onDelete={() => onDelete(offer)} />
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
