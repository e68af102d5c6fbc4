import { useState } from 'react';
import { Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACTIVE_USER_STATUS } from '@fuel/domain/constants';
import type { UserListItem } from '@fuel/domain/contracts/users';
import { isApiError } from '../../../lib/api-client';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { ErrorAlert } from '../../../ui/error-alert';
import { useCreateUser, useRequestRemoval, useSaveUser, useTeam } from '../api/users-api';
import { initialProfileValues, type ProfileFormMode } from '../profile-form-mode';
import type { CreateUserInput } from '@fuel/domain/contracts/users';
import { ProfileForm } from './profile-form';

type Editing = { mode: Exclude<ProfileFormMode, 'own'>; user: UserListItem | null } | null;

/** "Team verwalten": the company admin's users with status, rights and row actions (spec sections 1 and 4). */
export function TeamPanel({ onlineTradingEnabled }: { onlineTradingEnabled: boolean }) {
  const { t } = useTranslation();
  const team = useTeam(true);
  const save = useSaveUser();
  const create = useCreateUser();
  const removal = useRequestRemoval();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirm, setConfirm] = useState<{ kind: 'admin' | 'removal'; user: UserListItem } | null>(null);
  const viewer = { isAdmin: true, onlineTradingEnabled };

  const runConfirmed = async () => {
    if (!confirm) return;
    const { user } = confirm;
    if (confirm.kind === 'removal') await removal.mutateAsync(user.id);
    else {
      const values = initialProfileValues('member', user);
      const { username: _u, ...body } = { ...values, isAdmin: !user.isAdmin };
      await save.mutateAsync({ id: user.id, body });
    }
    setConfirm(null);
  };
  const actionError = removal.error ?? save.error;
  const columns: DataColumn<UserListItem>[] = [
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
          {u.accountDisabled || u.status !== ACTIVE_USER_STATUS ? <Badge color="red">{t('profile.blocked')}</Badge> : <Badge color="green">{t('profile.active')}</Badge>}
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
          <Button size="xs" variant="default" onClick={() => setEditing({ mode: 'member', user: u })} data-testid={`team-edit-${u.username}`}>
            {t('profile.edit')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setConfirm({ kind: 'admin', user: u })} data-testid={`team-admin-${u.username}`}>
            {u.isAdmin ? t('profile.revokeAdmin') : t('profile.grantAdmin')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            disabled={u.removalRequested}
            onClick={() => setConfirm({ kind: 'removal', user: u })}
            data-testid={`team-remove-${u.username}`}
          >
            {t('profile.requestRemoval')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md" data-testid="team-panel">
      <Group justify="space-between">
        <Text fw={600}>{t('profile.teamTitle')}</Text>
        <Button onClick={() => setEditing({ mode: 'add', user: null })} data-testid="team-add-user">
          {t('profile.addUser')}
        </Button>
      </Group>
      {team.isPending && <Loader aria-label={t('profile.loading')} />}
      {team.isError && <ErrorAlert message={isApiError(team.error) ? team.error.message : t('app.unexpectedError')} />}
      {team.data && team.data.docs.length === 0 && <Text c="dimmed">{t('profile.teamEmpty')}</Text>}
      {team.data && team.data.docs.length > 0 && (
        <DataTable
          data={team.data.docs}
          columns={columns}
          getRowId={(u) => String(u.id)}
          rowProps={(u) => ({ 'data-testid': `team-row-${u.username}` })}
          verticalSpacing="xs"
          testId="team-table"
        />
      )}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'add' ? t('profile.addUser') : t('profile.editUser')}
        size="lg"
      >
        {editing && (
          <ProfileForm
            mode={editing.mode}
            initial={initialProfileValues(editing.mode, editing.user)}
            viewer={viewer}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              if (editing.mode === 'add') await create.mutateAsync(body as CreateUserInput);
              else await save.mutateAsync({ id: editing.user!.id, body });
              setEditing(null);
            }}
          />
        )}
      </Modal>

      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title={t('profile.confirmTitle')}>
        {confirm && (
          <Stack data-testid="team-confirm-dialog">
            <Text>
              {confirm.kind === 'removal'
                ? t('profile.confirmRemoval', { name: `${confirm.user.firstName} ${confirm.user.lastName}` })
                : t(confirm.user.isAdmin ? 'profile.confirmRevokeAdmin' : 'profile.confirmGrantAdmin', {
                    name: `${confirm.user.firstName} ${confirm.user.lastName}`,
                  })}
            </Text>
            {actionError && <ErrorAlert message={isApiError(actionError) ? actionError.message : t('app.unexpectedError')} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirm(null)}>
                {t('profile.cancel')}
              </Button>
              <Button color={confirm.kind === 'removal' ? 'red' : undefined} onClick={() => void runConfirmed().catch(() => undefined)} data-testid="team-confirm">
                {t('profile.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
