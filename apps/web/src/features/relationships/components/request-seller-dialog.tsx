import { Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormFooter } from '../../../ui/form/form-footer';
import { RequestSellerFields } from './request-seller-fields';
import { useRequestSellerForm } from './use-request-seller-form';

/** "Verkäufer anfragen": choose a seller not yet connected, add a message, send the request. */
export function RequestSellerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { sellers, request, form, submit } = useRequestSellerForm(onClose);

  const options = (sellers.data ?? []).map((s) => ({
    value: String(s.id),
    label: s.previousStatus
      ? t('relationships.sellers.previously', { name: s.name, status: t(`relationships.status.${s.previousStatus}`) })
      : s.name,
  }));

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('relationships.sellers.dialogTitle')}
      centered
      data-testid="request-seller-dialog"
    >
      {sellers.isPending ? (
        <Skeleton h={160} />
      ) : sellers.isError ? (
        <ErrorAlert message={t('relationships.sellers.availableFailed')} />
      ) : options.length === 0 ? (
        <Text size="sm" data-testid="no-sellers-available">
          {t('relationships.sellers.noneAvailable')}
        </Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('relationships.sellers.dialogText')}
            </Text>
            {request.error && (
              <ErrorAlert message={isApiError(request.error) ? request.error.message : t('app.unexpectedError')} />
            )}
            <RequestSellerFields control={form.control} options={options} />
            <FormFooter
              onCancel={onClose}
              submitLabel={t('relationships.sellers.send')}
              loading={form.formState.isSubmitting}
              submitTestId="request-seller-submit"
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
