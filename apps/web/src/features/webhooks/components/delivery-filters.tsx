import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  type WebhookEndpoint,
} from '@fuel/domain/contracts/webhooks';

type Filter = 'endpointId' | 'status' | 'eventType';

/** The delivery log's filters: endpoint, status, event type (each clearable). */
export function DeliveryFilters({
  endpoints,
  values: { endpointId, status, eventType },
  onChange,
}: {
  endpoints: WebhookEndpoint[];
  values: Record<Filter, string | null>;
  onChange: Record<Filter, (value: string | null) => void>;
}) {
  const { t } = useTranslation();
  const filter = (key: Filter) => onChange[key];
  return (
    <Group gap="sm" wrap="wrap">
      <Select
        aria-label={t('webhooks.endpoint')}
        placeholder={t('webhooks.allEndpoints')}
        data={endpoints.map((e) => ({ value: String(e.id), label: e.url }))}
        value={endpointId}
        onChange={filter('endpointId')}
        clearable
        maw={320}
      />
      <Select
        aria-label={t('webhooks.status')}
        placeholder={t('webhooks.allStatuses')}
        data={WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: WEBHOOK_DELIVERY_STATUS_LABELS[s] }))}
        value={status}
        onChange={filter('status')}
        clearable
        maw={200}
      />
      <Select
        aria-label={t('webhooks.event')}
        placeholder={t('webhooks.allEvents')}
        data={[...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT]}
        value={eventType}
        onChange={filter('eventType')}
        clearable
        maw={220}
      />
    </Group>
  );
}
