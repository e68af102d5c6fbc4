import { useState } from 'react';
import { Badge, Button, Group, Pagination, Select, Skeleton, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperatorAccount } from '@fuel/domain/contracts/operator';
import type { AccountType } from '@fuel/domain/contracts/identity';
import { ACCOUNT_FEATURES } from '@fuel/domain/contracts/metadata';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { ErrorAlert } from '../../../ui/error-alert';
import { useOperatorAccounts, useSetAccountBlocked, type AccountsFilter } from '../api/operator-api';
import { AccountEditDrawer } from './account-edit-drawer';
import { useConfirm } from '../../../ui/confirm-dialog';

/** Companies: search, type filter, block/unblock with confirmation, edit drawer, jump to their users. */
export function AccountsTab({ onShowUsers }: { onShowUsers: (account: OperatorAccount) => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AccountsFilter>({ search: '', type: '', page: 1 });
  const [editing, setEditing] = useState<OperatorAccount | null>(null);
  const accounts = useOperatorAccounts(filter);
  const setBlocked = useSetAccountBlocked();
  const { dialog, ask } = useConfirm();
  const askBlock = (a: OperatorAccount, blocked: boolean) =>
    ask({
      title: t(blocked ? 'operator.accounts.blockTitle' : 'operator.accounts.unblockTitle'),
      message: t(blocked ? 'operator.accounts.blockMessage' : 'operator.accounts.unblockMessage', { name: a.name }),
      confirmLabel: t(blocked ? 'operator.block' : 'operator.unblock'),
      cancelLabel: t('operator.cancel'),
      danger: blocked,
      run: () => setBlocked.mutateAsync({ id: a.id, blocked }),
    });

  const columns: DataColumn<OperatorAccount>[] = [
    { id: 'name', header: t('operator.accounts.name'), hideable: false, cell: (a) => a.name },
    { id: 'type', header: t('operator.accounts.type'), cell: (a) => t(`accountType.${a.type}`) },
    {
      id: 'status',
      header: t('operator.status'),
      cell: (a) => (
        <Badge color={a.status === 'BLOCKED' ? 'red' : 'green'}>
          {t(a.status === 'BLOCKED' ? 'operator.blocked' : 'operator.active')}
        </Badge>
      ),
    },
    { id: 'city', header: t('operator.accounts.city'), cell: (a) => a.city },
    { id: 'users', header: t('operator.accounts.users'), align: 'right', cell: (a) => a.userCount },
    {
      id: 'features',
      header: t('operator.accounts.features'),
      cell: (a) =>
        ACCOUNT_FEATURES.filter((f) => a.features[f])
          .map((f) => t(`operator.feature.${f}`))
          .join(', ') || '–',
    },
    {
      id: 'actions',
      header: null,
      hideable: false,
      cell: (a) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => onShowUsers(a)} data-testid="operator-account-users">
            {t('operator.accounts.showUsers')}
          </Button>
          <Button size="xs" variant="light" onClick={() => setEditing(a)} data-testid="operator-account-edit">
            {t('operator.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color={a.status === 'BLOCKED' ? undefined : 'red'}
            onClick={() => askBlock(a, a.status !== 'BLOCKED')}
            data-testid={a.status === 'BLOCKED' ? 'operator-account-unblock' : 'operator-account-block'}
          >
            {t(a.status === 'BLOCKED' ? 'operator.unblock' : 'operator.block')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <Group mb="md" align="flex-end">
        <TextInput
          label={t('operator.accounts.search')}
          value={filter.search}
          onChange={(e) => setFilter({ ...filter, search: e.currentTarget.value, page: 1 })}
          data-testid="operator-account-search"
        />
        <Select
          label={t('operator.accounts.type')}
          data={[
            { value: '', label: t('operator.all') },
            { value: 'buyer', label: t('accountType.buyer') },
            { value: 'seller', label: t('accountType.seller') },
            { value: 'admin', label: t('accountType.admin') },
          ]}
          value={filter.type}
          allowDeselect={false}
          onChange={(v) => setFilter({ ...filter, type: (v ?? '') as AccountType | '', page: 1 })}
        />
      </Group>
      {accounts.isPending ? (
        <Skeleton h={240} />
      ) : accounts.isError ? (
        <ErrorAlert message={accounts.error.message} />
      ) : accounts.data.docs.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('operator.accounts.empty')}
        </Text>
      ) : (
        <>
          {/* Paged on the server in its own order: no column sorting of one page. */}
          <DataTable
            data={accounts.data.docs}
            columns={columns}
            getRowId={(a) => String(a.id)}
            rowProps={(a) => ({ 'data-testid': `operator-account-row-${a.id}` })}
            columnMenu
            minWidth={900}
            verticalSpacing="sm"
            testId="operator-accounts-table"
          />
          <Pagination
            mt="md"
            total={Math.max(1, Math.ceil(accounts.data.total / accounts.data.pageSize))}
            value={filter.page}
            onChange={(page) => setFilter({ ...filter, page })}
          />
        </>
      )}
      {editing && <AccountEditDrawer account={editing} onClose={() => setEditing(null)} />}
      {dialog}
    </>
  );
}
