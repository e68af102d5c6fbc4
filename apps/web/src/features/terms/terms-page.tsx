import { useState } from 'react';
import { Alert, Button, Checkbox, Collapse, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconCircleCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { HOME_PATH } from '../../lib/navigation/guards';
import type { PageLoaderArgs } from '../../lib/navigation/page-module';
import { takeWantedPath } from '../../lib/navigation/wanted-path';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { useAcceptGtc } from './api/accept-gtc';
import { TermsSummary } from '../../ui/legal/terms-summary';
import { TermsText } from '../../ui/legal/terms-text';
import { gtcAcceptedQuery, useGtcAccepted } from './api/get-gtc-accepted';

export async function loader({ queryClient }: PageLoaderArgs) {
  await queryClient.prefetchQuery(gtcAcceptedQuery());
  return null;
}

/** /agb: the terms in short and in full; a buyer accepts them here before using the platform. */
export default function TermsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useGtcAccepted();
  const accept = useAcceptGtc();
  const [confirmed, setConfirmed] = useState(false);
  const [showFull, setShowFull] = useState(false);

  const submit = async () => {
    const answer = await accept.mutateAsync().catch(() => null);
    if (answer?.accepted) await navigate(takeWantedPath() ?? HOME_PATH, { replace: true });
  };

  return (
    <Stack maw={860} gap="lg">
      <PageHeader title={t('pages.terms.title')} description={t('pages.terms.description')} />
      <Paper withBorder p="lg" radius="md">
        <TermsSummary />
        <Button
          variant="subtle"
          size="compact-sm"
          mt="md"
          px={0}
          onClick={() => setShowFull((open) => !open)}
          rightSection={showFull ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          aria-expanded={showFull}
          aria-controls="full-terms"
        >
          {showFull ? t('terms.hideFull') : t('terms.showFull')}
        </Button>
        <Collapse expanded={showFull}>
          <TermsText id="full-terms" />
        </Collapse>
      </Paper>
      {status.isPending ? (
        <Skeleton h={96} radius="md" />
      ) : status.data?.accepted ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title={t('terms.alreadyAccepted')}>
          <Button mt="sm" onClick={() => void navigate(takeWantedPath() ?? HOME_PATH, { replace: true })}>
            {t('terms.continue')}
          </Button>
        </Alert>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            {accept.error && (
              <ErrorAlert message={isApiError(accept.error) ? accept.error.message : t('app.unexpectedError')} />
            )}
            <Checkbox
              checked={confirmed}
              onChange={(event) => setConfirmed(event.currentTarget.checked)}
              label={t('terms.checkbox')}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button onClick={() => void submit()} disabled={!confirmed} loading={accept.isPending}>
                {t('terms.accept')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
