import { Input, Select, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OfferFormValues, OfferInput } from '@fuel/domain/contracts/offers';
import { OFFER_FIELD_LABELS as L } from '@fuel/domain/offers/offer-rules';
import { useFutureMonthOptions } from '../../../lib/use-future-month-options';

type Props = { form: UseFormReturn<OfferFormValues, unknown, OfferInput> };

/** The future month the price follows, and whether its FX rate is live or fixed. */
export function LivePriceMonthFields({ form }: Props) {
  const { t } = useTranslation();
  const { control } = form;
  const monthOptions = useFutureMonthOptions();
  return (
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
  );
}
