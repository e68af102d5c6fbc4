import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { EMAIL_FORMAT_MESSAGE, isBlank, isValidEmail, requiredMessage } from '@fuel/domain/validation/fields';
import type { BoundInputProps, FieldProps } from './field-props';
import { useTextBinding } from './use-text-binding';

type Props<T extends FieldValues> = FieldProps<T> & Omit<TextInputProps, BoundInputProps | 'type'>;

/** An e-mail input: on focus loss a value that is no ordinary e-mail address gets the format message (spec section 5). */
export function EmailField<T extends FieldValues>({ control, name, label, required, ...inputProps }: Props<T>) {
  const validate = (value: unknown) => {
    if (isBlank(value)) return required ? requiredMessage(label) : true;
    return isValidEmail(String(value).trim()) || EMAIL_FORMAT_MESSAGE;
  };
  const binding = useTextBinding({ control, name, rules: { validate } });
  return (
    <TextInput
      autoComplete="email"
      {...inputProps}
      {...binding}
      type="email"
      label={label}
      aria-required={required || undefined}
    />
  );
}
