import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryStatus, WebhookEndpoint } from '@fuel/domain/contracts/webhooks';
import { DataTable } from '../../../ui/data-table/data-table';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';
import { useResend, useWebhookDeliveries } from '../api/webhooks';
import { useDeliveryColumns } from './delivery-columns';
import { DeliveryFilters } from './delivery-filters';

const PAGE_SIZE = 25;

/** The delivery log: filters by endpoint, status and event, paged on the server, resend per row. */
export function DeliveryLog({ endpoints }: { endpoints: WebhookEndpoint[] }) {
  const { t } = useTranslation();
  const [endpointId, setEndpointId] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [eventType, setEventType] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const log = useWebhookDeliveries({
    endpointId: endpointId ? Number(endpointId) : undefined,
    status: (status as WebhookDeliveryStatus | null) ?? undefined,
    eventType: eventType ?? undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const resend = useResend();
  const columns = useDeliveryColumns(
    (d) =>
      void resend.mutateAsync(d.id).then(() => notifications.show({ color: 'green', message: t('webhooks.resent') })),
  );
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / PAGE_SIZE));
  const filter = (set: (v: string | null) => void) => (value: string | null) => {
    set(value);
    setPage(1);
  };
  return (
    <Stack gap="sm" data-testid="webhook-delivery-log">
      <Title order={3} size="h5">
        {t('webhooks.log')}
      </Title>
      <DeliveryFilters
        endpoints={endpoints}
        values={{ endpointId, status, eventType }}
        onChange={{ endpointId: filter(setEndpointId), status: filter(setStatus), eventType: filter(setEventType) }}
      />
      {log.isPending && <Skeleton h={120} radius="md" />}
      {log.isError && <LoadFailedAlert title={t('webhooks.logLoadFailed')} error={log.error} />}
      {log.isSuccess && log.data.deliveries.length === 0 && (
        <Text c="dimmed" ta="center" py="md" data-testid="webhook-delivery-empty">
          {t('webhooks.logEmpty')}
        </Text>
      )}
      {log.isSuccess && log.data.deliveries.length > 0 && (
        <DataTable
          data={log.data.deliveries}
          columns={columns}
          getRowId={(d) => String(d.id)}
          rowProps={(d) => ({ 'data-testid': `webhook-delivery-row-${d.id}` })}
          minWidth={1000}
          testId="webhook-delivery-table"
        />
      )}
      {pages > 1 && (
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('webhooks.previous')}
          </Button>
          <Text size="sm">{t('webhooks.pageOf', { page, pages })}</Text>
          <Button size="xs" variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('webhooks.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
