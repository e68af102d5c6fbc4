import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperatorAccount, OperatorUser } from '@fuel/domain/contracts/operator';
import { DataTable } from '../../../ui/data-table/data-table';
import { ErrorAlert } from '../../../ui/error-alert';
import { useOperatorUsers, useSetUserBlocked } from '../api/operator-api';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useUserColumns } from './user-columns';

/** Users of the company chosen in the companies tab, each with block/unblock (with confirmation). */
export function UsersTab({ account }: { account: OperatorAccount | null }) {
  const { t } = useTranslation();
  const users = useOperatorUsers(account?.id ?? null);
  const setBlocked = useSetUserBlocked();
  const { dialog, ask } = useConfirm();
  const askBlock = (u: OperatorUser, blocked: boolean) =>
    ask({
      title: t(blocked ? 'operator.users.blockTitle' : 'operator.users.unblockTitle'),
      message: t(blocked ? 'operator.users.blockMessage' : 'operator.users.unblockMessage', {
        name: `${u.firstName} ${u.lastName}`,
      }),
      confirmLabel: t(blocked ? 'operator.block' : 'operator.unblock'),
      cancelLabel: t('operator.cancel'),
      danger: blocked,
      run: () => setBlocked.mutateAsync({ id: u.id, blocked }),
    });
  const columns = useUserColumns(askBlock);
  if (!account) {
    return (
      <Text c="dimmed" size="sm" data-testid="operator-users-none">
        {t('operator.users.chooseCompany')}
      </Text>
    );
  }
  return (
    <>
      <Text fw={600} mb="sm">
        {account.name}
      </Text>
      {users.isPending ? (
        <Skeleton h={200} />
      ) : users.isError ? (
        <ErrorAlert message={users.error.message} />
      ) : users.data.docs.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('operator.users.empty')}
        </Text>
      ) : (
        <DataTable
          data={users.data.docs}
          columns={columns}
          getRowId={(u) => String(u.id)}
          rowProps={(u) => ({ 'data-testid': `operator-user-row-${u.username}` })}
          verticalSpacing="sm"
          testId="operator-users-table"
        />
      )}
      {dialog}
    </>
  );
}
