import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';
import { ErrorAlert } from './error-alert';

type Ask = {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  run: () => Promise<unknown>;
};

/**
 * One confirmation dialog per screen: ask({...}) opens it, the action runs on confirm, and a refusal of
 * the server shows its German message in the dialog (which then stays open).
 */
export function useConfirm() {
  const { t } = useTranslation();
  const [ask, setAsk] = useState<Ask | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setAsk(null);
    setError(null);
  };
  const confirm = async () => {
    if (!ask) return;
    setPending(true);
    try {
      await ask.run();
      close();
    } catch (e) {
      setError(isApiError(e) ? e.message : t('app.unexpectedError'));
    } finally {
      setPending(false);
    }
  };
  const dialog = (
    <Modal opened={ask !== null} onClose={close} title={ask?.title ?? ''} centered data-testid="confirm-dialog">
      <Text size="sm" mb="md">
        {ask?.message}
      </Text>
      {error && <ErrorAlert message={error} />}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          {ask?.cancelLabel}
        </Button>
        <Button
          color={ask?.danger ? 'red' : undefined}
          loading={pending}
          onClick={() => void confirm()}
          data-testid="confirm-dialog-confirm"
        >
          {ask?.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
  return { dialog, ask: setAsk };
}
