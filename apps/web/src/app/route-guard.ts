import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { toGuardSession } from '../lib/navigation/guard-session';
import { decideNavigation } from '../lib/navigation/guards';
import { shownPath } from './navigation-history';
import type { AppRoute } from '../lib/navigation/route-table';
import { loadSession } from '../lib/session/session';
import { rememberWantedPath } from '../lib/navigation/wanted-path';

/**
 * Applies the navigation guard before a page loads: loads the session when the route needs one,
 * then redirects, cancels (replace with the page on screen) or lets the navigation through.
 */
export async function guardNavigation(
  route: AppRoute,
  queryClient: QueryClient,
  { request }: LoaderFunctionArgs,
): Promise<void> {
  const url = new URL(request.url);
  const session = route.access.auth === 'none' ? null : await loadSession(queryClient);
  const decision = decideNavigation({
    routeId: route.id,
    access: route.access,
    session: session && toGuardSession(session.user, session.metadata),
    targetPath: url.pathname + url.search,
    previousPath: shownPath(),
  });
  if (decision.type === 'redirect') {
    if (decision.remember) rememberWantedPath(decision.remember);
    throw redirect(decision.to);
  }
  if (decision.type === 'stay') throw replace(decision.to);
}
