import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailboxEntry } from '@fuel/domain/contracts/identity';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import { LinkifiedText } from './linkified-text';

export function MailCard({ mail }: { mail: MailboxEntry }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="article" data-testid="mailbox-mail">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{mail.subject}</Text>
          <Group gap="xs">
            {!mail.sentAt && (
              <Badge variant="light" color="gray" size="sm">
                {t('mailbox.notSent')}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              <time dateTime={mail.createdAt}>{formatDateTimeLong(mail.createdAt)}</time>
            </Text>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('mailbox.to')}: {mail.to}
          {mail.replyTo && ` · ${t('mailbox.replyTo')}: ${mail.replyTo}`}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <LinkifiedText text={mail.text} />
        </Text>
      </Stack>
    </Paper>
  );
}
