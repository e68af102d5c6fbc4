import { useController, type FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';
import { idSelectData, type IdOption, type IdOptionGroup } from './id-options';

/** Select props the id binding owns; a field's other props pass through to the Mantine select. */
export type IdBoundProps = 'data' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'required' | 'name';

/**
 * Binds a Mantine Select or MultiSelect of database ids to react-hook-form: label, required mark,
 * options and error. The caller maps its value (one id or a list) between numbers and Mantine's strings.
 */
export function useIdBinding<T extends FieldValues>({
  control,
  name,
  label,
  required,
  options,
}: FieldProps<T> & { options: Array<IdOption | IdOptionGroup> }) {
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    bound: {
      ref: field.ref,
      name: field.name,
      label,
      withAsterisk: required,
      'aria-required': required || undefined,
      data: idSelectData(options),
      onBlur: field.onBlur,
      error: fieldState.error?.message,
    },
  };
}
