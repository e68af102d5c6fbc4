import { Select, type SelectProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { idSelectData, type IdOption, type IdOptionGroup } from './id-options';

type Props<T extends FieldValues> = FieldProps<T> &
  Omit<SelectProps, 'data' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'required' | 'name'> & { options: Array<IdOption | IdOptionGroup> };

/** A select of database ids: the form value is the number, or null when nothing is chosen. */
export function IdSelectField<T extends FieldValues>({ control, name, label, required, options, ...selectProps }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...selectProps}
      ref={field.ref}
      name={field.name}
      label={label}
      withAsterisk={required}
      aria-required={required || undefined}
      data={idSelectData(options)}
      value={typeof field.value === 'number' ? String(field.value) : null}
      onChange={(value) => field.onChange(value === null ? null : Number(value))}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      allowDeselect={!required}
      searchable
    />
  );
}
