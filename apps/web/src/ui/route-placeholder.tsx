import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from './page-placeholder';
import { useGuardSession } from '../lib/session/use-guard-session';
import { showsNewsBox } from '../lib/navigation/guard-session';
import { useCurrentPageTitle, useCurrentRoute } from '../lib/navigation/use-current-route';

/** A screen that a later issue builds: its translated title and a line on what it will hold. */
export function RoutePlaceholder({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const session = useGuardSession();
  const title = useCurrentPageTitle() ?? '';
  const id = route?.id ?? 'notFound';
  const key = id === 'statistics' && session && showsNewsBox(session) ? 'newsStatistics' : id;
  return (
    <PagePlaceholder title={title} description={t(`pages.${key}.description`)} note={t('placeholder.upcoming')}>
      {children}
    </PagePlaceholder>
  );
}
