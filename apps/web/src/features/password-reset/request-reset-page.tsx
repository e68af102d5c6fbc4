import { useMemo } from 'react';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requiredString } from '@fuel/domain/validation/fields';
import { isApiError } from '../../lib/api-client';
import { ErrorAlert } from '../../ui/error-alert';
import { TextField } from '../../ui/form/text-field';
import { useAppForm } from '../../ui/form/use-app-form';
import { useRequestPasswordReset } from './api/request-password-reset';

/** /passwort/reset (no auth): asks for a reset link by username or e-mail address. */
export default function RequestResetPage() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const schema = useMemo(() => z.object({ identifier: requiredString(t('passwordReset.identifier')) }), [t]);
  const form = useAppForm(schema, { identifier: '' });
  const submit = form.handleSubmit(async (values) => {
    await request.mutateAsync(values).catch(() => undefined);
  });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h3">
          {t('pages.passwordResetRequest.title')}
        </Title>
        {!request.isSuccess && (
          <Text size="sm" c="dimmed">
            {t('pages.passwordResetRequest.description')}
          </Text>
        )}
      </Stack>
      {request.isSuccess ? (
        // The same answer whether or not the account exists (no account enumeration).
        <Alert
          color="green"
          variant="light"
          title={t('passwordReset.requestedTitle')}
          icon={<IconMailForward size={18} />}
          role="status"
        >
          {t('passwordReset.requested')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {request.error && (
              <ErrorAlert message={isApiError(request.error) ? request.error.message : t('app.unexpectedError')} />
            )}
            <TextField
              control={form.control}
              name="identifier"
              label={t('passwordReset.identifier')}
              required
              autoFocus
              autoComplete="username"
            />
            <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
              {t('passwordReset.request')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('passwordReset.backToLogin')}
      </Anchor>
    </Stack>
  );
}
