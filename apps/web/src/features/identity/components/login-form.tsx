import { useMemo } from 'react';
import { Anchor, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { CurrentUser } from '@fuel/domain/contracts/identity';
import { requiredMessage, requiredString } from '@fuel/domain/validation/fields';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { PasswordField } from '../../../ui/form/password-field';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useLogin } from '../api/login';

type Props = {
  onLoggedIn: (user: CurrentUser) => Promise<void>;
  onTwoFactorRequired: () => void;
};

/** Username and password; wrong, blocked or rate-limited logins show the server's German message. */
export function LoginForm({ onLoggedIn, onTwoFactorRequired }: Props) {
  const { t } = useTranslation();
  const login = useLogin();
  const schema = useMemo(
    () =>
      z.object({
        username: requiredString(t('login.username')),
        password: z.string().min(1, { error: requiredMessage(t('login.password')) }),
      }),
    [t],
  );
  const form = useAppForm(schema, { username: '', password: '' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await login.mutateAsync(values);
      if ('twoFactorRequired' in answer) onTwoFactorRequired();
      else await onLoggedIn(answer);
    } catch {
      // The message shows from the mutation state; a fresh attempt starts with an empty password.
      form.resetField('password');
      form.setFocus('password');
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {login.error && (
          <ErrorAlert
            title={t('login.failed')}
            message={isApiError(login.error) ? login.error.message : t('app.unexpectedError')}
          />
        )}
        <TextField
          control={form.control}
          name="username"
          label={t('login.username')}
          required
          autoComplete="username"
          autoFocus
        />
        <PasswordField
          control={form.control}
          name="password"
          label={t('login.password')}
          required
          autoComplete="current-password"
        />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('login.submit')}
        </Button>
        <Anchor component={Link} to="/passwort/reset" size="sm" ta="center">
          {t('login.forgotPassword')}
        </Anchor>
      </Stack>
    </form>
  );
}
