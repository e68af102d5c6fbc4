import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdditiveLocation } from '@fuel/domain/contracts/additive-locations';
import {
  EMPTY_BARREL_LABELS as L,
  type CreateEmptyBarrelRequest,
  type EmptyBarrelOptions,
} from '@fuel/domain/contracts/empty-barrels';
import { ErrorAlert } from '../../../ui/error-alert';
import { DateField } from '../../../ui/form/date-field';
import { FormFooter } from '../../../ui/form/form-footer';
import { TextareaField } from '../../../ui/form/textarea-field';
import { IdSelectField } from '../../../ui/form/id-select-field';
import { NumberField } from '../../../ui/form/number-field';
import type { EmptyBarrelFormValues } from '../empty-barrel-form';
import { EmptyBarrelPickupFields } from './empty-barrel-pickup-fields';
import { useEmptyBarrelForm } from './use-empty-barrel-form';

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
  const { form, control, products, units, mode, submit } = useEmptyBarrelForm(options, initial, today, onSubmit);

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
        <EmptyBarrelPickupFields control={control} mode={mode} locations={locations} />
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
