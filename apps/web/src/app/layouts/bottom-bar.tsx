import { Box, Indicator, Menu, UnstyledButton } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMainMenuEntries } from './menu-entries';
import { menuEntryName } from './menu-entry-name';
import { isActiveEntry, MoreEntriesDropdown } from './more-entries';
import classes from './layout.module.css';

/** Entries that fit a 390 px phone (68 px each); with more, the last ones go under "Mehr". */
const MAX_ENTRIES = 5;

/** Below 768 px the main menu moves to a bar fixed at the bottom (spec section 2). */
export function BottomBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = useMainMenuEntries();
  if (entries.length === 0) return null;
  const shown = entries.length > MAX_ENTRIES ? entries.slice(0, MAX_ENTRIES - 1) : entries;
  const hidden = entries.slice(shown.length);
  return (
    <Box
      component="nav"
      aria-label={t('nav.mainMenu')}
      className={classes.bottomBar}
      hiddenFrom="sm"
      data-testid="bottom-bar"
    >
      {shown.map((entry) => (
        <NavLink
          key={entry.id}
          to={entry.href}
          end={entry.href === '/'}
          className={classes.bottomLink}
          aria-label={menuEntryName(entry, 'short')}
        >
          {/* Label before badge in the DOM (shown below the icon by the CSS): the visible words in the order of the name. */}
          <span>{entry.shortLabel}</span>{' '}
          <Indicator disabled={!entry.badge} label={entry.badge} size={16} color="red" offset={2}>
            <entry.icon size={22} stroke={1.6} aria-hidden />
          </Indicator>
        </NavLink>
      ))}
      {hidden.length > 0 && (
        <Menu position="top-end" shadow="md" withinPortal>
          <Menu.Target>
            <UnstyledButton
              className={classes.bottomLink}
              aria-current={hidden.some((entry) => isActiveEntry(entry, pathname)) ? 'page' : undefined}
              data-testid="bottom-bar-more"
            >
              <span>{t('headerMenu.more')}</span>
              <Indicator disabled={!hidden.some((entry) => entry.badge)} size={8} color="red" offset={2}>
                <IconDots size={22} stroke={1.6} aria-hidden />
              </Indicator>
            </UnstyledButton>
          </Menu.Target>
          <MoreEntriesDropdown entries={hidden} pathname={pathname} iconSize={18} />
        </Menu>
      )}
    </Box>
  );
}
