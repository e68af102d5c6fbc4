import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';

/** Asks before a blocking or deciding action; shows the server's German message if it is refused. */
export function ConfirmDialog(props: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered data-testid="operator-confirm-dialog">
      <Text size="sm" mb="md">
        {props.message}
      </Text>
      {props.error && <ErrorAlert message={props.error} />}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {t('operator.cancel')}
        </Button>
        <Button color={props.danger ? 'red' : undefined} loading={props.pending} onClick={props.onConfirm} data-testid="operator-confirm-button">
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

type Ask = { title: string; message: string; confirmLabel: string; danger?: boolean; run: () => Promise<unknown> };

/** One confirmation dialog per screen: ask(spec) opens it; the action runs on confirm. */
export function useConfirm() {
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
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };
  const dialog = (
    <ConfirmDialog
      opened={ask !== null}
      title={ask?.title ?? ''}
      message={ask?.message ?? ''}
      confirmLabel={ask?.confirmLabel ?? ''}
      danger={ask?.danger}
      pending={pending}
      error={error}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
  return { dialog, ask: setAsk };
}
