import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import { DEFAULT_INPUT_DECIMALS } from '@fuel/domain/constants';
import { formatNumber, parseNumber, sanitizeNumberInput } from '@fuel/domain/formats/number';
import { requiredMessage } from '@fuel/domain/validation/fields';
import { useBrand } from '../../brands/brand-context';
import type { BoundInputProps, FieldProps } from './field-props';
import { afterPointerRelease } from './after-pointer-release';

type Props<T extends FieldValues> = FieldProps<T> &
  Omit<TextInputProps, BoundInputProps | 'type'> & {
    /** Decimals kept; further ones are cut off while typing (spec section 5). Default 2. */
    decimals?: number;
    /** false: the positive-only variant (no minus sign). Default true. */
    signed?: boolean;
  };

/**
 * A number input in the brand's format (A, C: 1.234,56; B: 1'234.56). While typing it drops what
 * cannot belong to a number; on focus loss it shows the formatted value. The form value is a
 * number, or null while empty or unreadable.
 */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  decimals = DEFAULT_INPUT_DECIMALS,
  signed = true,
  ...inputProps
}: Props<T>) {
  const brand = useBrand();
  const format = { brand: brand.id, decimals, signed };
  const { field, fieldState } = useController({
    control,
    name,
    rules: required ? { validate: (value: unknown) => (typeof value === 'number' ? true : requiredMessage(label)) } : undefined,
  });
  const value = typeof field.value === 'number' ? field.value : null;
  // What the person is typing; null while the field shows the formatted form value.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === null ? '' : formatNumber(value, format));

  return (
    <TextInput
      autoComplete="off"
      inputMode={signed ? 'text' : 'decimal'}
      {...inputProps}
      ref={field.ref}
      name={field.name}
      value={shown}
      label={label}
      aria-required={required || undefined}
      error={fieldState.error?.message}
      onFocus={() => setDraft(shown)}
      onChange={(event) => {
        const text = sanitizeNumberInput(event.currentTarget.value, format);
        setDraft(text);
        field.onChange(parseNumber(text, format));
      }}
      onBlur={() => {
        setDraft(null);
        afterPointerRelease(field.onBlur);
      }}
    />
  );
}
