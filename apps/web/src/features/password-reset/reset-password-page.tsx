import { useMemo, useState } from 'react';
import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requiredMessage } from '@fuel/domain/validation/fields';
import { checkPassword, passwordProblemFields, RESET_LINK_EXPIRED_MESSAGE } from '@fuel/domain/validation/password';
import { isApiError } from '../../lib/api-client';
import { ErrorAlert } from '../../ui/error-alert';
import { PasswordField } from '../../ui/form/password-field';
import { useAppForm } from '../../ui/form/use-app-form';
import { useResetKeyStatus } from './api/get-reset-key-status';
import { useResetPassword } from './api/reset-password';
import { PasswordRules } from './components/password-rules';

/** /passwort/reset/:key (no auth): checks the link first, then sets a new password under the policy. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const key = useParams().key ?? '';
  const status = useResetKeyStatus(key);
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);

  let body;
  if (done) {
    body = (
      <Stack gap="md">
        <Alert
          color="green"
          variant="light"
          title={t('passwordReset.doneTitle')}
          icon={<IconCircleCheck size={18} />}
          role="status"
        >
          {t('passwordReset.done')}
        </Alert>
        <Button component={Link} to="/login" fullWidth>
          {t('passwordReset.toLogin')}
        </Button>
      </Stack>
    );
  } else if (status.isPending) {
    body = (
      <Center py="lg" role="status">
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('passwordReset.checking')}
          </Text>
        </Stack>
      </Center>
    );
  } else if (status.isError) {
    body = <ErrorAlert message={isApiError(status.error) ? status.error.message : t('app.unexpectedError')} />;
  } else if (expired || !status.data.valid) {
    body = (
      <Stack gap="md">
        <ErrorAlert title={t('passwordReset.expiredTitle')} message={RESET_LINK_EXPIRED_MESSAGE} />
        <Button component={Link} to="/passwort/reset" fullWidth>
          {t('passwordReset.requestNew')}
        </Button>
      </Stack>
    );
  } else {
    body = <NewPasswordForm resetKey={key} onDone={() => setDone(true)} onExpired={() => setExpired(true)} />;
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        {t('pages.passwordReset.title')}
      </Title>
      {body}
      {!done && (
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('passwordReset.backToLogin')}
        </Anchor>
      )}
    </Stack>
  );
}

function NewPasswordForm({
  resetKey,
  onDone,
  onExpired,
}: {
  resetKey: string;
  onDone: () => void;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const passwordLabel = t('passwordReset.newPassword');
  const repeatLabel = t('passwordReset.repeatPassword');
  // Spec section 5: the policy and the match, checked on focus loss and on submit.
  const schema = useMemo(
    () =>
      z.object({ password: z.string(), passwordRepeat: z.string() }).superRefine((values, ctx) => {
        const repeat = values.passwordRepeat === '' ? undefined : values.passwordRepeat;
        const fields = passwordProblemFields(checkPassword(values.password, repeat));
        const password = values.password === '' ? requiredMessage(passwordLabel) : fields.password;
        const passwordRepeat = repeat === undefined ? requiredMessage(repeatLabel) : fields.passwordRepeat;
        if (password) ctx.addIssue({ code: 'custom', path: ['password'], message: password });
        if (passwordRepeat) ctx.addIssue({ code: 'custom', path: ['passwordRepeat'], message: passwordRepeat });
      }),
    [passwordLabel, repeatLabel],
  );
  const form = useAppForm(schema, { password: '', passwordRepeat: '' });
  const [password, passwordRepeat] = form.watch(['password', 'passwordRepeat']);

  const submit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ key: resetKey, ...values });
      onDone();
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.status === 410) onExpired();
      for (const [field, message] of Object.entries(error.fields)) {
        if (field === 'password' || field === 'passwordRepeat') form.setError(field, { message });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {reset.error && (
          <ErrorAlert message={isApiError(reset.error) ? reset.error.message : t('app.unexpectedError')} />
        )}
        <PasswordField
          control={form.control}
          name="password"
          label={passwordLabel}
          required
          autoFocus
          autoComplete="new-password"
        />
        <PasswordField
          control={form.control}
          name="passwordRepeat"
          label={repeatLabel}
          required
          autoComplete="new-password"
        />
        <PasswordRules password={password} repeat={passwordRepeat} />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('passwordReset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
