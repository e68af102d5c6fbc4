import { Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SellerOffer } from '@fuel/domain/contracts/offers';
import { formatDate } from '@fuel/domain/formats/date';
import { formatMoney, formatNumber, type Currency } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { LiveOfferPrice } from './live-offer-price';
import { OfferActionsMenu } from './offer-actions-menu';
import { offerPlace } from './offer-place';
import { OfferStatusBadge } from './offer-status-badge';

type Props = { offers: SellerOffer[]; currency: Currency; onEdit: (offer: SellerOffer) => void; onDelete: (offer: SellerOffer) => void };

/** The seller's offers: product, place, price, status, sold/remaining volume, dates, actions. */
export function OfferTable({ offers, currency, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  const cbm = (v: number) => formatNumber(v, { brand: brand.id, decimals: 3 });
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="offer-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sellerOffers.columns.product')}</Table.Th>
            <Table.Th>{t('sellerOffers.columns.place')}</Table.Th>
            <Table.Th ta="right">{t('sellerOffers.columns.price')}</Table.Th>
            <Table.Th>{t('sellerOffers.columns.status')}</Table.Th>
            <Table.Th miw={200}>{t('sellerOffers.columns.volume')}</Table.Th>
            <Table.Th>{t('sellerOffers.columns.period')}</Table.Th>
            <Table.Th>{t('sellerOffers.columns.collection')}</Table.Th>
            <Table.Th aria-label={t('sellerOffers.actions.menu')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => (
            <Table.Tr key={offer.id} data-testid={`offer-row-${offer.id}`}>
              <Table.Td>
                <Text fw={500}>{offer.product.name}</Text>
              </Table.Td>
              <Table.Td>{offerPlace(offer)}</Table.Td>
              <Table.Td ta="right" data-testid={`offer-price-${offer.id}`}>
                {offer.pricingType === 'LIVE' && offer.live ? (
                  <LiveOfferPrice offer={offer} live={offer.live} currency={currency} />
                ) : offer.pricePer100l === null ? (
                  '–'
                ) : (
                  <Stack gap={0}>
                    <Text size="sm">{`${formatMoney(offer.pricePer100l, { brand: brand.id, currency, decimals: 2 })} / 100 L`}</Text>
                    <Text size="xs" c="dimmed">{`${formatMoney(offer.pricePerLitre ?? 0, { brand: brand.id, currency, decimals: 4 })} / L`}</Text>
                  </Stack>
                )}
              </Table.Td>
              <Table.Td>
                <OfferStatusBadge status={offer.displayStatus} />
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <Progress
                    value={offer.totalCbm > 0 ? (offer.soldCbm / offer.totalCbm) * 100 : 0}
                    size="sm"
                    aria-label={t('sellerOffers.soldShare')}
                  />
                  <Text size="xs" c="dimmed">
                    {t('sellerOffers.volumeLine', { sold: cbm(offer.soldCbm), total: cbm(offer.totalCbm), remaining: cbm(offer.remainingCbm) })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('sellerOffers.orderRange', { min: cbm(offer.minOrderCbm), max: cbm(offer.maxOrderCbm) })}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{`${formatDate(offer.startDate)} – ${formatDate(offer.endDate)}`}</Text>
                <Text size="xs" c="dimmed">{`${offer.dailyStartTime}–${offer.dailyEndTime} ${t('sellerOffers.clock')}`}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {offer.collectionType === 'CUSTOM' && offer.collectionStartDate && offer.collectionEndDate
                    ? `${formatDate(offer.collectionStartDate)} – ${formatDate(offer.collectionEndDate)}`
                    : (offer.liftingPeriod?.name ?? '–')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <OfferActionsMenu offer={offer} onEdit={() => onEdit(offer)} onDelete={() => onDelete(offer)} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
