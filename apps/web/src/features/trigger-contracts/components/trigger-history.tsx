import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import type { Currency } from '@fuel/domain/formats/number';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { triggerHistoryExportHref, useTriggerHistory } from '../api/get-trigger-history';
import { TriggerHistoryContractCard } from './trigger-history-contract-card';

/** Trigger history of a month: per contract the triggers (online, offline), offline sum, remaining volume; CSV export. */
export function TriggerHistory({
  month,
  side,
  currency,
}: {
  month: string;
  side: 'buyer' | 'seller';
  currency: Currency;
}) {
  const { t } = useTranslation();
  const history = useTriggerHistory(month);
  if (history.isError)
    return (
      <ErrorAlert
        title={t('triggers.history.loadFailed')}
        message={isApiError(history.error) ? history.error.message : t('app.unexpectedError')}
      />
    );
  if (!history.data) return <Text c="dimmed">{t('app.loading')}</Text>;
  const data = history.data;
  return (
    <Stack gap="md" data-testid="trigger-history">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="trigger-history-refreshed">
          {t('triggers.history.refreshedAt', { time: formatDateTimeLong(data.refreshedAt) })}
        </Text>
        <Button
          component="a"
          href={triggerHistoryExportHref(month)}
          variant="default"
          leftSection={<IconDownload size={16} />}
          data-testid="trigger-history-export"
        >
          {t('triggers.history.export')}
        </Button>
      </Group>
      {data.contracts.length === 0 && <Text c="dimmed">{t('triggers.history.empty')}</Text>}
      {data.contracts.map((item) => (
        <TriggerHistoryContractCard key={item.contract.id} item={item} side={side} currency={currency} />
      ))}
    </Stack>
  );
}
