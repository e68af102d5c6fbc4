import { createBrowserRouter, matchPath, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicBrand } from '@fuel/domain/contracts/brand';
import { BootLoader } from './boot-loader';
import { lazyChunk } from './chunk-loading';
import { trackNavigation } from './navigation-history';
import type { PageModule } from '../lib/navigation/page-module';
import { RootLayout } from './root-layout';
import { guardNavigation } from './route-guard';
import { RouteError } from './route-error';
import { existingRoutes, ROUTES, type AppRoute, type RouteHandle, type RouteId } from '../lib/navigation/route-table';

/** The layouts are chunks as well: /login needs neither the header nor the menus of the complex layout. */
const simpleLayout = lazyChunk(async () => (await import('./layouts/simple-layout')).SimpleLayout);
const complexLayout = lazyChunk(async () => (await import('./layouts/complex-layout')).ComplexLayout);

/** Imprint, privacy and terms text: one page that shows the document of its route. */
const legalPage = lazyChunk(() => import('../features/terms/legal-page'));

/**
 * Every page is its own chunk, loaded on first visit (with the time limit of spec section 9). Routes
 * marked `built: false` in the route table have no page yet (decision 032).
 */
const PAGES: Partial<Record<RouteId, () => Promise<PageModule>>> = {
  dashboard: lazyChunk(() => import('./dashboard-page')),
  login: lazyChunk(() => import('../features/identity/login-page')),
  logout: lazyChunk(() => import('../features/identity/logout-page')),
  market: lazyChunk(() => import('./market-page')),
  orders: lazyChunk(() => import('../features/order-history/orders-page')),
  orderConfirmation: lazyChunk(() => import('./order-page')),
  statistics: lazyChunk(() => import('../features/statistics/statistics-page')),
  profile: lazyChunk(() => import('../features/users/profile-page')),
  account: lazyChunk(() => import('./account-page')),
  integrations: lazyChunk(() => import('./integrations-page')),
  contracts: lazyChunk(() => import('../features/trigger-contracts/trigger-contracts-page')),
  sellerManagement: lazyChunk(() => import('../features/relationships/seller-management-page')),
  buyerManagement: lazyChunk(() => import('../features/buyer-management/buyer-management-page')),
  offers: lazyChunk(() => import('../features/offers/offers-page')),
  childAccounts: lazyChunk(() => import('../features/child-accounts/child-accounts-page')),
  passwordResetRequest: lazyChunk(() => import('../features/password-reset/request-reset-page')),
  passwordReset: lazyChunk(() => import('../features/password-reset/reset-password-page')),
  terms: lazyChunk(() => import('../features/terms/terms-page')),
  imprint: legalPage,
  privacy: legalPage,
  termsText: legalPage,
  devMailbox: lazyChunk(() => import('../features/dev-mailbox/mailbox-page')),
  operator: lazyChunk(() => import('../features/operator/operator-page')),
  marketInfo: lazyChunk(() => import('../features/market-data/market-info-page')),
  priceAlerts: lazyChunk(() => import('../features/price-alerts/price-alerts-page')),
  targetOrders: lazyChunk(() => import('../features/target-orders/target-orders-page')),
  pricingEngine: lazyChunk(() => import('../features/pricing-engine/pricing-engine-page')),
  offersCsv: lazyChunk(() => import('../features/csv-uploads/offers-csv-page')),
  creditLimitsCsv: lazyChunk(() => import('../features/csv-uploads/credit-limits-csv-page')),
  liftings: lazyChunk(() => import('../features/liftings/liftings-page')),
  liftingsCsv: lazyChunk(() => import('../features/csv-uploads/liftings-csv-page')),
  favourites: lazyChunk(() => import('../features/favourites/favourites-page')),
  contact: lazyChunk(() => import('../features/contact/contact-page')),
  helpCenter: lazyChunk(() => import('../features/help-center/help-center-page')),
  news: lazyChunk(() => import('../features/news/news-page')),
  additiveMarket: lazyChunk(() => import('../features/additives/additive-market-page')),
  additiveOffers: lazyChunk(() => import('../features/additives/additive-offers-page')),
  additiveLocations: lazyChunk(() => import('../features/additive-locations/additive-locations-page')),
  emptyBarrels: lazyChunk(() => import('../features/empty-barrels/empty-barrels-page')),
  invoices: lazyChunk(() => import('../features/invoices/invoices-page')),
  notFound: lazyChunk(() => import('./not-found-page')),
};

type Deps = { brand: PublicBrand; queryClient: QueryClient };

const decodedPath = (pathname: string) => {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
};

/**
 * Starts downloading the chunks of the page at `pathname` and its layout before the router exists:
 * main.tsx calls it while the brand loads, so the first page does not wait for brand, then chunks, in
 * turn (decision 039). Any failure is left to the router, which loads the same chunks again.
 */
export function preloadFirstPage(pathname: string): void {
  const route = ROUTES.find((r) => r.path !== '*' && matchPath(r.path, decodedPath(pathname)));
  if (!route) return;
  for (const load of [PAGES[route.id], route.layout === 'simple' ? simpleLayout : complexLayout]) {
    load?.().catch(() => undefined);
  }
}

/** A page route: the guard runs first, then the page's chunk and its own loader. */
function pageRoute(route: AppRoute, { brand, queryClient }: Deps): RouteObject {
  const load = PAGES[route.id];
  if (!load) throw new Error(`route ${route.id} is registered without a page`);
  const handle: RouteHandle = { route };
  return {
    id: route.id,
    path: route.path,
    handle,
    errorElement: <RouteError />,
    loader: async (args) => {
      await guardNavigation(route, queryClient, args);
      const page = await load();
      return page.loader ? page.loader({ request: args.request, params: args.params, queryClient, brand }) : null;
    },
    lazy: { Component: async () => (await load()).default },
  };
}

/** The spec's route table (section 2) for this brand: simple-layout pages and complex-layout pages. */
export function createAppRouter(deps: Deps) {
  const routes = existingRoutes(deps.brand);
  const children = (layout: AppRoute['layout']) =>
    routes.filter((route) => route.layout === layout).map((route) => pageRoute(route, deps));
  const router = createBrowserRouter([
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <BootLoader />,
      children: [
        { id: 'simple', lazy: { Component: simpleLayout }, children: children('simple') },
        { id: 'complex', lazy: { Component: complexLayout }, children: children('complex') },
      ],
    },
  ]);
  trackNavigation(router);
  return router;
}
