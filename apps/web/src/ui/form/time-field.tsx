import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isValidTime } from '@fuel/domain/formats/date';
import { isBlank, requiredMessage } from '@fuel/domain/validation/fields';
import type { BoundInputProps, FieldProps } from './field-props';
import { useTextBinding } from './use-text-binding';

type Props<T extends FieldValues> = FieldProps<T> & Omit<TextInputProps, BoundInputProps>;

/** Keeps digits and one colon, at most "HH:mm". */
export function sanitizeTime(text: string): string {
  const kept = text.replace(/[^\d:]/g, '');
  const [hours = '', ...rest] = kept.split(':');
  return rest.length > 0 ? `${hours.slice(0, 2)}:${rest.join('').slice(0, 2)}` : hours.slice(0, 4);
}

/** "930" or "0930" become "09:30", "7:05" becomes "07:05" (on focus loss). */
export function completeTime(text: string): string {
  if (/^\d{3,4}$/.test(text)) return `${text.slice(0, -2).padStart(2, '0')}:${text.slice(-2)}`;
  if (/^\d:\d{2}$/.test(text)) return `0${text}`;
  return text;
}

/** A time of day in the pattern HH:mm (spec section 5), kept as that text. */
export function TimeField<T extends FieldValues>({ control, name, label, required, ...inputProps }: Props<T>) {
  const { t } = useTranslation();
  const validate = (value: unknown) => {
    if (isBlank(value)) return required ? requiredMessage(label) : true;
    return isValidTime(String(value)) || t('form.timeFormat');
  };
  const binding = useTextBinding({
    control,
    name,
    rules: { validate },
    sanitize: sanitizeTime,
    complete: completeTime,
  });
  return (
    <TextInput
      placeholder="HH:mm"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      {...inputProps}
      {...binding}
      label={label}
      aria-required={required || undefined}
    />
  );
}
