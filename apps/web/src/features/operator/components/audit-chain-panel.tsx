import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_CHAIN_BREAK_TEXT } from '@fuel/domain/audit/audit-chain';
import { ErrorAlert } from '../../../ui/error-alert';
import { useVerifyAuditChain } from '../api/verify-audit-chain';
import { dateTime } from './date-time';

/** "Audit-Kette prüfen": OK with the number of entries and the head hash, or the first broken entry. */
export function AuditChainPanel() {
  const { t } = useTranslation();
  const verify = useVerifyAuditChain();
  const result = verify.data;
  return (
    <Stack gap="xs" mb="md">
      <Group>
        <Button
          variant="light"
          onClick={() => verify.mutate()}
          loading={verify.isPending}
          data-testid="audit-chain-verify"
        >
          {t('operator.auditChain.verify')}
        </Button>
      </Group>
      {verify.isError ? <ErrorAlert message={verify.error.message} /> : null}
      {result?.ok ? (
        <Alert color="green" title={t('operator.auditChain.okTitle')} data-testid="audit-chain-result">
          <Text size="sm">{t('operator.auditChain.okText', { count: result.count })}</Text>
          <Text size="sm">
            {t('operator.auditChain.head')} <Code data-testid="audit-chain-head">{result.headHash || '–'}</Code>
          </Text>
          {result.lastAnchor ? (
            <Text size="sm" c="dimmed">
              {t('operator.auditChain.anchor', { day: result.lastAnchor.day, seq: result.lastAnchor.seq })}{' '}
              <Code>{result.lastAnchor.hash}</Code>
            </Text>
          ) : null}
        </Alert>
      ) : null}
      {result && !result.ok && result.broken ? (
        <Alert color="red" title={t('operator.auditChain.brokenTitle')} data-testid="audit-chain-result">
          <Text size="sm" data-testid="audit-chain-broken">
            {t('operator.auditChain.brokenAt', {
              id: result.broken.id,
              seq: result.broken.seq,
              at: dateTime(result.broken.at),
            })}
          </Text>
          <Text size="sm">{AUDIT_CHAIN_BREAK_TEXT[result.broken.reason]}</Text>
          <Text size="sm" c="dimmed">
            {t('operator.auditChain.checkedBefore', { count: result.count })}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
