import { TextInput, type TextInputProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import type { BoundInputProps, FieldProps } from './field-props';

type Props<T extends FieldValues> = FieldProps<T> & Omit<TextInputProps, BoundInputProps | 'type'>;

/** A calendar date through the browser's date input; the form value is "YYYY-MM-DD" or null. */
export function DateField<T extends FieldValues>({ control, name, label, required, ...inputProps }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      {...inputProps}
      type="date"
      ref={field.ref}
      name={field.name}
      label={label}
      withAsterisk={required}
      aria-required={required || undefined}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
