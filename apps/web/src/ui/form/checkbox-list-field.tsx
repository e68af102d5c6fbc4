import { Checkbox, SimpleGrid } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';

type Props<T extends FieldValues> = FieldProps<T> & {
  /** The values to tick, each with its German label. */
  options: ReadonlyArray<{ value: string; label: string }>;
  description?: string;
  columns?: 1 | 2;
  'data-testid'?: string;
};

/** A list of text values to tick (API key scopes, webhook event types): the form value is the ticked values. */
export function CheckboxListField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  options,
  description,
  columns = 1,
  ...rest
}: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox.Group
      label={label}
      description={description}
      withAsterisk={required}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      error={fieldState.error?.message}
      data-testid={rest['data-testid']}
    >
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="xs" mt="xs">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={option.label}
            data-testid={rest['data-testid'] && `${rest['data-testid']}-${option.value}`}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
