import type { GuardSession } from './guard-session';
import type { RouteAccess, RouteId } from './route-table';

/**
 * allow: show the page. redirect: go elsewhere, remembering the wanted page when `remember` is set
 * (login and terms pages send the user on to it). stay: the navigation is cancelled and the user
 * stays on the page they came from (`to`, which is / when the page was entered directly).
 */
export type NavigationDecision =
  { type: 'allow' } | { type: 'redirect'; to: string; remember?: string } | { type: 'stay'; to: string };

export const LOGIN_PATH = '/login';
export const TERMS_PATH = '/agb';
export const HOME_PATH = '/';

/** Routes a buyer who has not accepted the terms may still open (spec section 2). */
const OPEN_WITHOUT_TERMS: readonly RouteId[] = ['terms', 'logout'];

/**
 * A remembered path is used only when it is a local path of this app (no open redirect) and not
 * a page that would send the user straight back.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/)[0];
  if (pathname === LOGIN_PATH || pathname === '/logout') return null;
  return value;
}

/** Redirect to a page that sends the user on to the wanted one afterwards (the dashboard needs no note). */
function redirectRemembering(to: string, wanted: string): NavigationDecision {
  const remember = safeRedirectPath(wanted);
  return remember && remember !== HOME_PATH ? { type: 'redirect', to, remember } : { type: 'redirect', to };
}

/** Account type, role and feature rules of a route that needs login (menus show only what passes). */
export function audienceDecision(
  access: RouteAccess,
  session: GuardSession,
  previousPath: string | null,
): NavigationDecision {
  if (access.auth !== 'required') return { type: 'allow' };
  // Spec section 2: buyers may not open seller pages and vice versa; the navigation is cancelled.
  if (access.accountTypes && !access.accountTypes.includes(session.accountType)) {
    return { type: 'stay', to: previousPath ?? HOME_PATH };
  }
  // Contract management: someone it is not offered to is sent back to where they came from.
  if (access.offered && !access.offered(session)) {
    return { type: 'stay', to: previousPath ?? HOME_PATH };
  }
  // A route with a required role, opened by a user who lacks it, goes to /.
  if (access.role && !session.roles.includes(access.role)) {
    return { type: 'redirect', to: HOME_PATH };
  }
  return { type: 'allow' };
}

export const canOpen = (access: RouteAccess, session: GuardSession): boolean =>
  audienceDecision(access, session, null).type === 'allow';

/** Spec section 2: with BUYER_ACCEPT_GTC_ON_FIRST_LOGIN on, a buyer must accept the terms first. */
export const mustAcceptTerms = (session: GuardSession): boolean =>
  Boolean(session.platformFeatures.BUYER_ACCEPT_GTC_ON_FIRST_LOGIN) &&
  session.accountType === 'buyer' &&
  !session.gtcAccepted;

export type NavigationRequest = {
  routeId: RouteId;
  access: RouteAccess;
  /** The logged-in user, after the guard tried to load it; null when there is none. */
  session: GuardSession | null;
  /** Path (with query) the user wants to open. */
  targetPath: string;
  /** Path (with query) of the page currently shown; null on direct entry. */
  previousPath: string | null;
};

/** Every rule of the spec's navigation guard (section 2), as one pure decision. */
export function decideNavigation(request: NavigationRequest): NavigationDecision {
  const { access, session } = request;
  if (access.auth === 'none') return { type: 'allow' };
  if (access.auth === 'login') {
    // A session exists: the user is stored, metadata loaded, and the login page sends them to /.
    return session ? { type: 'redirect', to: HOME_PATH } : { type: 'allow' };
  }
  if (!session) return redirectRemembering(LOGIN_PATH, request.targetPath);
  if (mustAcceptTerms(session) && !OPEN_WITHOUT_TERMS.includes(request.routeId)) {
    return redirectRemembering(TERMS_PATH, request.targetPath);
  }
  return audienceDecision(access, session, request.previousPath);
}
