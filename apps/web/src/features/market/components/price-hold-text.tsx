import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BrandId } from '@fuel/domain/contracts/identity';
import type { MarketOffer } from '@fuel/domain/contracts/market';
import { formatDate } from '@fuel/domain/formats/date';
import { brandTimeZone } from '@fuel/domain/calendar/zones';
import { priceHold } from '@fuel/domain/trading/price-hold';

/** How long the row's price holds: "Preis gilt bis 18:00 Uhr (Europe/Berlin)", or that a live price follows the market. */
export function PriceHoldText({ offer, today, brand }: { offer: MarketOffer; today: string; brand: BrandId }) {
  const { t } = useTranslation();
  const hold = priceHold(offer, today);
  const zone = brandTimeZone(brand);
  const text =
    hold.kind === 'live'
      ? t('marketExtras.priceHolds.live')
      : hold.kind === 'today'
        ? t('marketExtras.priceHolds.today', { time: hold.time, zone })
        : t('marketExtras.priceHolds.until', { date: formatDate(hold.date), time: hold.time, zone });
  return (
    <Text size="xs" c="dimmed" data-testid={`offer-price-holds-${offer.id}`}>
      {text}
    </Text>
  );
}
