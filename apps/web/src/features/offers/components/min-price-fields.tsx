import { SimpleGrid, Switch } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OfferFormValues, OfferInput } from '@fuel/domain/contracts/offers';
import { OFFER_FIELD_LABELS as L } from '@fuel/domain/offers/offer-rules';
import { NumberField } from '../../../ui/form/number-field';

type Props = { form: UseFormReturn<OfferFormValues, unknown, OfferInput> };

/** The minimum price switch and, when on, how far the price may fall. */
export function MinPriceFields({ form }: Props) {
  const { t } = useTranslation();
  const { control } = form;
  const minPriceEnabled = form.watch('minPriceEnabled');
  return (
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
  );
}
