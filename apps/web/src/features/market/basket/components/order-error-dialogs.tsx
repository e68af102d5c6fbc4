import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { closeOrderError, useBasketStore } from '../basket-store';

/** The dialog of a refused basket or order call: one per error code, and the anonymous "no longer available". */
export function OrderErrorDialogs() {
  const { t } = useTranslation();
  const { dialog } = useBasketStore();
  const unavailable = dialog?.kind === 'unavailable';
  return (
    <Modal
      opened={dialog !== null}
      onClose={closeOrderError}
      title={unavailable ? t('basket.unavailableTitle') : t('basket.errorTitle')}
      centered
      zIndex={400}
      data-testid={unavailable ? 'offer-unavailable-dialog' : 'order-error-dialog'}
    >
      <Text data-testid="order-error-message" data-code={dialog?.kind === 'error' ? dialog.code : 'OFFER_NOT_AVAILABLE'}>
        {dialog?.kind === 'error' ? dialog.message : t('basket.unavailableText')}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={closeOrderError}>{t('basket.close')}</Button>
      </Group>
    </Modal>
  );
}
