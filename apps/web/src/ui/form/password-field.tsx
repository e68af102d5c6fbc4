import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isBlank, requiredMessage } from '@fuel/domain/validation/fields';
import type { BoundInputProps, FieldProps } from './field-props';
import { useTextBinding } from './use-text-binding';

type Props<T extends FieldValues> = FieldProps<T> & Omit<PasswordInputProps, BoundInputProps>;

/** A password input with a show/hide toggle; the policy check belongs to the form's schema (checkPassword). */
export function PasswordField<T extends FieldValues>({ control, name, label, required, ...inputProps }: Props<T>) {
  const { t } = useTranslation();
  const binding = useTextBinding({
    control,
    name,
    // Passwords are not trimmed: a blank check only, on the raw value.
    rules: required ? { validate: (value: unknown) => (isBlank(value) ? requiredMessage(label) : true) } : undefined,
  });
  return (
    <PasswordInput
      {...inputProps}
      {...binding}
      label={label}
      aria-required={required || undefined}
      visibilityToggleButtonProps={{ 'aria-label': t('form.showPassword') }}
    />
  );
}
