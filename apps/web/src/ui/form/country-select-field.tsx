import { Select } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { addressCountriesFor, COUNTRY_LABELS } from '@fuel/domain/validation/address';
import { useBrand } from '../../brands/brand-context';
import { useSpelling } from '../../i18n/use-spelling';

/** The country of an address: Germany, Austria, Belgium or Switzerland, the brand's home country first. */
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
  const spell = useSpelling();
  const options = addressCountriesFor(useBrand()).map((code) => ({ value: code, label: COUNTRY_LABELS[code] }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={spell(label)}
          data={options}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message && spell(fieldState.error.message)}
          allowDeselect={false}
          readOnly={readOnly}
          required
          data-testid={testId}
        />
      )}
    />
  );
}
