import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { idSelectData, type IdOption, type IdOptionGroup } from './id-options';

type Props<T extends FieldValues> = FieldProps<T> &
  Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'required' | 'name'> & { options: Array<IdOption | IdOptionGroup> };

/** A multi-select of database ids: the form value is the list of numbers (empty when nothing is chosen). */
export function IdMultiSelectField<T extends FieldValues>({ control, name, label, required, options, ...selectProps }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = Array.isArray(field.value) ? (field.value as number[]).map(String) : [];
  return (
    <MultiSelect
      {...selectProps}
      ref={field.ref}
      name={field.name}
      label={label}
      withAsterisk={required}
      aria-required={required || undefined}
      data={idSelectData(options)}
      value={value}
      onChange={(ids) => field.onChange(ids.map(Number))}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      searchable
      clearable
    />
  );
}
