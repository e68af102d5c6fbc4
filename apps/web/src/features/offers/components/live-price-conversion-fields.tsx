import { Input, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OfferFormValues, OfferInput } from '@fuel/domain/contracts/offers';
import { OFFER_FIELD_LABELS as L } from '@fuel/domain/offers/offer-rules';
import { NumberField } from '../../../ui/form/number-field';

type Props = { form: UseFormReturn<OfferFormValues, unknown, OfferInput> };

/** From the future to the offer price: a fixed FX rate, the surcharge in its unit, and the density. */
export function LivePriceConversionFields({ form }: Props) {
  const { t } = useTranslation();
  const { control } = form;
  const fxMode = form.watch('fxMode');
  const surchargeUnit = form.watch('surchargeUnit');
  return (
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
  );
}
