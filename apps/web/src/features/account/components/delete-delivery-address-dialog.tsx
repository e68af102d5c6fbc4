import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { DeliveryAddress } from '@fuel/domain/contracts/delivery-addresses';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { useDeleteDeliveryAddress } from '../api/delivery-addresses';

/** Deleting asks first; orders that name the address keep showing it. */
export function DeleteDeliveryAddressDialog({
  address,
  onClose,
}: {
  address: DeliveryAddress | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteDeliveryAddress();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={address !== null} onClose={close} title={t('companyAccount.deleteTitle')} centered>
      {address && (
        <Stack gap="md">
          <Text>{t('companyAccount.deleteText', address)}</Text>
          {remove.error && (
            <ErrorAlert message={isApiError(remove.error) ? remove.error.message : t('app.unexpectedError')} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('companyAccount.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              data-testid="confirm-delete-delivery-address"
              onClick={async () => {
                try {
                  await remove.mutateAsync(address.id);
                  notifications.show({ color: 'green', message: t('companyAccount.addressDeleted') });
                  close();
                } catch {
                  // The dialog stays open and shows remove.error.
                }
              }}
            >
              {t('companyAccount.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
