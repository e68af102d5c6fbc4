import { ActionIcon, Badge, Code, Group, Menu, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_LABELS, type WebhookEndpoint } from '@fuel/domain/contracts/webhooks';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import type { DataColumn } from '../../../ui/data-table/data-table';

export type EndpointAction = 'edit' | 'rotate' | 'test' | 'replay' | 'delete';
const ACTIONS: EndpointAction[] = ['edit', 'test', 'rotate', 'replay', 'delete'];
type OnAction = (action: EndpointAction, endpoint: WebhookEndpoint) => void;

/** A row's actions in a menu. */
function EndpointMenu({ endpoint: e, onAction }: { endpoint: WebhookEndpoint; onAction: OnAction }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('webhooks.actions')} data-testid={`webhook-actions-${e.id}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {ACTIONS.map((action) => (
          <Menu.Item
            key={action}
            color={action === 'delete' ? 'red' : undefined}
            onClick={() => onAction(action, e)}
            data-testid={`webhook-${action}-${e.id}`}
          >
            {t(`webhooks.${action}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The endpoint table's columns: URL with description, events, state, secret prefix, actions. */
export function useEndpointColumns(onAction: OnAction): DataColumn<WebhookEndpoint>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'url',
      header: t('webhooks.url'),
      card: 'title',
      sortValue: (e) => e.url,
      cell: (e) => (
        <div>
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {e.url}
          </Text>
          {e.description && (
            <Text size="xs" c="dimmed">
              {e.description}
            </Text>
          )}
        </div>
      ),
    },
    {
      id: 'events',
      header: t('webhooks.events'),
      cell: (e) => (
        <Group gap={4}>
          {e.eventTypes.map((type) => (
            <Badge key={type} variant="light" size="sm" tt="none" title={WEBHOOK_EVENT_LABELS[type]}>
              {type}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      id: 'active',
      header: t('webhooks.active'),
      cell: (e) => (
        <Badge color={e.active ? 'green' : 'gray'} variant="light">
          {e.active ? t('webhooks.active') : t('webhooks.inactive')}
        </Badge>
      ),
    },
    {
      id: 'secret',
      header: t('webhooks.secret'),
      cell: (e) => (
        <div>
          <Code>{e.secretPrefix}</Code>
          {e.previousSecretUntil && (
            <Text size="xs" c="dimmed">
              {t('webhooks.previousUntil', { time: formatDateTimeLong(e.previousSecretUntil) })}
            </Text>
          )}
        </div>
      ),
    },
    {
      id: 'actions',
      header: null,
      label: t('webhooks.actions'),
      align: 'right',
      hideable: false,
      card: 'full',
      thProps: { 'aria-label': t('webhooks.actions') },
      cell: (e) => <EndpointMenu endpoint={e} onAction={onAction} />,
    },
  ];
}
