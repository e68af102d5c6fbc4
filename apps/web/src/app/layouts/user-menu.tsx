import { Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBuilding, IconChevronDown, IconHelp, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@fuel/domain/contracts/identity';
import classes from './layout.module.css';
import { UserAvatar } from './user-avatar';
import { useHelpCentreShown, useToolsMenuEntries } from './menu-entries';

/** The user menu of the header from 768 px: name and company, settings, help and logout. */
export function UserMenu({ user, onLogout }: { user: CurrentUser; onLogout: () => void }) {
  const { t } = useTranslation();
  const tools = useToolsMenuEntries();
  const helpShown = useHelpCentreShown();
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      {/* The button is named by what it shows (initials, name, company: WCAG 2.5.3), then by what it does. */}
      <Menu.Target>
        <UnstyledButton className={classes.userButton} data-user-menu-button data-testid="user-menu">
          <Group gap="sm" wrap="nowrap">
            <UserAvatar user={user} size={36} />
            <Stack gap={0} visibleFrom="md" maw={160}>
              <Text size="sm" fw={600} truncate>
                {user.user.firstName} {user.user.lastName}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.account.name}
              </Text>
            </Stack>
            <IconChevronDown size={16} aria-hidden />
            <VisuallyHidden>{t('header.openUserMenu')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.user.firstName} {user.user.lastName} · {user.account.name}
        </Menu.Label>
        {tools.length > 0 && <Menu.Label>{t('userMenu.tools')}</Menu.Label>}
        {tools.map((entry) => (
          <Menu.Item
            key={entry.id}
            component={Link}
            to={entry.href}
            leftSection={<entry.icon size={16} />}
            data-testid={`user-menu-${entry.id}`}
          >
            {entry.label}
          </Menu.Item>
        ))}
        {tools.length > 0 && <Menu.Divider />}
        <Menu.Item component={Link} to="/profil" leftSection={<IconSettings size={16} />}>
          {t('userMenu.settings')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/unternehmen"
          leftSection={<IconBuilding size={16} />}
          data-testid="user-menu-company"
        >
          {t('userMenu.company')}
        </Menu.Item>
        {helpShown && (
          <Menu.Item component={Link} to="/hilfe-center" leftSection={<IconHelp size={16} />}>
            {t('userMenu.help')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
