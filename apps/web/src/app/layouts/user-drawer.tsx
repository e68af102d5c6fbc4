import { Divider, Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { IconBuilding, IconHelp, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@fuel/domain/contracts/identity';
import { LocaleSwitch } from '../locale-switch';
import { UserIdentity } from './user-identity';
import { useHelpCentreShown, useToolsMenuEntries } from './menu-entries';

/** Below 768 px the user menu slides in from the side (spec section 2). */
export function UserDrawer({
  user,
  opened,
  onClose,
  onLogout,
}: {
  user: CurrentUser;
  opened: boolean;
  onClose: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const tools = useToolsMenuEntries();
  const helpShown = useHelpCentreShown();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t('header.userMenu')}
      data-testid="user-menu-drawer"
    >
      <Stack gap="md">
        <UserIdentity user={user} />
        <Divider />
        <Stack gap={2}>
          {tools.map((entry) => (
            <MantineNavLink
              key={entry.id}
              component={Link}
              to={entry.href}
              label={entry.label}
              leftSection={<entry.icon size={18} />}
              onClick={onClose}
            />
          ))}
          <MantineNavLink
            component={Link}
            to="/profil"
            label={t('userMenu.settings')}
            leftSection={<IconSettings size={18} />}
            onClick={onClose}
          />
          <MantineNavLink
            component={Link}
            to="/unternehmen"
            label={t('userMenu.company')}
            leftSection={<IconBuilding size={18} />}
            onClick={onClose}
          />
          {helpShown && (
            <MantineNavLink
              component={Link}
              to="/hilfe-center"
              label={t('userMenu.help')}
              leftSection={<IconHelp size={18} />}
              onClick={onClose}
            />
          )}
          <MantineNavLink
            component="button"
            label={t('userMenu.logout')}
            leftSection={<IconLogout size={18} />}
            c="red"
            onClick={() => {
              onClose();
              onLogout();
            }}
          />
        </Stack>
        <Divider />
        <LocaleSwitch label />
      </Stack>
    </Drawer>
  );
}
