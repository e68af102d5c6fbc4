import { useEffect } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AdditiveOfferInputSchema,
  type AdditiveOffer,
  type AdditiveOfferFormValues,
  type AdditiveOfferInput,
  type AdditiveProduct,
} from '@fuel/domain/contracts/additives';
import { ADDITIVE_OFFER_LABELS as L, UNIT_PRICE_DECIMALS } from '@fuel/domain/additives/additive-rules';
import type { Currency } from '@fuel/domain/formats/number';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormFooter } from '../../../ui/form/form-footer';
import { TextareaField } from '../../../ui/form/textarea-field';
import { IdSelectField } from '../../../ui/form/id-select-field';
import { NumberField } from '../../../ui/form/number-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { offerFieldsOf } from '../additive-offer-fields';
import { AdditiveOfferUnitsFields } from './additive-offer-units-fields';

/** The form values of an offer being edited, or an empty new offer (delivered within 3 days). */
export function additiveOfferValues(offer: AdditiveOffer | null): AdditiveOfferFormValues {
  if (!offer) {
    return {
      productId: null,
      purchaseUnitId: null,
      pricePerUnit: null,
      minUnits: null,
      maxUnits: null,
      totalUnits: null,
      deliveryDays: 3,
      comment: null,
      status: 'ACTIVE',
    } as unknown as AdditiveOfferFormValues;
  }
  return { ...offerFieldsOf(offer), status: offer.status === 'PAUSED' ? 'PAUSED' : 'ACTIVE' };
}

type Props = {
  products: AdditiveProduct[];
  initial: AdditiveOffer | null;
  currency: Currency;
  submitLabel: string;
  onSubmit: (input: AdditiveOfferInput) => Promise<void>;
  onCancel: () => void;
};

/**
 * An additive offer (issue 17 part 2): additive, purchase unit, price per unit, min and max units per
 * order and the units for sale, delivery time. The contract checks min <= max <= total on the fields.
 */
export function AdditiveOfferForm({ products, initial, currency, submitLabel, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const form = useAppForm(AdditiveOfferInputSchema, additiveOfferValues(initial));
  const { control } = form;
  const productId = useWatch({ control, name: 'productId' });
  const unitId = useWatch({ control, name: 'purchaseUnitId' });
  const units = products.find((p) => p.id === productId)?.purchaseUnits ?? [];
  // Another additive may not come in the chosen container: the unit is chosen again.
  useEffect(() => {
    if (unitId !== null && unitId !== undefined && !units.some((u) => u.id === unitId))
      form.setValue('purchaseUnitId', null as never);
  }, [form, unitId, units]);
  const submit = useServerSubmit(form, onSubmit, L);

  return (
    <form onSubmit={submit} noValidate data-testid="additive-offer-form">
      <Stack gap="md">
        {form.formState.errors.root?.message && (
          <ErrorAlert title={t('additives.offers.saveFailed')} message={form.formState.errors.root.message} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <IdSelectField
            control={control}
            name="productId"
            label={L.productId}
            required
            options={products.map((p) => ({ value: p.id, label: p.name }))}
            data-testid="additive-offer-product"
          />
          <IdSelectField
            control={control}
            name="purchaseUnitId"
            label={L.purchaseUnitId}
            required
            disabled={units.length === 0}
            options={units.map((u) => ({ value: u.id, label: u.name }))}
            data-testid="additive-offer-unit"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField
            control={control}
            name="pricePerUnit"
            label={`${L.pricePerUnit} (${currency})`}
            required
            decimals={UNIT_PRICE_DECIMALS}
            signed={false}
            data-testid="additive-offer-price"
          />
          <NumberField
            control={control}
            name="deliveryDays"
            label={L.deliveryDays}
            required
            decimals={0}
            signed={false}
            data-testid="additive-offer-delivery-days"
          />
        </SimpleGrid>
        <AdditiveOfferUnitsFields control={control} />
        <TextareaField control={control} name="comment" label={L.comment} />
        <FormFooter
          onCancel={onCancel}
          submitLabel={submitLabel}
          loading={form.formState.isSubmitting}
          submitTestId="additive-offer-submit"
        />
      </Stack>
    </form>
  );
}
