import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../ui/page-placeholder';
import { useGuardSession } from './session/use-guard-session';
import { showsNewsBox } from './route-table';
import { useCurrentPageTitle, useCurrentRoute } from './use-current-route';

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
