import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@fuel/domain/contracts/webhooks';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useDeleteEndpoint, useReplay, useRotateSecret, useSendTest } from '../api/webhooks';
import type { EndpointAction } from './endpoint-table';

/**
 * What the row menu does: edit opens the form; rotate and delete ask first; test queues at once;
 * replay opens its dialog. `secret` is a new secret to show once; `confirmDialog` must be rendered.
 */
export function useEndpointActions(onEdit: (endpoint: WebhookEndpoint) => void) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const remove = useDeleteEndpoint();
  const rotate = useRotateSecret();
  const test = useSendTest();
  const replay = useReplay();
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [replaying, setReplaying] = useState<WebhookEndpoint | null>(null);
  const done = (message: string) => notifications.show({ color: 'green', message });

  const onAction = (action: EndpointAction, e: WebhookEndpoint) => {
    if (action === 'edit') onEdit(e);
    if (action === 'replay') setReplaying(e);
    if (action === 'test') void test.mutateAsync(e.id).then(() => done(t('webhooks.testQueued')));
    if (action === 'rotate')
      confirm.ask({
        title: t('webhooks.rotateTitle'),
        message: t('webhooks.rotateText'),
        confirmLabel: t('webhooks.rotate'),
        cancelLabel: t('webhooks.cancel'),
        run: async () => {
          const rotated = await rotate.mutateAsync(e.id);
          setSecret({ url: rotated.endpoint.url, secret: rotated.secret });
        },
      });
    if (action === 'delete')
      confirm.ask({
        title: t('webhooks.deleteTitle'),
        message: t('webhooks.deleteText', { url: e.url }),
        confirmLabel: t('webhooks.delete'),
        cancelLabel: t('webhooks.cancel'),
        danger: true,
        run: async () => {
          await remove.mutateAsync(e.id);
          done(t('webhooks.deleted'));
        },
      });
  };
  const runReplay = async (e: WebhookEndpoint, since: string) => {
    const answer = await replay.mutateAsync({ id: e.id, since });
    done(t('webhooks.replayQueued', { count: answer.queued }));
  };
  return {
    onAction,
    secret,
    setSecret,
    replaying,
    closeReplay: () => setReplaying(null),
    runReplay,
    confirmDialog: confirm.dialog,
  };
}
