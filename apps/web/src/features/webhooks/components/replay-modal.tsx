import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_REPLAY_DAYS, type WebhookEndpoint } from '@fuel/domain/contracts/webhooks';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';

/** Replay of the endpoint's events since a day (at most 30 days back), after confirmation in this dialog. */
export function ReplayModal({
  endpoint,
  onClose,
  onReplay,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onReplay: (endpoint: WebhookEndpoint, since: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const today = new Date();
  const earliest = new Date(today.getTime() - WEBHOOK_REPLAY_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [since, setSince] = useState(earliest);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!endpoint) return;
    setBusy(true);
    setError(null);
    try {
      await onReplay(endpoint, since);
      onClose();
    } catch (err) {
      setError(isApiError(err) ? err.message : t('app.unexpectedError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={endpoint !== null} onClose={onClose} title={t('webhooks.replayTitle')} centered>
      <Stack gap="sm">
        <Text size="sm">{t('webhooks.replayText')}</Text>
        {error && <ErrorAlert message={error} />}
        <TextInput
          type="date"
          label={t('webhooks.replaySince')}
          value={since}
          min={earliest}
          max={today.toISOString().slice(0, 10)}
          onChange={(event) => setSince(event.currentTarget.value)}
          data-testid="webhook-replay-since"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('webhooks.cancel')}
          </Button>
          <Button onClick={() => void run()} loading={busy} data-testid="webhook-replay-start">
            {t('webhooks.replayStart')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
