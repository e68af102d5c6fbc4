import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdditiveOffer } from '@fuel/domain/contracts/additives';
import { shownPriceDecimals } from '@fuel/domain/pricing/money';
import { useAdditiveFormats } from './use-additive-formats';

/**
 * "48,00 EUR / Kanister 20 L" and, for comparing containers, the price per litre below it; both as
 * charged, with the decimals they have (0,365 EUR / L, never 0,37: issue 24).
 */
export function UnitPrice({
  offer,
}: {
  offer: Pick<AdditiveOffer, 'pricePerUnit' | 'pricePerLitre' | 'currency' | 'purchaseUnit'>;
}) {
  const { t } = useTranslation();
  const f = useAdditiveFormats();
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm">
        {t('additives.perUnit', {
          price: f.money(offer.pricePerUnit, offer.currency, shownPriceDecimals(offer.pricePerUnit)),
          unit: offer.purchaseUnit.name,
        })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('additives.perLitre', {
          price: f.money(offer.pricePerLitre, offer.currency, shownPriceDecimals(offer.pricePerLitre)),
        })}
      </Text>
    </Stack>
  );
}
