import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { INVOICING_MODES, InvoiceSettingsSchema, type InvoiceSettings } from '@fuel/domain/contracts/invoices';
import { addPageTexts, invoicesTexts } from '../../../i18n/page-texts';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormFooter } from '../../../ui/form/form-footer';
import { SegmentedField } from '../../../ui/form/segmented-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';
import { useInvoiceSettings, useSaveInvoiceSettings } from '../api/invoice-settings';

function ModeForm({ settings, canEdit }: { settings: InvoiceSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveInvoiceSettings();
  const form = useAppForm(InvoiceSettingsSchema, settings);
  const label = t('invoices.settings.mode');
  const submit = useServerSubmit(
    form,
    async (values) => {
      await save.mutateAsync(values);
      notifications.show({ color: 'green', message: t('invoices.settings.saved') });
    },
    { mode: label },
  );
  const modes = INVOICING_MODES.map((m) => ({ value: m, label: t(`invoices.settings.modes.${m}`) }));
  return (
    <form onSubmit={submit} noValidate data-testid="invoice-settings-form">
      <Stack gap="sm">
        {form.formState.errors.root?.message && <ErrorAlert message={form.formState.errors.root.message} />}
        {canEdit ? (
          <SegmentedField control={form.control} name="mode" label={label} data={modes} testId="invoice-mode" />
        ) : (
          <Text size="sm" data-testid="invoice-mode-text">
            {t(`invoices.settings.modes.${settings.mode}`)}
          </Text>
        )}
        {canEdit && <FormFooter loading={form.formState.isSubmitting} submitTestId="invoice-settings-submit" />}
      </Stack>
    </form>
  );
}

/** A seller's invoicing mode on the company page: company admins change it, others read it. */
export function InvoiceSettingsCard({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  // Its texts load with the invoices' texts, not with the first page (page-texts.ts).
  addPageTexts(i18n, invoicesTexts);
  const settings = useInvoiceSettings();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="invoice-settings">
      <Title order={2} size="h3" mb="xs">
        {t('invoices.settings.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('invoices.settings.description')}
      </Text>
      {settings.isPending && <Skeleton h={80} radius="md" />}
      {settings.isError && <LoadFailedAlert title={t('invoices.settings.loadFailed')} error={settings.error} />}
      {settings.isSuccess && <ModeForm key={settings.dataUpdatedAt} settings={settings.data} canEdit={canEdit} />}
    </Card>
  );
}
