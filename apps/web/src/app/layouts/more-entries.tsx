import { Badge, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from './menu-entries';

/** Whether the entry's screen (or one below it) is open. */
export const isActiveEntry = (entry: MenuEntry, pathname: string) =>
  entry.href === '/' ? pathname === '/' : pathname === entry.href || pathname.startsWith(`${entry.href}/`);

/** The dropdown of the "Mehr" button: the main-menu entries that did not fit (header and bottom bar). */
export function MoreEntriesDropdown({
  entries,
  pathname,
  iconSize,
}: {
  entries: MenuEntry[];
  pathname: string;
  iconSize: number;
}) {
  const { t } = useTranslation();
  return (
    <Menu.Dropdown aria-label={t('headerMenu.moreEntries')}>
      {entries.map((entry) => (
        <Menu.Item
          key={entry.id}
          component={Link}
          to={entry.href}
          leftSection={<entry.icon size={iconSize} aria-hidden />}
          rightSection={
            entry.badge && (
              <Badge size="xs" color="red">
                {entry.badge}
              </Badge>
            )
          }
          aria-current={isActiveEntry(entry, pathname) ? 'page' : undefined}
        >
          {entry.label}
        </Menu.Item>
      ))}
    </Menu.Dropdown>
  );
}
