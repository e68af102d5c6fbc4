import { Textarea, type TextareaProps } from '@mantine/core';
import { Controller, type FieldValues } from 'react-hook-form';
import type { BoundInputProps, FieldProps } from './field-props';

type Props<T extends FieldValues> = Omit<FieldProps<T>, 'required'> & Omit<TextareaProps, BoundInputProps>;

/** An optional multi-line text (comments, instructions) bound to react-hook-form; grows with its text. */
export function TextareaField<T extends FieldValues>({ control, name, label, ...inputProps }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Textarea
          autosize
          minRows={2}
          {...inputProps}
          label={label}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
