import type { AccountType, Role } from '@fuel/domain/contracts/identity';
import type { PublicBrand } from '@fuel/domain/contracts/brand';
import { offersContracts, type GuardSession } from './guard-session';

/** Every screen of the spec's route table (section 2). */
export type RouteId =
  | 'dashboard'
  | 'login'
  | 'logout'
  | 'market'
  | 'orders'
  | 'orderConfirmation'
  | 'statistics'
  | 'profile'
  | 'account'
  | 'contracts'
  | 'sellerManagement'
  | 'buyerManagement'
  | 'offers'
  | 'childAccounts'
  | 'contact'
  | 'helpCenter'
  | 'passwordResetRequest'
  | 'passwordReset'
  | 'terms'
  | 'devMailbox'
  | 'operator'
  | 'marketInfo'
  | 'priceAlerts'
  | 'pricingEngine'
  | 'notFound';

/**
 * Who may open a route. 'none': no login needed. 'login': the login page (a session sends the user
 * on). 'required': login needed, then optionally the audience: account types (others stay where
 * they were), a role (others go to /), or a feature rule (others stay where they were).
 */
export type RouteAccess =
  | { auth: 'none' }
  | { auth: 'login' }
  | {
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
  /** Shown in the main menu (to the audiences that may open it). */
  inMainMenu?: boolean;
  /**
   * Shown in the tools section of the user menu. Screens outside the spec's route table live there so
   * the main menu stays the spec's list (and fits the header).
   */
  inToolsMenu?: boolean;
  /** Page uses the whole width (help centre). */
  fullWidth?: boolean;
  /** A simple-layout page that needs a wider card (developer mailbox). */
  wide?: boolean;
  /** Whether the route exists at all for this brand and environment. */
  exists?: (brand: Pick<PublicBrand, 'features' | 'environment'>) => boolean;
};

const LOGIN: RouteAccess = { auth: 'required' };

export const ROUTES: readonly AppRoute[] = [
  { id: 'dashboard', path: '/', href: '/', layout: 'complex', access: LOGIN, inMainMenu: true },
  { id: 'login', path: '/login', href: '/login', layout: 'simple', access: { auth: 'login' } },
  { id: 'logout', path: '/logout', href: '/logout', layout: 'simple', access: { auth: 'none' } },
  {
    id: 'market',
    path: '/handelsplatz',
    href: '/handelsplatz',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['buyer'] },
    inMainMenu: true,
  },
  { id: 'orders', path: '/orders', href: '/orders', layout: 'complex', access: LOGIN, inMainMenu: true },
  // The confirmation of one order (buyer of the order, its parent account, or the seller; the server decides).
  { id: 'orderConfirmation', path: '/orders/:id', href: '/orders', layout: 'complex', access: LOGIN },
  { id: 'statistics', path: '/statistik', href: '/statistik', layout: 'complex', access: LOGIN, inMainMenu: true },
  { id: 'profile', path: '/profil/:tab?', href: '/profil', layout: 'complex', access: LOGIN },
  // Company address and delivery addresses: every logged-in user reads, company admins edit (the server decides).
  { id: 'account', path: '/unternehmen', href: '/unternehmen', layout: 'complex', access: LOGIN },
  {
    id: 'contracts',
    path: '/verträge-management',
    href: '/verträge-management',
    layout: 'complex',
    access: { auth: 'required', offered: offersContracts },
    inMainMenu: true,
  },
  {
    id: 'sellerManagement',
    path: '/verkaufer-management',
    href: '/verkaufer-management',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['buyer'], role: 'MyRelationships_View' },
    inMainMenu: true,
    // Spec section 2: not loaded at all in single-seller mode.
    exists: (brand) => !brand.features.SINGLE_SELLER_MODE,
  },
  {
    id: 'buyerManagement',
    path: '/kaufer-management',
    href: '/kaufer-management',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['seller'], role: 'MyRelationships_View' },
    inMainMenu: true,
  },
  {
    id: 'offers',
    path: '/meine-angebote',
    href: '/meine-angebote',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['seller'] },
    inMainMenu: true,
  },
  {
    id: 'childAccounts',
    path: '/aviaten',
    href: '/aviaten',
    layout: 'complex',
    access: { auth: 'required', role: 'ChildAccounts_View' },
    inMainMenu: true,
  },
  { id: 'contact', path: '/kontakt', href: '/kontakt', layout: 'complex', access: LOGIN, inMainMenu: true },
  {
    id: 'helpCenter',
    path: '/hilfe-center/:panel?/:tab?',
    href: '/hilfe-center',
    layout: 'complex',
    access: LOGIN,
    fullWidth: true,
  },
  { id: 'passwordResetRequest', path: '/passwort/reset', href: '/passwort/reset', layout: 'simple', access: { auth: 'none' } },
  { id: 'passwordReset', path: '/passwort/reset/:key', href: '/passwort/reset', layout: 'simple', access: { auth: 'none' } },
  { id: 'terms', path: '/agb', href: '/agb', layout: 'complex', access: LOGIN },
  {
    id: 'devMailbox',
    path: '/dev/mailbox',
    href: '/dev/mailbox',
    layout: 'simple',
    access: { auth: 'none' },
    wide: true,
    exists: (brand) => brand.environment !== 'production',
  },
  // Platform operator console (issue 5).
  {
    id: 'operator',
    path: '/betreiber',
    href: '/betreiber',
    layout: 'complex',
    access: { auth: 'required', role: 'Platform_Operator' },
    inMainMenu: true,
  },
  // Live market (issue 4): screens the spec names without routes ("market info", "price alert
  // creation", "pricing engine"), reached from the user menu's tools section.
  { id: 'marketInfo', path: '/marktinfo', href: '/marktinfo', layout: 'complex', access: LOGIN, inToolsMenu: true },
  {
    id: 'priceAlerts',
    path: '/preisalarme',
    href: '/preisalarme',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['buyer'] },
    inToolsMenu: true,
    // Spec section 5: PRICE_ALERT may be on for brand A only.
    exists: (brand) => brand.features.PRICE_ALERT === true,
  },
  {
    id: 'pricingEngine',
    path: '/preis-engine',
    href: '/preis-engine',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['seller'] },
    inToolsMenu: true,
  },
  // Catch-all: needs login, then shows "Seite nicht gefunden".
  { id: 'notFound', path: '*', href: '/', layout: 'complex', access: LOGIN },
];

export function findRoute(id: RouteId): AppRoute {
  const route = ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route;
}

/** The routes this brand and environment have (the router registers only these). */
export const existingRoutes = (brand: Pick<PublicBrand, 'features' | 'environment'>): AppRoute[] =>
  ROUTES.filter((route) => route.exists?.(brand) ?? true);

/** The handle every page route carries, read by layouts, the page title and the menus. */
export type RouteHandle = { route: AppRoute };

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'route' in handle;
