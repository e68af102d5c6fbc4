import { useState } from 'react';
import { Group, Pagination, Select, Skeleton, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITY_OPTIONS, auditText } from '@fuel/domain/audit/audit-vocabulary';
import type { AuditEntry } from '@fuel/domain/contracts/operator';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { ErrorAlert } from '../../../ui/error-alert';
import { useAuditLog, type AuditFilter } from '../api/operator-api';
import { AuditChainPanel } from './audit-chain-panel';
import { dateTime } from './date-time';

/** The audit log in German words, newest first, 50 per page, filterable by object type and company id. */
export function AuditTab() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AuditFilter>({ entity: '', accountId: null, page: 1 });
  const audit = useAuditLog(filter);
  const columns: DataColumn<AuditEntry>[] = [
    { id: 'at', header: t('operator.audit.at'), cell: (e) => dateTime(e.at) },
    { id: 'actor', header: t('operator.audit.actor'), cell: (e) => e.actorName ?? t('operator.audit.system') },
    // German words with the object's own number: "Bestellung K-2026-000123" / "bestätigt".
    {
      id: 'entity',
      header: t('operator.audit.entity'),
      cell: (e) => auditText(e).object,
      tdProps: () => ({ 'data-testid': 'audit-object' }),
    },
    {
      id: 'action',
      header: t('operator.audit.action'),
      cell: (e) => auditText(e).action,
      tdProps: () => ({ 'data-testid': 'audit-action' }),
    },
    { id: 'accountId', header: t('operator.audit.accountId'), cell: (e) => e.accountId ?? '–' },
  ];
  return (
    <>
      <AuditChainPanel />
      <Group mb="md" align="flex-end">
        <Select
          label={t('operator.audit.entity')}
          placeholder={t('operator.audit.allEntities')}
          data={AUDIT_ENTITY_OPTIONS}
          value={filter.entity || null}
          onChange={(value) => setFilter({ ...filter, entity: value ?? '', page: 1 })}
          clearable
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
          {/* Newest first from the server, paged: no column sorting of one page. */}
          <DataTable
            data={audit.data.docs}
            columns={columns}
            getRowId={(e) => String(e.id)}
            minWidth={800}
            testId="operator-audit-table"
          />
          <Pagination
            mt="md"
            total={Math.max(1, Math.ceil(audit.data.total / audit.data.pageSize))}
            value={filter.page}
            onChange={(page) => setFilter({ ...filter, page })}
          />
        </>
      )}
    </>
  );
}
