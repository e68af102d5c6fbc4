import { useMatches, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRouteHandle, type AppRoute } from './route-table';
import { pageTitle } from './page-title';
import { useGuardSession } from '../session/use-guard-session';

/** The deepest matched page route, or null (e.g. while an error is shown above the pages). */
export function useCurrentRoute(): AppRoute | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return null;
}

/** The translated title of the page on screen. */
export function useCurrentPageTitle(): string | null {
  const route = useCurrentRoute();
  const params = useParams();
  const session = useGuardSession();
  const { t } = useTranslation();
  return route ? pageTitle(route.id, params, session, t) : null;
}
