import { SimpleGrid, Stack } from '@mantine/core';
import {
  LIFTING_FIELD_LABELS as L,
  LiftingFormSchema,
  type LiftingForm as LiftingFormInput,
  type LiftingFormValues,
} from '@fuel/domain/contracts/liftings';
import { ErrorAlert } from '../../../ui/error-alert';
import { DateField } from '../../../ui/form/date-field';
import { FormFooter } from '../../../ui/form/form-footer';
import { NumberField } from '../../../ui/form/number-field';
import { TextField } from '../../../ui/form/text-field';
import { TimeField } from '../../../ui/form/time-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';

type Props = {
  /** Today in the business time zone, the form's default day. */
  today: string;
  onSubmit: (values: LiftingFormValues) => Promise<void>;
  onCancel: () => void;
};

/** A bill of lading: number, day and time at the terminal, litres at 15 °C, optionally the rest of the ticket. */
export function LiftingForm({ today, onSubmit, onCancel }: Props) {
  const form = useAppForm<LiftingFormInput, LiftingFormValues>(LiftingFormSchema, {
    bolNumber: '',
    day: today,
    time: '',
    vehicleRef: '',
  });
  const submit = useServerSubmit(form, onSubmit, L);
  return (
    <form onSubmit={submit} noValidate data-testid="lifting-form">
      <Stack gap="md">
        {form.formState.errors.root?.message && <ErrorAlert message={form.formState.errors.root.message} />}
        <TextField control={form.control} name="bolNumber" label={L.bolNumber} required data-testid="lifting-bol" />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField control={form.control} name="day" label={L.day} required data-testid="lifting-day" />
          <TimeField control={form.control} name="time" label={L.time} required data-testid="lifting-time" />
        </SimpleGrid>
        <NumberField
          control={form.control}
          name="litres15"
          label={L.litres15}
          required
          decimals={0}
          signed={false}
          unit="L"
          data-testid="lifting-litres"
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberField
            control={form.control}
            name="ambientLitres"
            label={L.ambientLitres}
            decimals={0}
            signed={false}
          />
          <NumberField control={form.control} name="temperatureC" label={L.temperatureC} decimals={1} />
          <NumberField control={form.control} name="densityKgL" label={L.densityKgL} decimals={4} signed={false} />
        </SimpleGrid>
        <TextField control={form.control} name="vehicleRef" label={L.vehicleRef} />
        <FormFooter onCancel={onCancel} loading={form.formState.isSubmitting} submitTestId="lifting-submit" />
      </Stack>
    </form>
  );
}
