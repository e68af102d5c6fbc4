import { Modal, Select, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CreateRelationshipRequestSchema, RELATIONSHIP_MESSAGE_MAX } from '@fuel/domain/contracts/relationships';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useAvailableSellers } from '../api/get-available-sellers';
import { useRequestRelationship } from '../api/request-relationship';
import { FormFooter } from '../../../ui/form/form-footer';

/** "Verkäufer anfragen": choose a seller not yet connected, add a message, send the request. */
export function RequestSellerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const sellers = useAvailableSellers(true);
  const request = useRequestRelationship();
  const form = useAppForm(CreateRelationshipRequestSchema, { sellerAccountId: undefined, message: '' });

  const submit = form.handleSubmit((values) =>
    request.mutateAsync(values).then(
      (created) => {
        notifications.show({
          color: 'green',
          message: t('relationships.sellers.sent', { name: created.counterparty.name }),
        });
        onClose();
      },
      () => undefined,
    ),
  );

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
            <Controller
              control={form.control}
              name="sellerAccountId"
              render={({ field, fieldState }) => (
                <Select
                  label={t('relationships.seller')}
                  required
                  searchable
                  data={options}
                  value={field.value ? String(field.value) : null}
                  onChange={(v) => field.onChange(v ? Number(v) : undefined)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  data-testid="request-seller-select"
                />
              )}
            />
            <Controller
              control={form.control}
              name="message"
              render={({ field, fieldState }) => (
                <Textarea
                  label={t('relationships.sellers.messageLabel')}
                  autosize
                  minRows={3}
                  maxLength={RELATIONSHIP_MESSAGE_MAX}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.currentTarget.value)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  data-testid="request-seller-message"
                />
              )}
            />
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
