import { Select } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CREDIT_DAYS_OPTIONS } from '@fuel/domain/constants';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  productName: string;
  disabled?: boolean;
  'data-testid'?: string;
};

/** The credit days of one allowed product (spec section 5: 7, 14, 21, 30 or 45), in a row of the products table. */
export function CreditDaysField<T extends FieldValues>({ control, name, productName, disabled, 'data-testid': testId }: Props<T>) {
  const { t } = useTranslation();
  const options = CREDIT_DAYS_OPTIONS.map((d) => ({ value: String(d), label: t('relationships.terms.creditDaysOption', { days: d }) }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          aria-label={`${t('relationships.terms.creditDays')} ${productName}`}
          required
          data={options}
          value={typeof field.value === 'number' ? String(field.value) : null}
          onChange={(v) => field.onChange(v ? Number(v) : undefined)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          disabled={disabled}
          data-testid={testId}
        />
      )}
    />
  );
}
