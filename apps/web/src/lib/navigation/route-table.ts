import type { AccountType, Role } from '@fuel/domain/contracts/identity';
import type { PublicBrand } from '@fuel/domain/contracts/brand';
import { offersAdditives, offersContracts, type GuardSession } from './guard-session';

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
  | 'integrations'
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
  | 'imprint'
  | 'privacy'
  | 'termsText'
  | 'devMailbox'
  | 'operator'
  | 'marketInfo'
  | 'priceAlerts'
  | 'targetOrders'
  | 'pricingEngine'
  | 'offersCsv'
  | 'creditLimitsCsv'
  | 'liftings'
  | 'liftingsCsv'
  | 'favourites'
  | 'news'
  | 'additiveMarket'
  | 'additiveOffers'
  | 'additiveLocations'
  | 'emptyBarrels'
  | 'invoices'
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

const LOGIN: RouteAccess = { auth: 'required' };
const additivesExist = (brand: Pick<PublicBrand, 'features'>) => brand.features.ENABLE_MARKETPLACE_ADDITIVES === true;

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
  // Reports (issue 16): labelled "News & Statistik" where the news box shows (page-title.ts, menu-entries.ts).
  { id: 'statistics', path: '/statistik', href: '/statistik', layout: 'complex', access: LOGIN, inMainMenu: true },
  { id: 'profile', path: '/profil/:tab?', href: '/profil', layout: 'complex', access: LOGIN },
  // Company address and delivery addresses: every logged-in user reads, company admins edit (the server decides).
  { id: 'account', path: '/unternehmen', href: '/unternehmen', layout: 'complex', access: LOGIN },
  // Issue 27: API keys and webhooks of the company, reached from /unternehmen (company admins change; the server decides).
  {
    id: 'integrations',
    path: '/unternehmen/api',
    href: '/unternehmen/api',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['buyer', 'seller'] },
  },
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
  // Issue 18: the contact form and the help centre.
  { id: 'contact', path: '/kontakt', href: '/kontakt', layout: 'complex', access: LOGIN, inMainMenu: true },
  {
    id: 'helpCenter',
    path: '/hilfe-center/:panel?/:tab?',
    href: '/hilfe-center',
    layout: 'complex',
    access: LOGIN,
    fullWidth: true,
  },
  {
    id: 'passwordResetRequest',
    path: '/passwort/reset',
    href: '/passwort/reset',
    layout: 'simple',
    access: { auth: 'none' },
  },
  {
    id: 'passwordReset',
    path: '/passwort/reset/:key',
    href: '/passwort/reset',
    layout: 'simple',
    access: { auth: 'none' },
  },
  // /agb: a buyer accepts the terms there. The legal pages are public (decision 032): header and menus
  // when a session is in memory, the footer always; brand links point here (packages/domain brands).
  { id: 'terms', path: '/agb', href: '/agb', layout: 'complex', access: LOGIN },
  { id: 'imprint', path: '/impressum', href: '/impressum', layout: 'complex', access: { auth: 'none' } },
  { id: 'privacy', path: '/datenschutz', href: '/datenschutz', layout: 'complex', access: { auth: 'none' } },
  { id: 'termsText', path: '/agb-text', href: '/agb-text', layout: 'complex', access: { auth: 'none' } },
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
  // creation", "pricing engine"). A buyer's daily tools (market info, price alerts) are in the main
  // menu (issue 14); the others reach market info and the pricing engine from the user menu's tools.
  {
    id: 'marketInfo',
    path: '/marktinfo',
    href: '/marktinfo',
    layout: 'complex',
    access: LOGIN,
    inMainMenu: ['buyer'],
    inToolsMenu: true,
  },
  {
    id: 'priceAlerts',
    path: '/preisalarme',
    href: '/preisalarme',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['buyer'] },
    inMainMenu: true,
    // Spec section 5: PRICE_ALERT may be on for brand A only.
    exists: (brand) => brand.features.PRICE_ALERT === true,
  },
  // Issue 29: target-price orders, filled automatically once a connected seller's price reaches the target.
  {
    id: 'targetOrders',
    path: '/zielpreis-orders',
    href: '/zielpreis-orders',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['buyer'] },
    inMainMenu: true,
  },
  {
    id: 'pricingEngine',
    path: '/preis-engine',
    href: '/preis-engine',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['seller'] },
    inToolsMenu: true,
  },
  // CSV uploads (issue 18): "CSV upload for offers and for credit limits, with upload history and
  // preview" (spec section 2, routes not shown), reached from the offers and buyer management pages.
  {
    id: 'offersCsv',
    path: '/meine-angebote/csv-upload',
    href: '/meine-angebote/csv-upload',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['seller'] },
  },
  {
    id: 'creditLimitsCsv',
    path: '/kaufer-management/csv-upload',
    href: '/kaufer-management/csv-upload',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['seller'], role: 'MyRelationships_View' },
  },
  // Issue 28 part 4: "Verladungen", the seller records and reviews liftings (also by CSV upload).
  {
    id: 'liftings',
    path: '/liftings',
    href: '/liftings',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['seller'] },
    inMainMenu: true,
  },
  {
    id: 'liftingsCsv',
    path: '/liftings/csv',
    href: '/liftings/csv',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['seller'] },
  },
  // Issue 18: a buyer's favourite markets (spec "favourites wizard"); the market offers them one click away.
  {
    id: 'favourites',
    path: '/favoriten',
    href: '/favoriten',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['buyer'] },
    inToolsMenu: true,
  },
  // The news editor (issue 16): a screen the spec names without a route; sellers write what their
  // connected buyers' news boxes show.
  {
    id: 'news',
    path: '/news',
    href: '/news',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['seller'] },
    inToolsMenu: true,
  },
  // Additives (issue 17): the additive market and offers are the second choice of the market and offers
  // screens' market selection; delivery locations and empty-barrel pickups are tools. All need
  // ENABLE_MARKETPLACE_ADDITIVES (else they do not exist) and the account feature productAdditives.
  {
    id: 'additiveMarket',
    path: '/handelsplatz/additive',
    href: '/handelsplatz/additive',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['buyer'], offered: offersAdditives },
    exists: additivesExist,
  },
  {
    id: 'additiveOffers',
    path: '/meine-angebote/additive',
    href: '/meine-angebote/additive',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['seller'], offered: offersAdditives },
    exists: additivesExist,
  },
  {
    id: 'additiveLocations',
    path: '/additiv-lieferorte',
    href: '/additiv-lieferorte',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['buyer'], offered: offersAdditives },
    inToolsMenu: true,
    exists: additivesExist,
  },
  {
    id: 'emptyBarrels',
    path: '/leergebinde',
    href: '/leergebinde',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['buyer', 'seller'], offered: offersAdditives },
    inToolsMenu: true,
    exists: additivesExist,
  },
  // Issue 28: invoices and credit notes of both sides (sellers record payments there).
  {
    id: 'invoices',
    path: '/invoices',
    href: '/invoices',
    layout: 'complex',
    access: { auth: 'required', accountTypes: ['buyer', 'seller'] },
    inMainMenu: true,
  },
  // Catch-all: needs login, then shows "Seite nicht gefunden".
  { id: 'notFound', path: '*', href: '/', layout: 'complex', access: LOGIN },
];

export function findRoute(id: RouteId): AppRoute {
  const route = ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route;
}

/** The routes this brand and environment have and that are built (the router registers only these). */
export const existingRoutes = (brand: Pick<PublicBrand, 'features' | 'environment'>): AppRoute[] =>
  ROUTES.filter((route) => route.built !== false && (route.exists?.(brand) ?? true));

/** Which menu shows a route to an account type: the main menu, the user menu's tools, or none. */
export function menuOf(route: AppRoute, accountType: AccountType): 'main' | 'tools' | null {
  const main = Array.isArray(route.inMainMenu) ? route.inMainMenu.includes(accountType) : route.inMainMenu === true;
  if (main) return 'main';
  return route.inToolsMenu ? 'tools' : null;
}

/** Whether a screen is reachable for this brand (menus and links ask before showing it). */
export const routeExists = (brand: Pick<PublicBrand, 'features' | 'environment'>, id: RouteId): boolean =>
  existingRoutes(brand).some((route) => route.id === id);

/** The handle every page route carries, read by layouts, the page title and the menus. */
export type RouteHandle = { route: AppRoute };

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'route' in handle;
