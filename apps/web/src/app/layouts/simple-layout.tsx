import { Box, Paper, Stack } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brands/brand-context';
import { LogoText } from '../../ui/logo-text';
import { useCurrentRoute } from '../../lib/navigation/use-current-route';
import { AppFooter } from './app-footer';
import classes from './layout.module.css';

/** A centred card with the brand's logo text, and the footer (login, logout, password reset ...). */
export function SimpleLayout() {
  const brand = useBrand();
  const { t } = useTranslation();
  const route = useCurrentRoute();
  return (
    <div className={classes.shell}>
      <main id="main" className={classes.simpleMain}>
        <Stack w="100%" maw={route?.wide ? 960 : 440} gap="lg">
          <Box ta="center">
            <Link to="/" className={classes.logoLink} aria-label={t('header.home', { brand: brand.theme.logoText })}>
              <LogoText text={brand.theme.logoText} size="2rem" />
            </Link>
          </Box>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
            <Outlet />
          </Paper>
        </Stack>
      </main>
      <AppFooter />
    </div>
  );
}
