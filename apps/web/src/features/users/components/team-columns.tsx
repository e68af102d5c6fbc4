import { Badge, Button, Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import { ACTIVE_USER_STATUS } from '@fuel/domain/constants';
import type { UserListItem } from '@fuel/domain/contracts/users';
import type { DataColumn } from '../../../ui/data-table/data-table';
import type { TeamConfirm } from './team-confirm-dialog';

type RowActions = { onEdit: (user: UserListItem) => void; onConfirm: (confirm: TeamConfirm) => void };

/** The team table's columns: name, username, status, rights and the row actions. */
export const teamColumns = (t: TFunction, { onEdit, onConfirm }: RowActions): DataColumn<UserListItem>[] => [
  {
    id: 'name',
    header: t('profile.name'),
    sortValue: (u) => `${u.lastName} ${u.firstName}`,
    cell: (u) => (
      <>
        {u.firstName} {u.lastName}
      </>
    ),
  },
  { id: 'username', header: t('profile.username'), sortValue: (u) => u.username, cell: (u) => u.username },
  {
    id: 'status',
    header: t('profile.status'),
    cell: (u) => (
      <>
        {u.accountDisabled || u.status !== ACTIVE_USER_STATUS ? (
          <Badge color="red">{t('profile.blocked')}</Badge>
        ) : (
          <Badge color="green">{t('profile.active')}</Badge>
        )}
        {u.removalRequested && (
          <Badge color="orange" ml={4}>
            {t('profile.removalRequested')}
          </Badge>
        )}
      </>
    ),
  },
  {
    id: 'rights',
    header: t('profile.rights'),
    cell: (u) => (
      <Group gap={4}>
        {u.isAdmin && <Badge variant="light">{t('profile.adminBadge')}</Badge>}
        {u.purchaseStatus && (
          <Badge variant="light" color="teal">
            {t('profile.purchaseBadge')}
          </Badge>
        )}
        {u.twoFactorEnabled && (
          <Badge variant="light" color="gray">
            {t('profile.twoFactorBadge')}
          </Badge>
        )}
      </Group>
    ),
  },
  {
    id: 'actions',
    header: null,
    cell: (u) => (
      <Group gap={4} justify="flex-end">
        <Button size="xs" variant="default" onClick={() => onEdit(u)} data-testid={`team-edit-${u.username}`}>
          {t('profile.edit')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => onConfirm({ kind: 'admin', user: u })}
          data-testid={`team-admin-${u.username}`}
        >
          {u.isAdmin ? t('profile.revokeAdmin') : t('profile.grantAdmin')}
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          disabled={u.removalRequested}
          onClick={() => onConfirm({ kind: 'removal', user: u })}
          data-testid={`team-remove-${u.username}`}
        >
          {t('profile.requestRemoval')}
        </Button>
      </Group>
    ),
  },
];
