import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** What every form field takes: the form's control and field name, a label, and whether it is required. */
export type FieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
};

/** Input props the form binding owns; a field's other props pass through to the Mantine input. */
export type BoundInputProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'label' | 'required';
