import { useState } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@fuel/domain/contracts/identity';
import { isApiError } from '../../lib/api-client';
import { ErrorAlert } from '../../ui/error-alert';
import { LoginForm } from './components/login-form';
import { TwoFactorForm } from './components/two-factor-form';
import { useFinishLogin } from './use-finish-login';

/** /login (simple layout, no auth): username and password, then the e-mailed code when two-factor login is on. */
export default function LoginPage() {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [notice, setNotice] = useState<string | null>(null);
  const [sessionError, setSessionError] = useState<string | null>(null);

  const onLoggedIn = async (user: CurrentUser) => {
    try {
      await finishLogin(user);
    } catch (error) {
      setSessionError(isApiError(error) ? error.message : t('app.unexpectedError'));
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h3">
          {step === 'credentials' ? t('login.title') : t('login.codeTitle')}
        </Title>
        {step === 'credentials' && (
          <Text size="sm" c="dimmed">
            {t('login.intro')}
          </Text>
        )}
      </Stack>
      {notice && (
        <Alert color="blue" variant="light">
          {notice}
        </Alert>
      )}
      {sessionError && <ErrorAlert message={sessionError} />}
      {step === 'credentials' ? (
        <LoginForm
          onLoggedIn={onLoggedIn}
          onTwoFactorRequired={() => {
            setNotice(null);
            setStep('code');
          }}
        />
      ) : (
        <TwoFactorForm
          onLoggedIn={onLoggedIn}
          onRestart={() => {
            setNotice(t('login.loginAgain'));
            setStep('credentials');
          }}
        />
      )}
    </Stack>
  );
}
