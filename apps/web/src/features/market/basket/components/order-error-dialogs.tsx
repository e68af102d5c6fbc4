import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { closeOrderError, useBasketStore } from '../basket-store';

/**
 * The dialog of a refused basket or order call: one per error code, the anonymous "no longer
 * available", and "no connection" with "Erneut senden" (same idempotency key) when a retry is offered.
 */
export function OrderErrorDialogs() {
  const { t } = useTranslation();
  const { dialog, retry } = useBasketStore();
  const unavailable = dialog?.kind === 'unavailable';
  const connection = dialog?.kind === 'connection';
  const code = dialog?.kind === 'error' ? dialog.code : connection ? 'NETWORK_ERROR' : 'OFFER_NOT_AVAILABLE';
  const resend = () => {
    closeOrderError();
    retry?.();
  };
  return (
    <Modal
      opened={dialog !== null}
      onClose={closeOrderError}
      title={
        unavailable ? t('basket.unavailableTitle') : connection ? t('connection.dialogTitle') : t('basket.errorTitle')
      }
      centered
      zIndex={400}
      data-testid={unavailable ? 'offer-unavailable-dialog' : 'order-error-dialog'}
    >
      <Text data-testid="order-error-message" data-code={code}>
        {dialog?.kind === 'error' || dialog?.kind === 'connection' ? dialog.message : t('basket.unavailableText')}
      </Text>
      {connection && retry && (
        <Text size="sm" mt="xs" data-testid="order-error-resend-hint">
          {t('connection.resendHint')}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant={connection && retry ? 'default' : 'filled'} onClick={closeOrderError}>
          {t('basket.close')}
        </Button>
        {connection && retry && (
          <Button onClick={resend} data-testid="order-error-resend">
            {t('connection.resend')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
