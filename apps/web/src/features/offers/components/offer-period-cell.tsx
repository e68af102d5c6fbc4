import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SellerOffer } from '@fuel/domain/contracts/offers';
import { formatDate, zoneAbbreviation } from '@fuel/domain/formats/date';

/** The days an offer runs and its daily trading hours in the local zone. */
export function OfferPeriodCell({ offer }: { offer: SellerOffer }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">{`${formatDate(offer.startDate)} – ${formatDate(offer.endDate)}`}</Text>
      <Text
        size="xs"
        c="dimmed"
      >{`${offer.dailyStartTime}–${offer.dailyEndTime} ${t('sellerOffers.clock')} ${zoneAbbreviation(new Date())}`}</Text>
    </>
  );
}
