import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@fuel/domain/contracts/webhooks';
import { FormModal, type FormTarget } from '../../../ui/form-modal';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';
import { SecretOnceModal } from '../../../ui/secret-once-modal';
import { useSaveEndpoint, useWebhookEndpoints } from '../api/webhooks';
import { DeliveryLog } from './delivery-log';
import { EndpointForm } from './endpoint-form';
import { EndpointTable } from './endpoint-table';
import { ReplayModal } from './replay-modal';
import { useEndpointActions } from './use-endpoint-actions';

/** "Webhooks": the endpoints (create, edit, rotate, test, replay, delete) and the delivery log. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const endpoints = useWebhookEndpoints();
  const save = useSaveEndpoint();
  const [target, setTarget] = useState<FormTarget<WebhookEndpoint>>(null);
  const actions = useEndpointActions(setTarget);
  return (
    <Stack gap="lg" data-testid="webhooks-section">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={640}>
          {t('webhooks.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget('new')} data-testid="webhook-new">
          {t('webhooks.create')}
        </Button>
      </Group>
      {endpoints.isPending && <Skeleton h={120} radius="md" />}
      {endpoints.isError && <LoadFailedAlert title={t('webhooks.loadFailed')} error={endpoints.error} />}
      {endpoints.isSuccess && endpoints.data.length === 0 && (
        <Text c="dimmed" ta="center" py="lg" data-testid="webhooks-empty">
          {t('webhooks.empty')}
        </Text>
      )}
      {endpoints.isSuccess && endpoints.data.length > 0 && (
        <EndpointTable endpoints={endpoints.data} onAction={actions.onAction} />
      )}
      {endpoints.isSuccess && <DeliveryLog endpoints={endpoints.data} />}
      <FormModal
        target={target}
        onClose={() => setTarget(null)}
        titles={{ create: t('webhooks.createTitle'), edit: t('webhooks.editTitle') }}
        keyOf={(e) => e.id}
      >
        {(editing) => (
          <EndpointForm
            endpoint={editing}
            onCancel={() => setTarget(null)}
            onSubmit={async (input) => {
              const saved = await save.mutateAsync({ id: editing?.id ?? null, input });
              setTarget(null);
              if (saved.secret) actions.setSecret({ url: saved.endpoint.url, secret: saved.secret });
              else notifications.show({ color: 'green', message: t('webhooks.saved') });
            }}
          />
        )}
      </FormModal>
      <ReplayModal endpoint={actions.replaying} onClose={actions.closeReplay} onReplay={actions.runReplay} />
      <SecretOnceModal
        secret={actions.secret?.secret ?? null}
        title={t('webhooks.secretTitle', { url: actions.secret?.url ?? '' })}
        onClose={() => actions.setSecret(null)}
      />
      {actions.confirmDialog}
    </Stack>
  );
}
