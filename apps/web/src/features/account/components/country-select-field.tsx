import { Select } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ADDRESS_COUNTRIES, COUNTRY_LABELS } from '@fuel/domain/validation/address';

const OPTIONS = ADDRESS_COUNTRIES.map((code) => ({ value: code, label: COUNTRY_LABELS[code] }));

/** The country of an address: Germany, Austria or Belgium. */
export function CountrySelectField<T extends FieldValues>({
  control,
  name,
  label,
  readOnly,
  'data-testid': testId,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  readOnly?: boolean;
  'data-testid'?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          data={OPTIONS}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          allowDeselect={false}
          readOnly={readOnly}
          required
          data-testid={testId}
        />
      )}
    />
  );
}
