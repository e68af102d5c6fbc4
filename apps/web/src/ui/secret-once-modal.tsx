import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A secret shown exactly once (API key, webhook secret), with a copy button and the warning that it will not be shown again. */
export function SecretOnceModal({
  secret,
  title,
  onClose,
}: {
  secret: string | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={secret !== null} onClose={onClose} title={title} size="lg" centered closeOnClickOutside={false}>
      <Stack gap="sm">
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="secret-once-warning">
          {t('secretOnce.warning')}
        </Alert>
        <Code block data-testid="secret-once-value" style={{ wordBreak: 'break-all' }}>
          {secret ?? ''}
        </Code>
        <Group justify="space-between">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
                data-testid="secret-once-copy"
              >
                {copied ? t('secretOnce.copied') : t('secretOnce.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose} data-testid="secret-once-close">
            {t('secretOnce.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
