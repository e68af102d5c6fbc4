import { Alert, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { ErrorAlert } from '../../ui/error-alert';
import { useMailbox } from './api/get-mailbox';
import { MailCard } from './components/mail-card';

const newestFirst = (a: { createdAt: string; id: number }, b: { createdAt: string; id: number }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** /dev/mailbox (not in production, no auth): the outbox, so codes and reset links can be read. */
export default function MailboxPage() {
  const { t } = useTranslation();
  const mailbox = useMailbox();
  const mails = mailbox.data ? [...mailbox.data.mails].sort(newestFirst) : [];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} size="h3">
            {t('pages.devMailbox.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('pages.devMailbox.description')} {t('mailbox.autoRefresh')}
          </Text>
        </Stack>
      </Group>
      <Alert color="yellow" variant="light" icon={<IconFlask size={18} />} py="xs">
        {t('mailbox.devOnly')}
      </Alert>
      {mailbox.isPending && <Skeleton h={120} radius="md" />}
      {mailbox.isError && (
        <ErrorAlert
          title={t('mailbox.loadFailed')}
          message={isApiError(mailbox.error) ? mailbox.error.message : t('app.unexpectedError')}
        />
      )}
      {mailbox.isSuccess && mails.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {t('mailbox.empty')}
        </Text>
      )}
      {mails.map((mail) => (
        <MailCard key={mail.id} mail={mail} />
      ))}
    </Stack>
  );
}
