import { Paper, Text } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OfferFormValues, OfferInput } from '@fuel/domain/contracts/offers';
import { formatMoney, type Currency } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { formLiveParams, type LiveFormFields } from '../live/live-form-values';
import { useReferencePrice } from '../live/use-reference-price';

type WatchedFields = [
  LiveFormFields['futureMonth'],
  LiveFormFields['fxMode'],
  number | null,
  number | null,
  LiveFormFields['surchargeUnit'],
  number | null,
  number | null,
  number | null,
];

/**
 * What the entered fields give per 100 L and per litre on the seller's current quotes, with the seller's
 * pricing rules before customer prices (the engine with no buyer), following every tick.
 */
export function LivePricePreview({
  form,
  currency,
  offerId,
}: {
  form: UseFormReturn<OfferFormValues, unknown, OfferInput>;
  currency: Currency;
  offerId: number;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [futureMonth, fxMode, fxRate, surcharge, surchargeUnit, density, productId, terminalId] = form.watch([
    'futureMonth',
    'fxMode',
    'fxRate',
    'surcharge',
    'surchargeUnit',
    'density',
    'productId',
    'terminalId',
  ]) as WatchedFields;
  const live = formLiveParams({ futureMonth, fxMode, fxRate, surcharge, surchargeUnit, density });
  const { result, withRules } = useReferencePrice(
    {
      offerId,
      productId: productId ?? null,
      terminalId: terminalId ?? null,
      live: live && live.density !== null ? live : null,
    },
    currency,
  );
  const money = (v: number, decimals: number) => formatMoney(v, { brand: brand.id, currency, decimals });

  let state: 'incomplete' | 'live' | 'unavailable' = 'incomplete';
  let text = t('sellerOffers.form.previewIncomplete');
  if (result?.ok) {
    const per100l = result.pricePer100lE4 / 10_000;
    state = 'live';
    text = t(withRules ? 'sellerOffers.form.previewPrice' : 'sellerOffers.form.previewPriceOwn', {
      price: money(per100l, 2),
      perLitre: money(per100l / 100, 4),
    });
  } else if (result) {
    state = 'unavailable';
    text = t('sellerOffers.form.previewUnavailable');
  }
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-light)">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {t('sellerOffers.form.previewTitle')}
      </Text>
      <Text
        size="sm"
        fw={state === 'live' ? 600 : 400}
        data-testid="offer-live-preview"
        data-state={state}
        data-with-rules={withRules}
      >
        {text}
      </Text>
    </Paper>
  );
}
