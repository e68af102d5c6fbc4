import { useState } from 'react';
import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@fuel/domain/contracts/api-keys';
import { useConfirm } from '../../../ui/confirm-dialog';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';
import { SecretOnceModal } from '../../../ui/secret-once-modal';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import { ApiKeyForm } from './api-key-form';
import { ApiKeyTable } from './api-key-table';

/** "API-Schlüssel": create (the secret shown once), the list, revoke after confirmation. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const confirm = useConfirm();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const askRevoke = (key: ApiKey) =>
    confirm.ask({
      title: t('apiKeys.revokeTitle'),
      message: t('apiKeys.revokeText', { name: key.name }),
      confirmLabel: t('apiKeys.revoke'),
      cancelLabel: t('apiKeys.cancel'),
      danger: true,
      run: async () => {
        await revoke.mutateAsync(key.id);
        notifications.show({ color: 'green', message: t('apiKeys.revoked') });
      },
    });
  return (
    <Stack gap="md" data-testid="api-keys-section">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={640}>
          {t('apiKeys.intro')} {t('apiKeys.docsHint')}
        </Text>
        <Button leftSection={<IconKey size={16} />} onClick={() => setCreating(true)} data-testid="api-key-new">
          {t('apiKeys.create')}
        </Button>
      </Group>
      {keys.isPending && <Skeleton h={120} radius="md" />}
      {keys.isError && <LoadFailedAlert title={t('apiKeys.loadFailed')} error={keys.error} />}
      {keys.isSuccess && keys.data.keys.length === 0 && (
        <Text c="dimmed" ta="center" py="lg" data-testid="api-keys-empty">
          {t('apiKeys.empty')}
        </Text>
      )}
      {keys.isSuccess && keys.data.keys.length > 0 && <ApiKeyTable keys={keys.data.keys} onRevoke={askRevoke} />}
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('apiKeys.createTitle')}
        size="lg"
        closeOnClickOutside={false}
      >
        {creating && (
          <ApiKeyForm
            availableScopes={keys.data?.availableScopes ?? []}
            onCancel={() => setCreating(false)}
            onSubmit={async (input) => {
              const created = await create.mutateAsync(input);
              setCreating(false);
              setSecret({ name: created.key.name, secret: created.secret });
            }}
          />
        )}
      </Modal>
      <SecretOnceModal
        secret={secret?.secret ?? null}
        title={t('apiKeys.secretTitle', { name: secret?.name ?? '' })}
        onClose={() => setSecret(null)}
      />
      {confirm.dialog}
    </Stack>
  );
}
