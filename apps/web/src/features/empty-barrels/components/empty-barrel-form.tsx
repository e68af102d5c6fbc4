import { useEffect } from 'react';
import { Input, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdditiveLocation } from '@fuel/domain/contracts/additive-locations';
import { ADDITIVE_LOCATION_LABELS } from '@fuel/domain/contracts/additive-locations';
import {
  EMPTY_BARREL_LABELS as L,
  type CreateEmptyBarrelRequest,
  type EmptyBarrelOptions,
} from '@fuel/domain/contracts/empty-barrels';
import { formatAddressLine } from '@fuel/domain/formats/address';
import { ErrorAlert } from '../../../ui/error-alert';
import { AddressFields } from '../../../ui/form/address-fields';
import { DateField } from '../../../ui/form/date-field';
import { FormFooter } from '../../../ui/form/form-footer';
import { TextareaField } from '../../../ui/form/textarea-field';
import { IdSelectField } from '../../../ui/form/id-select-field';
import { NumberField } from '../../../ui/form/number-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { cascadeOptions, emptyBarrelFormSchema, type EmptyBarrelFormValues } from '../empty-barrel-form';

type Props = {
  options: EmptyBarrelOptions;
  locations: AdditiveLocation[];
  initial: EmptyBarrelFormValues;
  today: string;
  onSubmit: (request: CreateEmptyBarrelRequest) => Promise<void>;
};

const refs = (list: Array<{ id: number; name: string }>) => list.map((x) => ({ value: x.id, label: x.name }));

/** Spec section 3 "Empty-barrel request": seller, product, unit, number of units; plus pickup address and preferred date. */
export function EmptyBarrelForm({ options, locations, initial, today, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useAppForm(emptyBarrelFormSchema(today), initial);
  // The fields bind to the form's values; what the submit gets is the request (the schema's output).
  const control = form.control as unknown as Control<EmptyBarrelFormValues>;
  const [sellerId, productId, unitId, mode] = useWatch({
    control,
    name: ['sellerId', 'productId', 'purchaseUnitId', 'mode'],
  });
  const { products, purchaseUnits: units } = cascadeOptions(options, sellerId, productId);
  // Another seller or product may not have the chosen product or unit: it is chosen again.
  useEffect(() => {
    if (productId !== null && !products.some((p) => p.id === productId)) form.setValue('productId', null);
    if (unitId !== null && !units.some((u) => u.id === unitId)) form.setValue('purchaseUnitId', null);
  }, [form, products, units, productId, unitId]);
  const submit = useServerSubmit(form, async (request) => {
    await onSubmit(request);
    form.reset(initial);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="empty-barrel-form">
      <Stack gap="md">
        {form.formState.errors.root?.message && (
          <ErrorAlert title={t('emptyBarrels.sendFailed')} message={form.formState.errors.root.message} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <IdSelectField
            control={control}
            name="sellerId"
            label={L.sellerId}
            required
            options={refs(options.sellers)}
            data-testid="empty-barrel-seller"
          />
          <IdSelectField
            control={control}
            name="productId"
            label={L.productId}
            required
            disabled={products.length === 0}
            options={refs(products)}
            data-testid="empty-barrel-product"
          />
          <IdSelectField
            control={control}
            name="purchaseUnitId"
            label={L.purchaseUnitId}
            required
            disabled={units.length === 0}
            options={refs(units)}
            data-testid="empty-barrel-unit"
          />
          <NumberField
            control={control}
            name="units"
            label={L.units}
            required
            decimals={0}
            signed={false}
            data-testid="empty-barrel-units"
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Input.Label id="empty-barrel-mode-label">{L.locationId}</Input.Label>
          <Controller
            control={control}
            name="mode"
            render={({ field }) => (
              <SegmentedControl
                aria-labelledby="empty-barrel-mode-label"
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: 'LOCATION', label: t('emptyBarrels.modeLocation'), disabled: locations.length === 0 },
                  { value: 'ADDRESS', label: t('emptyBarrels.modeAddress') },
                ]}
                data-testid="empty-barrel-mode"
              />
            )}
          />
        </Stack>
        {mode === 'LOCATION' ? (
          <IdSelectField
            control={control}
            name="locationId"
            label={t('emptyBarrels.location')}
            required
            options={locations.map((l) => ({
              value: l._id,
              label: `${formatAddressLine(l.address)} (${l.address.county})`,
            }))}
            data-testid="empty-barrel-location"
          />
        ) : (
          <AddressFields
            control={control}
            prefix="address"
            labels={ADDITIVE_LOCATION_LABELS}
            testIdPrefix="empty-barrel-address"
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            control={control}
            name="preferredDate"
            label={L.preferredDate}
            required
            min={today}
            data-testid="empty-barrel-date"
          />
        </SimpleGrid>
        <TextareaField control={control} name="comment" label={L.comment} />
        <FormFooter
          submitLabel={t('emptyBarrels.send')}
          loading={form.formState.isSubmitting}
          submitTestId="empty-barrel-submit"
        />
      </Stack>
    </form>
  );
}
