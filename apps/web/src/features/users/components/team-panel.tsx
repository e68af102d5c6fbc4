import { useState } from 'react';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@fuel/domain/contracts/users';
import { isApiError } from '../../../lib/api-client';
import { DataTable } from '../../../ui/data-table/data-table';
import { ErrorAlert } from '../../../ui/error-alert';
import { useCreateUser, useSaveUser, useTeam } from '../api/users-api';
import { initialProfileValues, type ProfileFormMode } from '../profile-form-mode';
import type { CreateUserInput } from '@fuel/domain/contracts/users';
import { ProfileForm } from './profile-form';
import { teamColumns } from './team-columns';
import { TeamConfirmDialog, type TeamConfirm } from './team-confirm-dialog';

type Editing = { mode: Exclude<ProfileFormMode, 'own'>; user: UserListItem | null } | null;

/** "Team verwalten": the company admin's users with status, rights and row actions (spec sections 1 and 4). */
export function TeamPanel({ onlineTradingEnabled }: { onlineTradingEnabled: boolean }) {
  const { t } = useTranslation();
  const team = useTeam(true);
  const save = useSaveUser();
  const create = useCreateUser();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirm, setConfirm] = useState<TeamConfirm | null>(null);
  const viewer = { isAdmin: true, onlineTradingEnabled };
  const columns = teamColumns(t, { onEdit: (u) => setEditing({ mode: 'member', user: u }), onConfirm: setConfirm });

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

      <TeamConfirmDialog confirm={confirm} save={save} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
