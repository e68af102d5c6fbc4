import { Badge, Button, Code, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@fuel/domain/contracts/api-keys';
import { formatDay } from '@fuel/domain/calendar/format';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';

/** The company's keys: name, prefix, scopes, created, expiry, last use, state, and revoke. */
export function ApiKeyTable({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  const { t } = useTranslation();
  const columns: DataColumn<ApiKey>[] = [
    { id: 'name', header: t('apiKeys.name'), card: 'title', sortValue: (k) => k.name, cell: (k) => k.name },
    { id: 'prefix', header: t('apiKeys.prefix'), cell: (k) => <Code>{`${k.prefix}…`}</Code> },
    {
      id: 'scopes',
      header: t('apiKeys.scopes'),
      cell: (k) => (
        <Group gap={4}>
          {k.scopes.map((scope) => (
            <Badge key={scope} variant="light" size="sm" tt="none">
              {scope}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      id: 'created',
      header: t('apiKeys.created'),
      sortValue: (k) => k.createdAt,
      cell: (k) =>
        `${formatDateTimeLong(k.createdAt)}${k.createdBy ? ` ${t('apiKeys.createdBy', { name: k.createdBy })}` : ''}`,
    },
    {
      id: 'expires',
      header: t('apiKeys.expires'),
      sortValue: (k) => k.expiresOn,
      cell: (k) => (k.expiresOn ? formatDay(k.expiresOn) : t('apiKeys.noExpiry')),
    },
    {
      id: 'lastUsed',
      header: t('apiKeys.lastUsed'),
      sortValue: (k) => k.lastUsedAt,
      cell: (k) => (k.lastUsedAt ? formatDateTimeLong(k.lastUsedAt) : t('apiKeys.neverUsed')),
    },
    {
      id: 'state',
      header: t('apiKeys.state'),
      cell: (k) => (
        <Badge color={k.expired ? 'gray' : 'green'} variant="light">
          {k.expired ? t('apiKeys.expired') : t('apiKeys.active')}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: null,
      label: t('apiKeys.actions'),
      align: 'right',
      hideable: false,
      card: 'full',
      thProps: { 'aria-label': t('apiKeys.actions') },
      cell: (k) => (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={() => onRevoke(k)}
          data-testid={`api-key-revoke-${k.id}`}
        >
          {t('apiKeys.revoke')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      data={keys}
      columns={columns}
      getRowId={(k) => String(k.id)}
      rowProps={(k) => ({ 'data-testid': `api-key-row-${k.id}` })}
      minWidth={900}
      testId="api-key-table"
    />
  );
}
