import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { isBlank, requiredMessage } from '@fuel/domain/validation/fields';
import { useSpelling } from '../../i18n/use-spelling';
import type { BoundInputProps, FieldProps } from './field-props';
import { useTextBinding } from './use-text-binding';

type Props<T extends FieldValues> = FieldProps<T> & Omit<TextInputProps, BoundInputProps>;

/**
 * A text input bound to react-hook-form. Required (spec section 5): on focus loss an empty or
 * white-space value shows "{label} ist ein Pflichtfeld.", removed once filled. Forms with a zod
 * resolver get the same message from requiredString(label); without a resolver the rule below applies.
 */
export function TextField<T extends FieldValues>({ control, name, label, required, ...inputProps }: Props<T>) {
  const binding = useTextBinding({
    control,
    name,
    rules: required ? { validate: (value: unknown) => (isBlank(value) ? requiredMessage(label) : true) } : undefined,
  });
  const spell = useSpelling();
  const error = typeof binding.error === 'string' ? spell(binding.error) : binding.error;
  return (
    <TextInput {...inputProps} {...binding} error={error} label={spell(label)} aria-required={required || undefined} />
  );
}
