import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdditiveOffer } from '@fuel/domain/contracts/additives';
import { useAdditiveFormats } from './use-additive-formats';

/** The units still for sale, and below them how many of the total have sold. */
export function AdditiveOfferAvailability({ offer }: { offer: AdditiveOffer }) {
  const { t } = useTranslation();
  const f = useAdditiveFormats();
  return (
    <>
      <Text size="sm">
        {t('additives.unitsCount', { count: offer.availableUnits, units: f.units(offer.availableUnits) })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('additives.soldOfTotal', {
          sold: f.units(offer.soldUnits ?? 0),
          total: f.units(offer.totalUnits ?? offer.availableUnits),
        })}
      </Text>
    </>
  );
}
