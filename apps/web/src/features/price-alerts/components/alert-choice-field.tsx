import { Input, SegmentedControl, Stack } from '@mantine/core';
import { Controller, type Control, type DefaultValues } from 'react-hook-form';
import type { PriceAlertFormValues, PriceAlertInput } from '@fuel/domain/contracts/price-alerts';

type Props = {
  control: Control<DefaultValues<PriceAlertFormValues>, unknown, PriceAlertInput>;
  name: 'operator' | 'liftingPeriodType';
  label: string;
  /** Id of the label element, which names the control for assistive technology. */
  labelId: string;
  data: Array<{ value: string; label: string }>;
  fallback: string;
  'data-testid': string;
};

/** A required one-of choice of the alert form, shown as a full-width segmented control. */
export function AlertChoiceField({ control, name, label, labelId, data, fallback, 'data-testid': testId }: Props) {
  return (
    <Stack gap={4}>
      <Input.Label id={labelId} required>
        {label}
      </Input.Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <SegmentedControl
            aria-labelledby={labelId}
            fullWidth
            value={field.value ?? fallback}
            onChange={field.onChange}
            data={data}
            data-testid={testId}
          />
        )}
      />
    </Stack>
  );
}
