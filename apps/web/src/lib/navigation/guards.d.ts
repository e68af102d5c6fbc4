import type { GuardSession } from './guard-session';
import type { RouteAccess, RouteId } from './route-table';
/**
 * allow: show the page. redirect: go elsewhere, remembering the wanted page when `remember` is set
 * (login and terms pages send the user on to it). stay: the navigation is cancelled and the user
 * stays on the page they came from (`to`, which is / when the page was entered directly).
 */
export type NavigationDecision = {
    type: 'allow';
} | {
    type: 'redirect';
    to: string;
    remember?: string;
} | {
    type: 'stay';
    to: string;
};
export declare const LOGIN_PATH = "/login";
export declare const TERMS_PATH = "/agb";
export declare const HOME_PATH = "/";
/**
 * A remembered path is used only when it is a local path of this app (no open redirect) and not
 * a page that would send the user straight back.
 */
export declare function safeRedirectPath(value: string | null | undefined): string | null;
/** Account type, role and feature rules of a route that needs login (menus show only what passes). */
export declare function audienceDecision(access: RouteAccess, session: GuardSession, previousPath: string | null): NavigationDecision;
export declare const canOpen: (access: RouteAccess, session: GuardSession) => boolean;
/** Spec section 2: with BUYER_ACCEPT_GTC_ON_FIRST_LOGIN on, a buyer must accept the terms first. */
export declare const mustAcceptTerms: (session: GuardSession) => boolean;
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
export declare function decideNavigation(request: NavigationRequest): NavigationDecision;
