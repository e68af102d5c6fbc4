import { useController, type FieldValues } from 'react-hook-form';
import { requiredMessage } from '@fuel/domain/validation/fields';
import type { BoundInputProps, FieldProps } from './field-props';
import { afterPointerRelease } from './after-pointer-release';
import { NumberInput, type NumberInputProps } from './number-input';

type Props<T extends FieldValues> = FieldProps<T> & Omit<NumberInputProps, BoundInputProps | 'ref'>;

/**
 * NumberInput bound to a react-hook-form field. The form value is a number, null while empty, or
 * NaN while the typed text is refused, so every schema (z.number()) blocks the submit until the
 * person corrects it; the field itself says why.
 */
export function NumberField<T extends FieldValues>({ control, name, label, required, ...inputProps }: Props<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: required
      ? { validate: (value: unknown) => (typeof value === 'number' ? true : requiredMessage(label)) }
      : undefined,
  });
  const value = typeof field.value === 'number' ? field.value : null;
  return (
    <NumberInput
      {...inputProps}
      ref={field.ref}
      name={field.name}
      label={label}
      aria-required={required || undefined}
      value={value}
      onChange={field.onChange}
      onBlur={() => afterPointerRelease(field.onBlur)}
      error={fieldState.error?.message}
    />
  );
}
