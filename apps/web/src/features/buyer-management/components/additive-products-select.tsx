import { MultiSelect } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdditiveProductValue, AdditivesControl } from './additives-form-types';

type Props = {
  control: AdditivesControl;
  options: Array<{ value: string; label: string }>;
  disabled: boolean;
};

/** Picks the additive products the buyer may order. */
export function AdditiveProductsSelect({ control, options, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="additiveProducts"
      render={({ field, fieldState }) => (
        <MultiSelect
          label={t('buyerAdditives.products')}
          data={options}
          value={(field.value ?? []).map((p) => String(p.productId))}
          onChange={(ids) => {
            const current = (field.value ?? []) as AdditiveProductValue[];
            // Keep the credit days of products that stay selected.
            field.onChange(
              ids
                .map(Number)
                .map(
                  (productId) => current.find((p) => p.productId === productId) ?? { productId, creditDays: undefined },
                ),
            );
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.root?.message ?? fieldState.error?.message}
          disabled={disabled}
          searchable
          data-testid="buyer-additives-products"
        />
      )}
    />
  );
}
