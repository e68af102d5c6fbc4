import { Input, Select, SegmentedControl, SimpleGrid, Stack, Switch } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OfferFormValues, OfferInput } from '@fuel/domain/contracts/offers';
import type { Currency } from '@fuel/domain/formats/number';
import { OFFER_FIELD_LABELS as L } from '@fuel/domain/offers/offer-rules';
import { NumberField } from '../../../ui/form/number-field';
import { useFutureMonthOptions } from '../../../lib/use-future-month-options';
import { LivePricePreview } from './live-price-preview';

type Props = { form: UseFormReturn<OfferFormValues, unknown, OfferInput>; currency: Currency; offerId: number };

/** The live-price fields (spec section 3 "Offer (seller-created)"): future month, FX, surcharge, density, minimum price. */
export function LivePriceFields({ form, currency, offerId }: Props) {
  const { t } = useTranslation();
  const { control } = form;
  const fxMode = form.watch('fxMode');
  const minPriceEnabled = form.watch('minPriceEnabled');
  const surchargeUnit = form.watch('surchargeUnit');
  const monthOptions = useFutureMonthOptions();

  return (
    <Stack gap="md" data-testid="offer-live-fields">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="futureMonth"
          render={({ field, fieldState }) => (
            <Select
              label={L.futureMonth}
              withAsterisk
              data={monthOptions}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              allowDeselect={false}
              data-testid="offer-future-month"
            />
          )}
        />
        <Stack gap={4}>
          <Input.Label id="offer-fx-mode-label">{L.fxMode}</Input.Label>
          <Controller
            control={control}
            name="fxMode"
            render={({ field }) => (
              <SegmentedControl
                aria-labelledby="offer-fx-mode-label"
                value={field.value ?? 'LIVE'}
                onChange={field.onChange}
                data={[
                  { value: 'LIVE', label: t('sellerOffers.form.fxLive') },
                  { value: 'FIXED', label: t('sellerOffers.form.fxFixed') },
                ]}
                data-testid="offer-fx-mode"
              />
            )}
          />
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {fxMode === 'FIXED' && (
          <NumberField
            control={control}
            name="fxRate"
            label={L.fxRate}
            required
            decimals={4}
            signed={false}
            data-testid="offer-fx-rate"
          />
        )}
        <NumberField
          key={surchargeUnit}
          control={control}
          name="surcharge"
          label={`${L.surcharge} (${surchargeUnit === 'USD_MT' ? 'USD/mt' : 'EUR/cbm'})`}
          description={t('sellerOffers.form.surchargeHint')}
          decimals={2}
          data-testid="offer-surcharge"
        />
        <Stack gap={4}>
          <Input.Label id="offer-surcharge-unit-label">{L.surchargeUnit}</Input.Label>
          <Controller
            control={control}
            name="surchargeUnit"
            render={({ field }) => (
              <SegmentedControl
                aria-labelledby="offer-surcharge-unit-label"
                value={field.value ?? 'EUR_CBM'}
                onChange={field.onChange}
                data={[
                  { value: 'EUR_CBM', label: 'EUR/cbm' },
                  { value: 'USD_MT', label: 'USD/mt' },
                ]}
                data-testid="offer-surcharge-unit"
              />
            )}
          />
        </Stack>
        <NumberField
          control={control}
          name="density"
          label={L.density}
          description={t('sellerOffers.form.densityHint')}
          required
          decimals={4}
          signed={false}
          data-testid="offer-density"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="minPriceEnabled"
          render={({ field }) => (
            <Switch
              mt="lg"
              label={L.minPriceEnabled}
              description={t('sellerOffers.form.minPriceHint')}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              data-testid="offer-min-price"
            />
          )}
        />
        {minPriceEnabled && (
          <NumberField
            control={control}
            name="maxPriceFall"
            label={L.maxPriceFall}
            required
            decimals={4}
            signed={false}
            data-testid="offer-max-price-fall"
          />
        )}
      </SimpleGrid>
      <LivePricePreview form={form} currency={currency} offerId={offerId} />
    </Stack>
  );
}
