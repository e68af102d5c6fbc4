import { Badge, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_DELIVERY_STATUS_LABELS, type WebhookDelivery } from '@fuel/domain/contracts/webhooks';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import type { DataColumn } from '../../../ui/data-table/data-table';

const STATUS_COLOR = { pending: 'yellow', delivered: 'green', failed: 'red' } as const;

/** The delivery log's columns: time, endpoint, event, status, attempts, answer, latency, error, next attempt, resend. */
export function useDeliveryColumns(onResend: (delivery: WebhookDelivery) => void): DataColumn<WebhookDelivery>[] {
  const { t } = useTranslation();
  return [
    { id: 'time', header: t('webhooks.time'), card: 'title', cell: (d) => formatDateTimeLong(d.createdAt) },
    {
      id: 'endpoint',
      header: t('webhooks.endpoint'),
      cell: (d) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {d.endpointUrl}
        </Text>
      ),
    },
    { id: 'event', header: t('webhooks.event'), cell: (d) => d.eventType },
    {
      id: 'status',
      header: t('webhooks.status'),
      cell: (d) => (
        <Badge color={STATUS_COLOR[d.status]} variant="light" data-testid={`webhook-delivery-status-${d.id}`}>
          {WEBHOOK_DELIVERY_STATUS_LABELS[d.status]}
        </Badge>
      ),
    },
    { id: 'attempts', header: t('webhooks.attempts'), align: 'right', cell: (d) => d.attempts },
    { id: 'response', header: t('webhooks.response'), cell: (d) => d.responseStatus ?? '–' },
    {
      id: 'latency',
      header: t('webhooks.latency'),
      align: 'right',
      cell: (d) => (d.latencyMs === null ? '–' : `${d.latencyMs} ms`),
    },
    { id: 'error', header: t('webhooks.error'), hiddenByDefault: false, cell: (d) => d.error ?? '' },
    {
      id: 'next',
      header: t('webhooks.nextAttempt'),
      cell: (d) => (d.nextAttemptAt ? formatDateTimeLong(d.nextAttemptAt) : '–'),
    },
    {
      id: 'actions',
      header: null,
      label: t('webhooks.actions'),
      align: 'right',
      hideable: false,
      card: 'full',
      thProps: { 'aria-label': t('webhooks.actions') },
      cell: (d) => (
        <Button size="compact-sm" variant="subtle" onClick={() => onResend(d)} data-testid={`webhook-resend-${d.id}`}>
          {t('webhooks.resend')}
        </Button>
      ),
    },
  ];
}
