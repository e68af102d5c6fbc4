import { Input, SegmentedControl, Stack } from '@mantine/core';
import { Controller, type FieldValues } from 'react-hook-form';
import type { FieldProps } from './field-props';

type Props<T extends FieldValues> = Omit<FieldProps<T>, 'required'> & {
  data: { value: string; label: string }[];
  /** Shown as chosen while the form value is empty. */
  fallback?: string;
  testId?: string;
};

/** A choice of a few values as a segmented control under its label. */
export function SegmentedField<T extends FieldValues>({ control, name, label, data, fallback, testId }: Props<T>) {
  return (
    <Stack gap={4}>
      <Input.Label>{label}</Input.Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <SegmentedControl
            value={fallback === undefined ? field.value : (field.value ?? fallback)}
            onChange={field.onChange}
            data={data}
            data-testid={testId}
          />
        )}
      />
    </Stack>
  );
}
