import { Badge, Box, Group, Indicator, Menu, Tooltip, UnstyledButton } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuLabels } from './menu-fit';
import { useMainMenuEntries, type MenuEntry } from './menu-entries';
import { menuEntryName } from './menu-entry-name';
import { useMenuFit } from './use-menu-fit';
import { isActiveEntry, MoreEntriesDropdown } from './more-entries';
import classes from './layout.module.css';

const GAP = 2;

/** Icon, label of the chosen length and badge of one entry. */
function EntryContent({ entry, labels }: { entry: MenuEntry; labels: MenuLabels }) {
  if (labels === 'icons') {
    return (
      <Indicator disabled={!entry.badge} label={entry.badge} size={16} color="red" offset={2} display="flex">
        <entry.icon size={20} stroke={1.6} aria-hidden />
      </Indicator>
    );
  }
  return (
    <>
      <entry.icon size={20} stroke={1.6} aria-hidden />
      <span>{labels === 'full' ? entry.label : entry.shortLabel}</span>
      {/* A space between label and count, so the visible text reads "Bestellungen 3" (axe's label-in-name check). */}
      {entry.badge && ' '}
      {entry.badge && (
        <Badge size="xs" circle={entry.badge.length < 3} color="red">
          {entry.badge}
        </Badge>
      )}
    </>
  );
}

/**
 * The header's main menu (from 768 px). It takes the header's free width and shows the richest form
 * that fits: full labels, short labels, short labels with the last entries under "Mehr", icons
 * (labels in tooltips), icons with "Mehr". So it never overflows, whatever the number of entries.
 */
export function MainMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = useMainMenuEntries();
  const signature = entries
    .map((entry) => `${entry.id}:${entry.label}:${entry.shortLabel}:${entry.badge ?? ''}`)
    .join('|');
  const { navRef, measureRef, fit } = useMenuFit(signature, entries.length, GAP);
  const shown = entries.slice(0, fit.visible);
  const hidden = entries.slice(fit.visible);
  const moreActive = hidden.some((entry) => isActiveEntry(entry, pathname));
  return (
    <Box
      component="nav"
      ref={navRef}
      aria-label={t('nav.mainMenu')}
      visibleFrom="sm"
      className={classes.mainMenu}
      data-testid="main-menu"
      data-labels={fit.labels}
    >
      <div ref={measureRef} className={classes.menuMeasure} aria-hidden>
        {(['full', 'short', 'icons'] as const).map((labels) =>
          entries.map((entry) => (
            <span key={`${labels}-${entry.id}`} data-kind={labels} className={classes.menuLink}>
              <EntryContent entry={entry} labels={labels} />
            </span>
          )),
        )}
        <span data-kind="more" className={classes.menuLink}>
          <IconDots size={20} stroke={1.6} />
          <span>{t('headerMenu.more')}</span>
        </span>
      </div>
      <Group gap={GAP} wrap="nowrap">
        {shown.map((entry) => (
          <Tooltip key={entry.id} label={entry.label} disabled={fit.labels === 'full'} openDelay={300}>
            <NavLink
              to={entry.href}
              end={entry.href === '/'}
              className={classes.menuLink}
              aria-label={menuEntryName(entry, fit.labels)}
            >
              <EntryContent entry={entry} labels={fit.labels} />
            </NavLink>
          </Tooltip>
        ))}
        {hidden.length > 0 && (
          <Menu position="bottom-end" shadow="md" withinPortal>
            <Menu.Target>
              <UnstyledButton
                className={classes.menuLink}
                aria-current={moreActive ? 'page' : undefined}
                data-testid="main-menu-more"
              >
                <IconDots size={20} stroke={1.6} aria-hidden />
                <span>{t('headerMenu.more')}</span>
              </UnstyledButton>
            </Menu.Target>
            <MoreEntriesDropdown entries={hidden} pathname={pathname} iconSize={16} />
          </Menu>
        )}
      </Group>
    </Box>
  );
}
