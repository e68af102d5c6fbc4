import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import type { IdOption, IdOptionGroup } from './id-options';
import { useIdBinding, type IdBoundProps } from './use-id-binding';

type Props<T extends FieldValues> = FieldProps<T> &
  Omit<MultiSelectProps, IdBoundProps> & { options: Array<IdOption | IdOptionGroup> };

/** A multi-select of database ids: the form value is the list of numbers (empty when nothing is chosen). */
export function IdMultiSelectField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  options,
  ...selectProps
}: Props<T>) {
  const { field, bound } = useIdBinding({ control, name, label, required, options });
  return (
    <MultiSelect
      {...selectProps}
      {...bound}
      value={Array.isArray(field.value) ? (field.value as number[]).map(String) : []}
      onChange={(ids) => field.onChange(ids.map(Number))}
      searchable
      clearable
    />
  );
}
