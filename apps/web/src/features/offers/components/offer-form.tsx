import { useMemo } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { offerInputSchemaFor, type OfferFormValues, type OfferInput } from '@fuel/domain/contracts/offers';
import { currencyOf } from '@fuel/domain/brands/currency';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { businessDate } from '@fuel/domain/offers/business-time';
import { OFFER_FIELD_LABELS as L } from '@fuel/domain/offers/offer-rules';
import { ErrorAlert } from '../../../ui/error-alert';
import { NumberField } from '../../../ui/form/number-field';
import { TimeField } from '../../../ui/form/time-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { DateField } from '../../../ui/form/date-field';
import { IdSelectField } from '../../../ui/form/id-select-field';
import { FormFooter } from '../../../ui/form/form-footer';
import { SegmentedField } from '../../../ui/form/segmented-field';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { withBothPricingFields } from '../live/live-form-values';
import { productDensity } from '../live/product-density';
import { useProductDensity } from '../live/use-product-density';
import { LivePriceFields } from './live-price-fields';
import { CollectionFields, FixedPriceFields, OfferPlaceFields } from './offer-form-fields';

type Props = {
  metadata: Metadata;
  /** The offer being edited (its offer-scoped rules take part in the live preview); 0 for a new one. */
  offerId?: number;
  initial: OfferFormValues | null;
  submitLabel: string;
  onSubmit: (input: OfferInput) => Promise<void>;
  onCancel: () => void;
};

/** A new offer starts today, trading 06:00–18:00, priced per 100 L (the live fields wait for a switch to Live). */
export function newOfferValues(today: string): OfferFormValues {
  return {
    pricingType: 'FIXED',
    productId: null,
    deliveryType: 'PICKUP',
    terminalId: null,
    deliveryRegionId: null,
    totalCbm: null,
    minOrderCbm: null,
    maxOrderCbm: null,
    priceInputUnit: 'EUR_100L15',
    price: null,
    startDate: today,
    endDate: today,
    dailyStartTime: '06:00',
    dailyEndTime: '18:00',
    collectionType: 'LIFTING_PERIOD',
    liftingPeriodId: null,
    collectionStartDate: null,
    collectionEndDate: null,
    ...withBothPricingFields({}, null),
  } as unknown as OfferFormValues;
}

/** Every field of spec section 3 "Offer (seller-created)", validated by the domain contract (spec section 5). */
export function OfferForm({ metadata, offerId = 0, initial, submitLabel, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const today = businessDate(new Date());
  const schema = useMemo(() => offerInputSchemaFor(today), [today]);
  const start = initial
    ? withBothPricingFields(initial, productDensity(metadata, initial.productId))
    : newOfferValues(today);
  const form = useAppForm(schema, start as DefaultValues<OfferFormValues>);
  const { control } = form;
  const pricingType = form.watch('pricingType');
  useProductDensity(form, metadata);

  // Field messages of the server (400, or 409 for the total below the sold volume) go to their fields.
  const submit = useServerSubmit(form, onSubmit, L);

  return (
    <form onSubmit={submit} noValidate data-testid="offer-form">
      <Stack gap="md">
        {form.formState.errors.root?.message && (
          <ErrorAlert title={t('sellerOffers.saveFailed')} message={form.formState.errors.root.message} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <IdSelectField
            control={control}
            name="productId"
            label={L.productId}
            required
            options={metadata.fuels.map((p) => ({ value: p.id, label: p.name }))}
          />
          <SegmentedField
            control={control}
            name="pricingType"
            label={L.pricingType}
            data={[
              { value: 'FIXED', label: t('sellerOffers.form.fixed') },
              { value: 'LIVE', label: t('sellerOffers.form.live') },
            ]}
            testId="offer-pricing-type"
          />
        </SimpleGrid>

        <OfferPlaceFields form={form} metadata={metadata} />

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberField control={control} name="totalCbm" label={L.totalCbm} required decimals={3} signed={false} />
          <NumberField
            control={control}
            name="minOrderCbm"
            label={L.minOrderCbm}
            required
            decimals={3}
            signed={false}
          />
          <NumberField
            control={control}
            name="maxOrderCbm"
            label={L.maxOrderCbm}
            required
            decimals={3}
            signed={false}
          />
        </SimpleGrid>

        {pricingType === 'LIVE' ? (
          <LivePriceFields form={form} currency={currencyOf(metadata.features.platform)} offerId={offerId} />
        ) : (
          <FixedPriceFields form={form} />
        )}

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField control={control} name="startDate" label={L.startDate} required />
          <DateField control={control} name="endDate" label={L.endDate} required />
          <TimeField control={control} name="dailyStartTime" label={L.dailyStartTime} required />
          <TimeField control={control} name="dailyEndTime" label={L.dailyEndTime} required />
        </SimpleGrid>

        <CollectionFields form={form} metadata={metadata} />

        <FormFooter
          onCancel={onCancel}
          submitLabel={submitLabel}
          loading={form.formState.isSubmitting}
          submitTestId="offer-form-submit"
        />
      </Stack>
    </form>
  );
}
