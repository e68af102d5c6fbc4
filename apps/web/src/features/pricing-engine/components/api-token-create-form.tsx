import { Button, Group } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useEngineTranslation } from '../use-engine-translation';
import { CreateApiTokenRequestSchema } from '@fuel/domain/contracts/market-data';
import { isApiError } from '../../../lib/api-client';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useCreateApiToken } from '../api/create-api-token';

/** Name and create an API token; the server's refusal shows on the name field. */
export function ApiTokenCreateForm({ onCreated }: { onCreated: (token: { name: string; secret: string }) => void }) {
  const { t } = useEngineTranslation();
  const create = useCreateApiToken();
  const form = useAppForm(CreateApiTokenRequestSchema, { name: '' });

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      const created = await create.mutateAsync(name);
      onCreated({ name: created.token.name, secret: created.secret });
      form.reset({ name: '' });
    } catch (error) {
      form.setError('name', { message: isApiError(error) ? error.message : t('app.unexpectedError') });
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="token-form">
      <Group align="flex-start" gap="sm">
        <TextField
          control={form.control}
          name="name"
          label={t('pricingEngine.api.tokenName')}
          required
          maw={320}
          w="100%"
          data-testid="token-name"
        />
        <Button
          type="submit"
          mt={25}
          leftSection={<IconKey size={16} />}
          loading={form.formState.isSubmitting}
          data-testid="token-create"
        >
          {t('pricingEngine.api.createToken')}
        </Button>
      </Group>
    </form>
  );
}
