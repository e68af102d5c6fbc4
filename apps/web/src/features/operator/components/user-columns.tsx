import { Badge, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperatorUser } from '@fuel/domain/contracts/operator';
import type { DataColumn } from '../../../ui/data-table/data-table';

/** Columns of a company's users table, with the block/unblock button. */
export function useUserColumns(
  onSetBlocked: (user: OperatorUser, blocked: boolean) => void,
): DataColumn<OperatorUser>[] {
  const { t } = useTranslation();
  return [
    {
      id: 'name',
      header: t('operator.users.name'),
      sortValue: (u) => `${u.lastName} ${u.firstName}`,
      cell: (u) => (
        <>
          {u.firstName} {u.lastName} {u.isAdmin && <Badge size="xs">{t('operator.users.admin')}</Badge>}
        </>
      ),
    },
    { id: 'username', header: t('operator.users.username'), sortValue: (u) => u.username, cell: (u) => u.username },
    { id: 'email', header: t('operator.users.email'), sortValue: (u) => u.email, cell: (u) => u.email },
    {
      id: 'status',
      header: t('operator.status'),
      sortValue: (u) => (u.blocked ? 1 : 0),
      cell: (u) => (
        <Badge color={u.blocked ? 'red' : 'green'}>{t(u.blocked ? 'operator.blocked' : 'operator.active')}</Badge>
      ),
    },
    {
      id: 'actions',
      header: null,
      cell: (u) => (
        <Button
          size="xs"
          variant="light"
          color={u.blocked ? undefined : 'red'}
          onClick={() => onSetBlocked(u, !u.blocked)}
          data-testid={u.blocked ? 'operator-user-unblock' : 'operator-user-block'}
        >
          {t(u.blocked ? 'operator.unblock' : 'operator.block')}
        </Button>
      ),
    },
  ];
}
