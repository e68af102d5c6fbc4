import { Box, Indicator } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shortEntryName, useMainMenuEntries } from './menu-entries';
import classes from './layout.module.css';

/** Below 768 px the main menu moves to a bar fixed at the bottom (spec section 2). */
export function BottomBar() {
  const { t } = useTranslation();
  const entries = useMainMenuEntries();
  return (
    <Box component="nav" aria-label={t('nav.mainMenu')} className={classes.bottomBar} hiddenFrom="sm" data-testid="bottom-bar">
      {entries.map((entry) => (
        <NavLink key={entry.id} to={entry.href} end={entry.href === '/'} className={classes.bottomLink} aria-label={shortEntryName(entry)}>
          <Indicator disabled={!entry.badge} label={entry.badge} size={16} color="red" offset={2}>
            <entry.icon size={22} stroke={1.6} aria-hidden />
          </Indicator>
          <span>{entry.shortLabel}</span>
        </NavLink>
      ))}
    </Box>
  );
}
