import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordChangeSchema } from '@fuel/domain/contracts/users';
import { PASSWORD_RULES_TEXT } from '@fuel/domain/validation/password';
import { ErrorAlert } from '../../../ui/error-alert';
import { PasswordField } from '../../../ui/form/password-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useChangePassword } from '../api/users-api';
import { useServerSubmit } from '../../../ui/form/use-server-submit';

/** Password change under the policy of spec section 5; the server checks the current password. */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useAppForm(PasswordChangeSchema, { currentPassword: '', password: '', passwordRepeat: '' });
  const submit = useServerSubmit(
    form,
    async (values) => {
      await change.mutateAsync(values);
      form.reset();
    },
    form.getValues(),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="password-change-form">
      <Stack gap="sm" maw={480}>
        <Title order={3}>{t('profile.passwordTitle')}</Title>
        <Text size="sm" c="dimmed">
          {PASSWORD_RULES_TEXT.join(' · ')}
        </Text>
        {form.formState.errors.root?.message && <ErrorAlert message={form.formState.errors.root.message} />}
        {change.isSuccess && !form.formState.errors.root && <Text role="status">{t('profile.passwordChanged')}</Text>}
        <PasswordField control={form.control} name="currentPassword" label={t('profile.currentPassword')} required />
        <PasswordField control={form.control} name="password" label={t('profile.newPassword')} required />
        <PasswordField control={form.control} name="passwordRepeat" label={t('profile.passwordRepeat')} required />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting} data-testid="password-change-submit">
            {t('profile.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
