import type { AccountType, Role } from '@fuel/domain/contracts/identity';
import type { PublicBrand } from '@fuel/domain/contracts/brand';
import { type GuardSession } from './guard-session';
/** Every screen of the spec's route table (section 2). */
export type RouteId = 'dashboard' | 'login' | 'logout' | 'market' | 'orders' | 'orderConfirmation' | 'statistics' | 'profile' | 'account' | 'contracts' | 'sellerManagement' | 'buyerManagement' | 'offers' | 'childAccounts' | 'contact' | 'helpCenter' | 'passwordResetRequest' | 'passwordReset' | 'terms' | 'imprint' | 'privacy' | 'termsText' | 'devMailbox' | 'operator' | 'marketInfo' | 'priceAlerts' | 'pricingEngine' | 'offersCsv' | 'creditLimitsCsv' | 'favourites' | 'news' | 'additiveMarket' | 'additiveOffers' | 'additiveLocations' | 'emptyBarrels' | 'notFound';
/**
 * Who may open a route. 'none': no login needed. 'login': the login page (a session sends the user
 * on). 'required': login needed, then optionally the audience: account types (others stay where
 * they were), a role (others go to /), or a feature rule (others stay where they were).
 */
export type RouteAccess = {
    auth: 'none';
} | {
    auth: 'login';
} | {
    auth: 'required';
    accountTypes?: readonly AccountType[];
    role?: Role;
    offered?: (session: GuardSession) => boolean;
};
export type AppRoute = {
    id: RouteId;
    /** React Router path, relative to the root. */
    path: string;
    /** The link target of menus (path without optional segments). */
    href: string;
    layout: 'complex' | 'simple';
    access: RouteAccess;
    /** Shown in the main menu (to the audiences that may open it; a list: only to these account types). */
    inMainMenu?: boolean | readonly AccountType[];
    /**
     * Shown in the tools section of the user menu. Screens outside the spec's route table live there so
     * the main menu stays the spec's list (and fits the header).
     */
    inToolsMenu?: boolean;
    /**
     * false: the screen is not built yet (decision 032). The route is not registered, so no menu, link
     * or footer shows it and a direct visit ends on the not-found page; the issue that builds the screen
     * removes the flag. No placeholder page is ever shown.
     */
    built?: false;
    /** Page uses the whole width (help centre). */
    fullWidth?: boolean;
    /** A simple-layout page that needs a wider card (developer mailbox). */
    wide?: boolean;
    /** Whether the route exists at all for this brand and environment. */
    exists?: (brand: Pick<PublicBrand, 'features' | 'environment'>) => boolean;
};
export declare const ROUTES: readonly AppRoute[];
export declare function findRoute(id: RouteId): AppRoute;
/** The routes this brand and environment have and that are built (the router registers only these). */
export declare const existingRoutes: (brand: Pick<PublicBrand, "features" | "environment">) => AppRoute[];
/** Which menu shows a route to an account type: the main menu, the user menu's tools, or none. */
export declare function menuOf(route: AppRoute, accountType: AccountType): 'main' | 'tools' | null;
/** Whether a screen is reachable for this brand (menus and links ask before showing it). */
export declare const routeExists: (brand: Pick<PublicBrand, "features" | "environment">, id: RouteId) => boolean;
/** The handle every page route carries, read by layouts, the page title and the menus. */
export type RouteHandle = {
    route: AppRoute;
};
export declare const isRouteHandle: (handle: unknown) => handle is RouteHandle;
