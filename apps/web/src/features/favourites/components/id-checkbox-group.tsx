import { Checkbox, SimpleGrid } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: Array<{ id: number; name: string }>;
  error?: string;
  /** Two columns from `sm` on (short names, e.g. products); one column for long ones. */
  columns?: 1 | 2;
  'data-testid'?: string;
};

/** A list of ids to tick (the wizard's products and sellers): the form value is the ticked ids as numbers. */
export function IdCheckboxGroup<T extends FieldValues>({
  control,
  name,
  label,
  options,
  error,
  columns = 1,
  ...rest
}: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Group
          label={label}
          value={((field.value as Array<number | undefined> | undefined) ?? [])
            .filter((id) => id !== undefined)
            .map(String)}
          onChange={(values) => field.onChange(values.map(Number))}
          error={error}
          data-testid={rest['data-testid']}
        >
          <SimpleGrid cols={{ base: 1, sm: columns }} spacing="xs" mt="xs">
            {options.map((option) => (
              <Checkbox key={option.id} value={String(option.id)} label={option.name} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
    />
  );
}
