import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  API_KEY_FIELD_LABELS as L,
  API_SCOPE_LABELS,
  CreateApiKeyRequestSchema,
  type ApiScope,
  type CreateApiKeyRequest,
} from '@fuel/domain/contracts/api-keys';
import { ErrorAlert } from '../../../ui/error-alert';
import { CheckboxListField } from '../../../ui/form/checkbox-list-field';
import { DateField } from '../../../ui/form/date-field';
import { FormFooter } from '../../../ui/form/form-footer';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';

type Props = {
  availableScopes: readonly ApiScope[];
  onSubmit: (input: CreateApiKeyRequest) => Promise<void>;
  onCancel: () => void;
};

/** Name, scopes (only those the company's keys may carry) and an optional last day of a new key. */
export function ApiKeyForm({ availableScopes, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const form = useAppForm(CreateApiKeyRequestSchema, { name: '', scopes: [], expiresOn: null });
  const submit = useServerSubmit(form, (values) => onSubmit({ ...values, expiresOn: values.expiresOn || null }), L);
  return (
    <form onSubmit={submit} noValidate data-testid="api-key-form">
      <Stack gap="md">
        {form.formState.errors.root?.message && <ErrorAlert message={form.formState.errors.root.message} />}
        <TextField control={form.control} name="name" label={L.name} required data-testid="api-key-name" />
        <CheckboxListField
          control={form.control}
          name="scopes"
          label={L.scopes}
          description={t('apiKeys.scopesHint')}
          required
          options={availableScopes.map((scope) => ({ value: scope, label: `${API_SCOPE_LABELS[scope]} (${scope})` }))}
          data-testid="api-key-scopes"
        />
        <DateField
          control={form.control}
          name="expiresOn"
          label={L.expiresOn}
          description={t('apiKeys.expiresHint')}
          maw={220}
          data-testid="api-key-expires"
        />
        <FormFooter onCancel={onCancel} loading={form.formState.isSubmitting} submitTestId="api-key-submit" />
      </Stack>
    </form>
  );
}
