import type { ChangeEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues, type RegisterOptions } from 'react-hook-form';
import { afterPointerRelease } from './after-pointer-release';

type Options<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  rules?: Omit<RegisterOptions<T, FieldPath<T>>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;
  /** Rewrites what was typed before it becomes the form value (e.g. keep only digits). */
  sanitize?: (text: string) => string;
  /** Rewrites the value when the field loses focus (e.g. complete "930" to "09:30"). */
  complete?: (text: string) => string;
};

/** Binds a text-like Mantine input to react-hook-form; it validates on focus loss. */
export function useTextBinding<T extends FieldValues>({ control, name, rules, sanitize, complete }: Options<T>) {
  const { field, fieldState } = useController({ control, name, rules });
  const value = (field.value as string | undefined) ?? '';
  return {
    ref: field.ref,
    name: field.name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      field.onChange(sanitize ? sanitize(event.currentTarget.value) : event.currentTarget.value);
    },
    onBlur: () => {
      if (complete && complete(value) !== value) field.onChange(complete(value));
      afterPointerRelease(field.onBlur);
    },
    error: fieldState.error?.message,
  };
}
