import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@fuel/domain/contracts/users';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { useRequestRemoval, type useSaveUser } from '../api/users-api';
import { initialProfileValues } from '../profile-form-mode';

export type TeamConfirm = { kind: 'admin' | 'removal'; user: UserListItem };

type Props = { confirm: TeamConfirm | null; save: ReturnType<typeof useSaveUser>; onClose: () => void };

/** Asks before granting or revoking admin rights or requesting a user's removal, then does it. */
export function TeamConfirmDialog({ confirm, save, onClose }: Props) {
  const { t } = useTranslation();
  const removal = useRequestRemoval();
  const runConfirmed = async () => {
    if (!confirm) return;
    const { user } = confirm;
    if (confirm.kind === 'removal') await removal.mutateAsync(user.id);
    else {
      const values = initialProfileValues('member', user);
      const { username: _u, ...body } = { ...values, isAdmin: !user.isAdmin };
      await save.mutateAsync({ id: user.id, body });
    }
    onClose();
  };
  const actionError = removal.error ?? save.error;
  return (
    <Modal opened={confirm !== null} onClose={onClose} title={t('profile.confirmTitle')}>
      {confirm && (
        <Stack data-testid="team-confirm-dialog">
          <Text>
            {confirm.kind === 'removal'
              ? t('profile.confirmRemoval', { name: `${confirm.user.firstName} ${confirm.user.lastName}` })
              : t(confirm.user.isAdmin ? 'profile.confirmRevokeAdmin' : 'profile.confirmGrantAdmin', {
                  name: `${confirm.user.firstName} ${confirm.user.lastName}`,
                })}
          </Text>
          {actionError && (
            <ErrorAlert message={isApiError(actionError) ? actionError.message : t('app.unexpectedError')} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onClose()}>
              {t('profile.cancel')}
            </Button>
            <Button
              color={confirm.kind === 'removal' ? 'red' : undefined}
              onClick={() => void runConfirmed().catch(() => undefined)}
              data-testid="team-confirm"
            >
              {t('profile.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
