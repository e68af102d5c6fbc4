import { Badge, Button, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperatorAccount, OperatorUser } from '@fuel/domain/contracts/operator';
import { ErrorAlert } from '../../../ui/error-alert';
import { useOperatorUsers, useSetUserBlocked } from '../api/operator-api';
import { useConfirm } from '../../../ui/confirm-dialog';

/** Users of the company chosen in the companies tab, each with block/unblock (with confirmation). */
export function UsersTab({ account }: { account: OperatorAccount | null }) {
  const { t } = useTranslation();
  const users = useOperatorUsers(account?.id ?? null);
  const setBlocked = useSetUserBlocked();
  const { dialog, ask } = useConfirm();
  if (!account) {
    return (
      <Text c="dimmed" size="sm" data-testid="operator-users-none">
        {t('operator.users.chooseCompany')}
      </Text>
    );
  }
  const askBlock = (u: OperatorUser, blocked: boolean) =>
    ask({
      title: t(blocked ? 'operator.users.blockTitle' : 'operator.users.unblockTitle'),
      message: t(blocked ? 'operator.users.blockMessage' : 'operator.users.unblockMessage', { name: `${u.firstName} ${u.lastName}` }),
      confirmLabel: t(blocked ? 'operator.block' : 'operator.unblock'),
      cancelLabel: t('operator.cancel'),
      danger: blocked,
      run: () => setBlocked.mutateAsync({ id: u.id, blocked }),
    });
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
        <Table striped verticalSpacing="sm" data-testid="operator-users-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('operator.users.name')}</Table.Th>
              <Table.Th>{t('operator.users.username')}</Table.Th>
              <Table.Th>{t('operator.users.email')}</Table.Th>
              <Table.Th>{t('operator.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.data.docs.map((u) => (
              <Table.Tr key={u.id} data-testid={`operator-user-row-${u.username}`}>
                <Table.Td>
                  {u.firstName} {u.lastName} {u.isAdmin && <Badge size="xs">{t('operator.users.admin')}</Badge>}
                </Table.Td>
                <Table.Td>{u.username}</Table.Td>
                <Table.Td>{u.email}</Table.Td>
                <Table.Td>
                  <Badge color={u.blocked ? 'red' : 'green'}>{t(u.blocked ? 'operator.blocked' : 'operator.active')}</Badge>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    color={u.blocked ? undefined : 'red'}
                    onClick={() => askBlock(u, !u.blocked)}
                    data-testid={u.blocked ? 'operator-user-unblock' : 'operator-user-block'}
                  >
                    {t(u.blocked ? 'operator.unblock' : 'operator.block')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {dialog}
    </>
  );
}
