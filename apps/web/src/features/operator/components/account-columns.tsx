import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperatorAccount } from '@fuel/domain/contracts/operator';
import { ACCOUNT_FEATURES } from '@fuel/domain/contracts/metadata';
import type { DataColumn } from '../../../ui/data-table/data-table';

type Actions = {
  onShowUsers: (account: OperatorAccount) => void;
  onEdit: (account: OperatorAccount) => void;
  onSetBlocked: (account: OperatorAccount, blocked: boolean) => void;
};

/** Columns of the companies table, with the row actions (users, edit, block/unblock). */
export function useAccountColumns({ onShowUsers, onEdit, onSetBlocked }: Actions): DataColumn<OperatorAccount>[] {
  const { t } = useTranslation();
  return [
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
          <Button size="xs" variant="light" onClick={() => onEdit(a)} data-testid="operator-account-edit">
            {t('operator.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color={a.status === 'BLOCKED' ? undefined : 'red'}
            onClick={() => onSetBlocked(a, a.status !== 'BLOCKED')}
            data-testid={a.status === 'BLOCKED' ? 'operator-account-unblock' : 'operator-account-block'}
          >
            {t(a.status === 'BLOCKED' ? 'operator.unblock' : 'operator.block')}
          </Button>
        </Group>
      ),
    },
  ];
}
