import { Stack, Switch } from '@mantine/core';
import { Controller } from 'react-hook-form';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_FIELD_LABELS as L,
  WebhookEndpointInputSchema,
  type WebhookEndpoint,
  type WebhookEndpointInput,
} from '@fuel/domain/contracts/webhooks';
import { ErrorAlert } from '../../../ui/error-alert';
import { CheckboxListField } from '../../../ui/form/checkbox-list-field';
import { FormFooter } from '../../../ui/form/form-footer';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';

type Props = {
  endpoint: WebhookEndpoint | null;
  onSubmit: (input: WebhookEndpointInput) => Promise<void>;
  onCancel: () => void;
};

const EVENT_OPTIONS = WEBHOOK_EVENT_TYPES.map((type) => ({
  value: type,
  label: `${WEBHOOK_EVENT_LABELS[type]} (${type})`,
}));

/** URL, description, event types and whether the endpoint receives events. */
export function EndpointForm({ endpoint, onSubmit, onCancel }: Props) {
  const form = useAppForm(WebhookEndpointInputSchema, {
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    eventTypes: endpoint?.eventTypes ?? [],
    active: endpoint?.active ?? true,
  });
  const submit = useServerSubmit(form, onSubmit, L);
  return (
    <form onSubmit={submit} noValidate data-testid="webhook-endpoint-form">
      <Stack gap="md">
        {form.formState.errors.root?.message && <ErrorAlert message={form.formState.errors.root.message} />}
        <TextField
          control={form.control}
          name="url"
          label={L.url}
          required
          placeholder="https://erp.example.de/webhooks/fuelmarkt"
          data-testid="webhook-url"
        />
        <TextField control={form.control} name="description" label={L.description} data-testid="webhook-description" />
        <CheckboxListField
          control={form.control}
          name="eventTypes"
          label={L.eventTypes}
          required
          columns={2}
          options={EVENT_OPTIONS}
          data-testid="webhook-events"
        />
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Switch
              label={L.active}
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              data-testid="webhook-active"
            />
          )}
        />
        <FormFooter onCancel={onCancel} loading={form.formState.isSubmitting} submitTestId="webhook-submit" />
      </Stack>
    </form>
  );
}
