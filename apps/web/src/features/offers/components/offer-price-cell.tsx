import { Stack, Text } from '@mantine/core';
import type { SellerOffer } from '@fuel/domain/contracts/offers';
import { formatMoney, type Currency } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { LiveOfferPrice } from './live-offer-price';

/** An offer's price: live (ticking), none yet, or fixed per 100 L and per litre. */
export function OfferPriceCell({ offer, currency }: { offer: SellerOffer; currency: Currency }) {
  const brand = useBrand();
  if (offer.pricingType === 'LIVE' && offer.live)
    return <LiveOfferPrice offer={offer} live={offer.live} currency={currency} />;
  if (offer.pricePer100l === null) return '–';
  return (
    <Stack gap={0}>
      <Text size="sm">{`${formatMoney(offer.pricePer100l, { brand: brand.id, currency, decimals: 2 })} / 100 L`}</Text>
      <Text
        size="xs"
        c="dimmed"
      >{`${formatMoney(offer.pricePerLitre ?? 0, { brand: brand.id, currency, decimals: 4 })} / L`}</Text>
    </Stack>
  );
}
