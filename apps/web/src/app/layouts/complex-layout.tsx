import { Box, Container, Progress } from '@mantine/core';
import { Outlet, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/api/get-current-user';
import { useCurrentRoute } from '../../lib/navigation/use-current-route';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import classes from './layout.module.css';

/** Header (when logged in), page and footer; the default layout of the spec (section 2). */
export function ComplexLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const route = useCurrentRoute();
  const navigating = useNavigation().state === 'loading';
  return (
    <div className={`${classes.shell} ${user ? classes.withBottomBar : ''}`}>
      <a href="#main" className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      {user && <AppHeader user={user} />}
      <Box pos="relative" h={0}>
        {navigating && (
          <Progress
            value={100}
            animated
            size={2}
            radius={0}
            pos="absolute"
            top={0}
            left={0}
            right={0}
            aria-label={t('app.loading')}
          />
        )}
      </Box>
      <main id="main" className={classes.main} tabIndex={-1}>
        <Container size={route?.fullWidth ? '100%' : 'xl'} fluid={route?.fullWidth}>
          <Outlet />
        </Container>
      </main>
      <AppFooter />
      {user && <BottomBar />}
    </div>
  );
}
