import { Select, type SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import type { IdOption, IdOptionGroup } from './id-options';
import { useIdBinding, type IdBoundProps } from './use-id-binding';

type Props<T extends FieldValues> = FieldProps<T> &
  Omit<SelectProps, IdBoundProps> & { options: Array<IdOption | IdOptionGroup> };

/** A select of database ids: the form value is the number, or null when nothing is chosen. */
export function IdSelectField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  options,
  ...selectProps
}: Props<T>) {
  const { field, bound } = useIdBinding({ control, name, label, required, options });
  return (
    <Select
      {...selectProps}
      {...bound}
      value={typeof field.value === 'number' ? String(field.value) : null}
      onChange={(value) => field.onChange(value === null ? null : Number(value))}
      allowDeselect={!required}
      searchable
    />
  );
}
