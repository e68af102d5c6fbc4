import { useRef } from 'react';
import { ActionIcon, Box, Button, Container, Group, VisuallyHidden } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT_PX } from '@fuel/domain/constants';
import type { CurrentUser } from '@fuel/domain/contracts/identity';
import { useBrand } from '../../brands/brand-context';
import { mustAcceptTerms } from '../../lib/navigation/guards';
import { useGuardSession } from '../../lib/session/use-guard-session';
import { LogoText } from '../../ui/logo-text';
import { MarketWindowCountdown } from './market-window-countdown';
import { LogoutDialog } from './logout-dialog';
import { MainMenu } from './main-menu';
import { UserDrawer } from './user-drawer';
import { UserMenu } from './user-menu';
import { UserAvatar } from './user-avatar';
import classes from './layout.module.css';

/**
 * The header of the complex layout, shown only when logged in; 80 px high (spec section 9). A buyer
 * who must accept the terms first sees only the logo and "Abmelden" (every other screen is closed).
 */
export function AppHeader({ user }: { user: CurrentUser }) {
  const brand = useBrand();
  const { t } = useTranslation();
  const session = useGuardSession();
  const termsOnly = session ? mustAcceptTerms(session) : false;
  const [drawerOpened, drawer] = useDisclosure(false);
  const [logoutOpened, logoutDialog] = useDisclosure(false);
  const headerRef = useRef<HTMLElement>(null);
  // The logout dialog opens from a menu entry that is gone when it closes: the focus goes back to the
  // visible user menu button (desktop menu or phone drawer toggle) instead of being lost.
  const focusUserMenu = () =>
    [...(headerRef.current?.querySelectorAll<HTMLElement>('[data-user-menu-button]') ?? [])]
      .find((button) => button.offsetParent !== null)
      ?.focus();
  if (termsOnly) {
    return (
      <Box component="header" className={classes.header} h={HEADER_HEIGHT_PX} data-testid="header">
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <LogoText text={brand.theme.logoText} />
            <Button
              variant="default"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={logoutDialog.open}
              data-testid="header-logout"
            >
              {t('userMenu.logout')}
            </Button>
          </Group>
        </Container>
        <LogoutDialog opened={logoutOpened} onClose={logoutDialog.close} />
      </Box>
    );
  }
  return (
    <Box component="header" ref={headerRef} className={classes.header} h={HEADER_HEIGHT_PX} data-testid="header">
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Link to="/" className={classes.logoLink} aria-label={t('header.home', { brand: brand.theme.logoText })}>
            <LogoText text={brand.theme.logoText} />
          </Link>
          <MainMenu />
          <Group gap="sm" wrap="nowrap" style={{ flex: 'none' }}>
            <MarketWindowCountdown />
            <Box visibleFrom="sm">
              <UserMenu user={user} onLogout={logoutDialog.open} />
            </Box>
            <ActionIcon
              hiddenFrom="sm"
              variant="subtle"
              size={44}
              radius="xl"
              onClick={drawer.open}
              data-user-menu-button
              data-testid="user-menu-toggle"
            >
              {/* Named by the initials it shows (WCAG 2.5.3), then by what it does. */}
              <UserAvatar user={user} />
              <VisuallyHidden>{t('header.openUserMenu')}</VisuallyHidden>
            </ActionIcon>
          </Group>
        </Group>
      </Container>
      <UserDrawer user={user} opened={drawerOpened} onClose={drawer.close} onLogout={logoutDialog.open} />
      <LogoutDialog opened={logoutOpened} onClose={logoutDialog.close} onClosed={focusUserMenu} />
    </Box>
  );
}
