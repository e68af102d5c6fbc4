import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SellerOffer } from '@fuel/domain/contracts/offers';
import { formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';

/** The share sold as a bar, sold of total and remaining cbm, and the order range. */
export function OfferVolumeCell({ offer }: { offer: SellerOffer }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const cbm = (v: number) => formatNumber(v, { brand: brand.id, decimals: 3 });
  return (
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
  );
}
