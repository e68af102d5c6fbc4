import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SellerOffer } from '@fuel/domain/contracts/offers';
import { formatMoney, type Currency } from '@fuel/domain/formats/number';
import type { LiveOfferParams } from '@fuel/domain/pricing/live-pricing';
import { useBrand } from '../../../brands/brand-context';
import { liveParamsText } from '../live/live-params-text';
import { useReferencePrice } from '../live/use-reference-price';
import { MinPriceAction } from './min-price-action';

/**
 * The price cell of a live offer in the seller's table: "Live", the current reference price (follows every
 * tick), its parameters and, with the min-price toggle, the floor and its update action.
 */
export function LiveOfferPrice({
  offer,
  live,
  currency,
}: {
  offer: SellerOffer;
  live: LiveOfferParams;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { result, withRules } = useReferencePrice(
    { offerId: offer.id, productId: offer.product.id, terminalId: offer.terminal?.id ?? null, live },
    currency,
  );
  const per100l = result?.ok ? result.pricePer100lE4 / 10_000 : null;
  const money = (v: number, decimals: number) => formatMoney(v, { brand: brand.id, currency, decimals });
  return (
    <Stack gap={2} align="flex-end" data-live-state={per100l === null ? 'stale' : 'live'}>
      <Badge size="xs" variant="light" color="teal">
        {t('sellerOffers.live.badge')}
      </Badge>
      <Text
        size="sm"
        fw={500}
        data-testid={`offer-reference-price-${offer.id}`}
        title={withRules ? t('sellerOffers.live.referenceHint') : t('sellerOffers.live.referenceOwnHint')}
      >
        {per100l === null ? '—' : `${money(per100l, 2)} / 100 L`}
      </Text>
      <Text size="xs" c="dimmed">
        {per100l === null
          ? t('sellerOffers.live.noMarketData')
          : `${money(per100l / 100, 4)} / L · ${t('sellerOffers.live.reference')}`}
      </Text>
      <Text size="xs" c="dimmed" ta="right" maw={260} data-testid={`offer-live-params-${offer.id}`}>
        {liveParamsText(live, brand.id, new Date())}
      </Text>
      {live.minPriceEnabled && <MinPriceAction offerId={offer.id} live={live} currency={currency} />}
    </Stack>
  );
}
