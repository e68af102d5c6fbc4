import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '@fuel/domain/formats/number';
import type { LiveOfferParams } from '@fuel/domain/pricing/live-pricing';
import { isApiError } from '../../../lib/api-client';
import { useBrand } from '../../../brands/brand-context';
import { useUpdateMinPrice } from '../api/update-min-price';

/**
 * The minimum price of a live offer: its floor and "Mindestpreis aktualisieren". Spec section 8: a failed
 * update (no market data, 503 MIN_PRICE_UPDATE_FAILED) shows the message and asks the seller to retry.
 */
export function MinPriceAction({
  offerId,
  live,
  currency,
}: {
  offerId: number;
  live: LiveOfferParams;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const update = useUpdateMinPrice();
  const run = () =>
    update.mutate(offerId, {
      onSuccess: () => notifications.show({ color: 'green', message: t('sellerOffers.live.minPriceUpdated') }),
    });
  const error = update.error;
  const floor =
    live.minPriceFloorE4 === null
      ? null
      : formatMoney(live.minPriceFloorE4 / 10_000, { brand: brand.id, currency, decimals: 2 });
  return (
    <Stack gap={4} align="flex-end">
      <Text size="xs" c="dimmed" data-testid={`offer-min-price-floor-${offerId}`}>
        {floor === null ? t('sellerOffers.live.noFloor') : t('sellerOffers.live.floor', { price: floor })}
      </Text>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={run}
        loading={update.isPending}
        data-testid={`offer-min-price-${offerId}`}
      >
        {t('sellerOffers.live.updateMinPrice')}
      </Button>
      {error && !update.isPending && (
        <Alert color="red" p="xs" maw={260} data-testid={`offer-min-price-error-${offerId}`} ta="left" role="alert">
          <Stack gap={4} align="flex-start">
            <Text size="xs">{isApiError(error) ? error.message : t('app.unexpectedError')}</Text>
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              onClick={run}
              data-testid={`offer-min-price-retry-${offerId}`}
            >
              {t('sellerOffers.live.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
