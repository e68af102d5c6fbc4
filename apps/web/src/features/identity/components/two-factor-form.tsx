import { useMemo } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LOGIN_CODE_TTL_MS } from '@fuel/domain/constants';
import type { CurrentUser } from '@fuel/domain/contracts/identity';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useResendLoginCode } from '../api/resend-login-code';
import { useSubmitLoginCode } from '../api/submit-login-code';

type Props = {
  onLoggedIn: (user: CurrentUser) => Promise<void>;
  /** The pending login is gone (too many wrong codes, expired): back to username and password. */
  onRestart: () => void;
};

/** The second step of a two-factor login: the 6-digit code from the e-mail. */
export function TwoFactorForm({ onLoggedIn, onRestart }: Props) {
  const { t } = useTranslation();
  const submitCode = useSubmitLoginCode();
  const resend = useResendLoginCode();
  const schema = useMemo(
    () =>
      z.object({
        code: z
          .string()
          .trim()
          .regex(/^\d{6}$/, { error: t('login.codeInvalid') }),
      }),
    [t],
  );
  const form = useAppForm(schema, { code: '' });

  // A 401 without a code error means the pending login itself is gone.
  const restartIfGone = (error: unknown) => {
    if (isApiError(error) && error.status === 401 && !error.code.startsWith('TWO_FACTOR')) onRestart();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await onLoggedIn(await submitCode.mutateAsync(values));
    } catch (error) {
      restartIfGone(error);
      form.resetField('code');
      form.setFocus('code');
    }
  });

  const resendCode = async () => {
    try {
      await resend.mutateAsync();
      submitCode.reset();
      notifications.show({ message: t('login.codeResent'), color: 'green' });
    } catch (error) {
      restartIfGone(error);
    }
  };

  const error = submitCode.error ?? resend.error;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('login.codeIntro', { minutes: LOGIN_CODE_TTL_MS / 60_000 })}</Text>
        {error && (
          <ErrorAlert
            title={t('login.failed')}
            message={isApiError(error) ? error.message : t('app.unexpectedError')}
          />
        )}
        <TextField
          control={form.control}
          name="code"
          label={t('login.code')}
          required
          autoFocus
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
        />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('login.confirmCode')}
        </Button>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={() => void resendCode()} loading={resend.isPending}>
            {t('login.resendCode')}
          </Button>
          <Button variant="subtle" size="compact-sm" color="gray" onClick={onRestart}>
            {t('login.backToLogin')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
