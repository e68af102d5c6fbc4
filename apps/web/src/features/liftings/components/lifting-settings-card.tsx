import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LiftingSettingsSchema, type LiftingSettings } from '@fuel/domain/contracts/liftings';
import { addPageTexts, orderPageTexts } from '../../../i18n/page-texts';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormFooter } from '../../../ui/form/form-footer';
import { NumberField } from '../../../ui/form/number-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';
import { useLiftingSettings, useSaveLiftingSettings } from '../api/liftings';

function ToleranceForm({ settings, canEdit }: { settings: LiftingSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveLiftingSettings();
  const form = useAppForm(LiftingSettingsSchema, settings);
  const label = t('liftings.settings.tolerance');
  const submit = useServerSubmit(
    form,
    async (values) => {
      await save.mutateAsync(values);
      notifications.show({ color: 'green', message: t('liftings.settings.saved') });
    },
    { tolerancePercent: label },
  );
  return (
    <form onSubmit={submit} noValidate data-testid="lifting-settings-form">
      <Stack gap="sm">
        {form.formState.errors.root?.message && <ErrorAlert message={form.formState.errors.root.message} />}
        <NumberField
          control={form.control}
          name="tolerancePercent"
          label={label}
          required
          decimals={2}
          signed={false}
          unit="%"
          disabled={!canEdit}
          maw={240}
          data-testid="lifting-tolerance"
        />
        {canEdit && <FormFooter loading={form.formState.isSubmitting} submitTestId="lifting-settings-submit" />}
      </Stack>
    </form>
  );
}

/** A seller's lifting tolerance on the company page (decision 069): admins change it, others read it. */
export function LiftingSettingsCard({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  addPageTexts(i18n, orderPageTexts);
  const settings = useLiftingSettings();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="lifting-settings">
      <Title order={2} size="h3" mb="xs">
        {t('liftings.settings.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('liftings.settings.description')}
      </Text>
      {settings.isPending && <Skeleton h={80} radius="md" />}
      {settings.isError && <LoadFailedAlert title={t('liftings.settings.loadFailed')} error={settings.error} />}
      {settings.isSuccess && <ToleranceForm key={settings.dataUpdatedAt} settings={settings.data} canEdit={canEdit} />}
    </Card>
  );
}
