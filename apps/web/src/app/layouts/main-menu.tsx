import { Badge, Group, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_BREAKPOINTS } from '../../brands/brand-theme';
import { useMainMenuEntries } from './menu-entries';
import classes from './layout.module.css';

/** The header's main menu (from 768 px): icons, short labels from 1200 px, full labels from 1440 px. */
export function MainMenu() {
  const { t } = useTranslation();
  const entries = useMainMenuEntries();
  const fullLabels = useMediaQuery(`(min-width: ${APP_BREAKPOINTS.xl})`);
  return (
    <Group component="nav" aria-label={t('nav.mainMenu')} gap={2} wrap="nowrap" visibleFrom="sm" data-testid="main-menu">
      {entries.map((entry) => (
        <Tooltip key={entry.id} label={entry.label} disabled={fullLabels} openDelay={300}>
          <NavLink to={entry.href} end={entry.href === '/'} className={classes.menuLink} aria-label={entry.label}>
            <entry.icon size={20} stroke={1.6} aria-hidden />
            <Group component="span" gap={4} wrap="nowrap" visibleFrom="lg">
              <span>{fullLabels ? entry.label : entry.shortLabel}</span>
              {entry.badge && (
                <Badge size="xs" circle={entry.badge.length < 3} color="red">
                  {entry.badge}
                </Badge>
              )}
            </Group>
          </NavLink>
        </Tooltip>
      ))}
    </Group>
  );
}
