import { useState } from 'react';
import { Pagination, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperatorAccount } from '@fuel/domain/contracts/operator';
import { DataTable } from '../../../ui/data-table/data-table';
import { ErrorAlert } from '../../../ui/error-alert';
import { useOperatorAccounts, useSetAccountBlocked, type AccountsFilter } from '../api/operator-api';
import { AccountEditDrawer } from './account-edit-drawer';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useAccountColumns } from './account-columns';
import { AccountsFilterBar } from './accounts-filter-bar';

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

  const columns = useAccountColumns({ onShowUsers, onEdit: setEditing, onSetBlocked: askBlock });

  return (
    <>
      <AccountsFilterBar filter={filter} onChange={setFilter} />
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
