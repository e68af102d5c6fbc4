import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../lib/session/use-logout';

/** Spec section 2: logout opens a confirmation dialog with cancel and confirm; `onClosed` places the focus after it. */
export function LogoutDialog({
  opened,
  onClose,
  onClosed,
}: {
  opened: boolean;
  onClose: () => void;
  onClosed?: () => void;
}) {
  const { t } = useTranslation();
  const { logout, pending } = useLogout();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={!onClosed}
      onExitTransitionEnd={onClosed}
      title={t('logoutDialog.title')}
      centered
      size="sm"
      data-testid="logout-dialog"
    >
      <Text size="sm" mb="lg">
        {t('logoutDialog.question')}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('logoutDialog.cancel')}
        </Button>
        <Button color="red" onClick={() => void logout()} loading={pending}>
          {t('logoutDialog.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
