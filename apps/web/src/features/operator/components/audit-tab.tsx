import { useState } from 'react';
import { Group, Pagination, Skeleton, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert';
import { useAuditLog, type AuditFilter } from '../api/operator-api';
import { dateTime } from './date-time';

/** The audit log, newest first, 50 per page, filterable by entity and company id. */
export function AuditTab() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AuditFilter>({ entity: '', accountId: null, page: 1 });
  const audit = useAuditLog(filter);
  return (
    <>
      <Group mb="md" align="flex-end">
        <TextInput
          label={t('operator.audit.entity')}
          value={filter.entity}
          onChange={(e) => setFilter({ ...filter, entity: e.currentTarget.value.trim(), page: 1 })}
          data-testid="operator-audit-entity"
        />
        <TextInput
          label={t('operator.audit.accountId')}
          value={filter.accountId ?? ''}
          onChange={(e) => {
            const n = Number.parseInt(e.currentTarget.value, 10);
            setFilter({ ...filter, accountId: Number.isInteger(n) && n > 0 ? n : null, page: 1 });
          }}
        />
      </Group>
      {audit.isPending ? (
        <Skeleton h={240} />
      ) : audit.isError ? (
        <ErrorAlert message={audit.error.message} />
      ) : audit.data.docs.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('operator.audit.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={800}>
            <Table striped verticalSpacing="xs" data-testid="operator-audit-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('operator.audit.at')}</Table.Th>
                  <Table.Th>{t('operator.audit.actor')}</Table.Th>
                  <Table.Th>{t('operator.audit.entity')}</Table.Th>
                  <Table.Th>{t('operator.audit.action')}</Table.Th>
                  <Table.Th>{t('operator.audit.accountId')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {audit.data.docs.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{dateTime(e.at)}</Table.Td>
                    <Table.Td>{e.actorName ?? t('operator.audit.system')}</Table.Td>
                    <Table.Td>
                      {e.entity} #{e.entityId}
                    </Table.Td>
                    <Table.Td>{e.action}</Table.Td>
                    <Table.Td>{e.accountId ?? '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pagination mt="md" total={Math.max(1, Math.ceil(audit.data.total / audit.data.pageSize))} value={filter.page} onChange={(page) => setFilter({ ...filter, page })} />
        </>
      )}
    </>
  );
}
