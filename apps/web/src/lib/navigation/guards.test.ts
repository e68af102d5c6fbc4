import { describe, expect, it } from 'vitest';
import type { AccountType } from '@fuel/domain/contracts/identity';
import {
  offersBothMarkets,
  productMarketsOf,
  showsAccountRanking,
  showsNewsBox,
  type GuardSession,
} from './guard-session';
import { canOpen, decideNavigation, safeRedirectPath } from './guards';
import { existingRoutes, findRoute, menuOf, ROUTES, type RouteId } from './route-table';

function session(accountType: AccountType, overrides: Partial<GuardSession> = {}): GuardSession {
  return {
    accountType,
    roles: [],
    platformFeatures: { BUYER_ACCEPT_GTC_ON_FIRST_LOGIN: true, TRIGGERS: true },
    accountFeatures: { productAdditives: false, newsBox: false, sharedCreditLimits: false, triggers: false },
    gtcAccepted: true,
    ...overrides,
  };
}

const buyer = (overrides: Partial<GuardSession> = {}) => session('buyer', overrides);
const seller = (overrides: Partial<GuardSession> = {}) => session('seller', overrides);

function decide(
  routeId: RouteId,
  who: GuardSession | null,
  { target, previous = null }: { target?: string; previous?: string | null } = {},
) {
  const route = findRoute(routeId);
  return decideNavigation({
    routeId,
    access: route.access,
    session: who,
    targetPath: target ?? route.href,
    previousPath: previous,
  });
}

describe('route needing login without a logged-in user', () => {
  it('goes to /login and remembers the wanted path', () => {
    expect(decide('orders', null)).toEqual({ type: 'redirect', to: '/login', remember: '/orders' });
    expect(decide('helpCenter', null, { target: '/hilfe-center/faq?x=1' })).toEqual({
      type: 'redirect',
      to: '/login',
      remember: '/hilfe-center/faq?x=1',
    });
  });

  it('needs nothing remembered for the dashboard', () => {
    expect(decide('dashboard', null)).toEqual({ type: 'redirect', to: '/login' });
  });

  it('applies to the catch-all route, /agb and the settings too', () => {
    expect(decide('notFound', null, { target: '/gibt-es-nicht' })).toEqual({
      type: 'redirect',
      to: '/login',
      remember: '/gibt-es-nicht',
    });
    expect(decide('terms', null)).toEqual({ type: 'redirect', to: '/login', remember: '/agb' });
    expect(decide('profile', null, { target: '/profil/team' })).toEqual({
      type: 'redirect',
      to: '/login',
      remember: '/profil/team',
    });
  });
});

describe('/orders/:id (order confirmation)', () => {
  it('needs login, then opens for buyers and sellers alike (the server checks ownership)', () => {
    expect(decide('orderConfirmation', null, { target: '/orders/12' })).toEqual({
      type: 'redirect',
      to: '/login',
      remember: '/orders/12',
    });
    expect(decide('orderConfirmation', buyer(), { target: '/orders/12' })).toEqual({ type: 'allow' });
    expect(decide('orderConfirmation', seller(), { target: '/orders/12' })).toEqual({ type: 'allow' });
  });
});

describe('routes without login', () => {
  it.each<RouteId>(['logout', 'passwordResetRequest', 'passwordReset', 'devMailbox'])(
    '%s opens for anybody',
    (routeId) => {
      expect(decide(routeId, null)).toEqual({ type: 'allow' });
      expect(decide(routeId, buyer({ gtcAccepted: false }))).toEqual({ type: 'allow' });
    },
  );
});

describe('/login', () => {
  it('stays on the login page without a session', () => {
    expect(decide('login', null)).toEqual({ type: 'allow' });
  });

  it('sends a logged-in user to /', () => {
    expect(decide('login', buyer())).toEqual({ type: 'redirect', to: '/' });
    expect(decide('login', seller({ gtcAccepted: false }))).toEqual({ type: 'redirect', to: '/' });
  });
});

describe('BUYER_ACCEPT_GTC_ON_FIRST_LOGIN', () => {
  const newBuyer = buyer({ gtcAccepted: false });

  it('sends a buyer who has not accepted the terms to /agb from every other path', () => {
    for (const routeId of ['dashboard', 'market', 'orders', 'profile', 'helpCenter', 'notFound'] as RouteId[]) {
      const decision = decide(routeId, newBuyer);
      expect(decision.type, routeId).toBe('redirect');
      expect(decision.type === 'redirect' && decision.to, routeId).toBe('/agb');
    }
    expect(decide('orders', newBuyer)).toEqual({ type: 'redirect', to: '/agb', remember: '/orders' });
    expect(decide('dashboard', newBuyer)).toEqual({ type: 'redirect', to: '/agb' });
  });

  it('lets that buyer open /agb and /logout', () => {
    expect(decide('terms', newBuyer)).toEqual({ type: 'allow' });
    expect(decide('logout', newBuyer)).toEqual({ type: 'allow' });
  });

  it('comes before the audience rules', () => {
    expect(decide('offers', newBuyer, { previous: '/orders' })).toEqual({
      type: 'redirect',
      to: '/agb',
      remember: '/meine-angebote',
    });
  });

  it('does not apply when the buyer accepted, to sellers, or with the flag off', () => {
    expect(decide('orders', buyer())).toEqual({ type: 'allow' });
    expect(decide('orders', seller({ gtcAccepted: false }))).toEqual({ type: 'allow' });
    expect(decide('orders', session('admin', { gtcAccepted: false }))).toEqual({ type: 'allow' });
    const flagOff = buyer({ gtcAccepted: false, platformFeatures: { BUYER_ACCEPT_GTC_ON_FIRST_LOGIN: false } });
    expect(decide('orders', flagOff)).toEqual({ type: 'allow' });
  });
});

describe('buyer and seller pages', () => {
  const withRelationships = { roles: ['MyRelationships_View'] };

  it.each<RouteId>(['buyerManagement', 'offers'])('a buyer may not open %s: the navigation is cancelled', (routeId) => {
    expect(decide(routeId, buyer(withRelationships), { previous: '/orders?page=2' })).toEqual({
      type: 'stay',
      to: '/orders?page=2',
    });
  });

  it.each<RouteId>(['market', 'sellerManagement'])(
    'a seller may not open %s: the navigation is cancelled',
    (routeId) => {
      expect(decide(routeId, seller(withRelationships), { previous: '/statistik' })).toEqual({
        type: 'stay',
        to: '/statistik',
      });
    },
  );

  it('falls back to / on direct entry (no previous path)', () => {
    expect(decide('market', seller(), { previous: null })).toEqual({ type: 'stay', to: '/' });
    expect(decide('offers', buyer(), { previous: null })).toEqual({ type: 'stay', to: '/' });
  });

  it('lets each side open its own pages', () => {
    expect(decide('market', buyer())).toEqual({ type: 'allow' });
    expect(decide('sellerManagement', buyer(withRelationships))).toEqual({ type: 'allow' });
    expect(decide('offers', seller())).toEqual({ type: 'allow' });
    expect(decide('buyerManagement', seller(withRelationships))).toEqual({ type: 'allow' });
  });

  it('keeps admin accounts out of the buyer-only market', () => {
    expect(decide('market', session('admin'), { previous: '/' })).toEqual({ type: 'stay', to: '/' });
  });
});

describe('required roles', () => {
  it('sends a user without the role to /', () => {
    expect(decide('sellerManagement', buyer(), { previous: '/orders' })).toEqual({ type: 'redirect', to: '/' });
    expect(decide('buyerManagement', seller(), { previous: '/orders' })).toEqual({ type: 'redirect', to: '/' });
    expect(decide('childAccounts', buyer(), { previous: '/orders' })).toEqual({ type: 'redirect', to: '/' });
  });

  it('lets any account type with ChildAccounts_View open /aviaten', () => {
    for (const type of ['buyer', 'seller', 'admin'] as AccountType[]) {
      expect(decide('childAccounts', session(type, { roles: ['ChildAccounts_View'] })), type).toEqual({
        type: 'allow',
      });
    }
  });
});

describe('/verträge-management', () => {
  const triggersOff = { platformFeatures: { TRIGGERS: false } };
  const withTriggers = { productAdditives: false, newsBox: false, sharedCreditLimits: false, triggers: true };

  it('is offered to buyers when TRIGGERS is on', () => {
    expect(decide('contracts', buyer())).toEqual({ type: 'allow' });
    expect(decide('contracts', buyer(triggersOff), { previous: '/orders' })).toEqual({ type: 'stay', to: '/orders' });
  });

  it('is offered to sellers only with TRIGGERS on and the account feature triggers', () => {
    expect(decide('contracts', seller({ accountFeatures: withTriggers }))).toEqual({ type: 'allow' });
    expect(
      decide('contracts', seller({ ...triggersOff, accountFeatures: withTriggers }), { previous: '/meine-angebote' }),
    ).toEqual({
      type: 'stay',
      to: '/meine-angebote',
    });
  });

  it('sends a seller without the feature back to where they came from', () => {
    expect(decide('contracts', seller(), { previous: '/meine-angebote' })).toEqual({
      type: 'stay',
      to: '/meine-angebote',
    });
    expect(decide('contracts', seller(), { previous: null })).toEqual({ type: 'stay', to: '/' });
  });
});

describe('additive screens (issue 17)', () => {
  const withAdditives = { productAdditives: true, newsBox: false, sharedCreditLimits: false, triggers: false };
  const on = { platformFeatures: { ENABLE_MARKETPLACE_ADDITIVES: true }, accountFeatures: withAdditives };
  const additiveRoutes: RouteId[] = ['additiveMarket', 'additiveOffers', 'additiveLocations', 'emptyBarrels'];

  it('exist only with ENABLE_MARKETPLACE_ADDITIVES', () => {
    const ids = (features: Record<string, boolean>) =>
      existingRoutes({ features, environment: 'development' }).map((route) => route.id);
    for (const id of additiveRoutes) {
      expect(ids({ ENABLE_MARKETPLACE_ADDITIVES: true })).toContain(id);
      expect(ids({})).not.toContain(id);
    }
  });

  it('open for a buyer with the account feature productAdditives; without it the navigation is cancelled', () => {
    for (const id of ['additiveMarket', 'additiveLocations', 'emptyBarrels'] as const) {
      expect(decide(id, buyer(on))).toEqual({ type: 'allow' });
      expect(
        decide(id, buyer({ ...on, accountFeatures: { ...withAdditives, productAdditives: false } }), {
          previous: '/orders',
        }),
      ).toEqual({
        type: 'stay',
        to: '/orders',
      });
      expect(decide(id, buyer({ ...on, platformFeatures: {} }), { previous: '/orders' })).toEqual({
        type: 'stay',
        to: '/orders',
      });
    }
    expect(decide('additiveOffers', buyer(on), { previous: '/orders' })).toEqual({ type: 'stay', to: '/orders' });
  });

  it('open for a seller that sells additives (decision 042)', () => {
    for (const sellerKind of ['ADDITIVES', 'FUEL_AND_ADDITIVES'] as const) {
      expect(decide('additiveOffers', seller({ ...on, sellerKind }))).toEqual({ type: 'allow' });
      expect(decide('emptyBarrels', seller({ ...on, sellerKind }))).toEqual({ type: 'allow' });
    }
    expect(decide('additiveOffers', seller({ ...on, sellerKind: 'FUEL' }), { previous: '/meine-angebote' })).toEqual({
      type: 'stay',
      to: '/meine-angebote',
    });
    expect(decide('additiveMarket', seller({ ...on, sellerKind: 'ADDITIVES' }), { previous: '/' })).toEqual({
      type: 'stay',
      to: '/',
    });
  });

  it('offer the market choice only to users of both markets', () => {
    expect(offersBothMarkets(buyer(on))).toBe(true);
    expect(offersBothMarkets(buyer())).toBe(false);
    expect(offersBothMarkets(seller({ ...on, sellerKind: 'FUEL_AND_ADDITIVES' }))).toBe(true);
    expect(offersBothMarkets(seller({ ...on, sellerKind: 'ADDITIVES' }))).toBe(false);
    // Spec section 4: spot (fuel) is index 0; an additive-only seller has the additive market alone.
    expect(productMarketsOf(buyer(on))).toEqual(['FUEL', 'ADDITIVE']);
    expect(productMarketsOf(buyer())).toEqual(['FUEL']);
    expect(productMarketsOf(null)).toEqual(['FUEL']);
    expect(productMarketsOf(seller({ ...on, sellerKind: 'ADDITIVES' }))).toEqual(['ADDITIVE']);
  });

  it('list delivery locations and empty-barrel pickups among the tools, only where they may be opened', () => {
    const brand = { features: { ENABLE_MARKETPLACE_ADDITIVES: true }, environment: 'development' } as const;
    const tools = (who: GuardSession) =>
      existingRoutes(brand)
        .filter((route) => menuOf(route, who.accountType) === 'tools' && canOpen(route.access, who))
        .map((route) => route.id);
    expect(tools(buyer(on))).toEqual(['favourites', 'additiveLocations', 'emptyBarrels']);
    expect(tools(seller({ ...on, sellerKind: 'ADDITIVES' }))).toEqual([
      'marketInfo',
      'pricingEngine',
      'news',
      'emptyBarrels',
    ]);
    expect(tools(buyer())).toEqual(['favourites']);
  });
});

describe('menus show only what a user may open', () => {
  const brand = { features: { PRICE_ALERT: true }, environment: 'development' } as const;
  const visible = (who: GuardSession, menu: 'main' | 'tools' = 'main') =>
    existingRoutes(brand)
      .filter((route) => menuOf(route, who.accountType) === menu && canOpen(route.access, who))
      .map((route) => route.id);

  it('shows a buyer with relationships the buyer side, with market info, price alerts and target orders', () => {
    expect(visible(buyer({ roles: ['MyRelationships_View'] }))).toEqual([
      'dashboard',
      'market',
      'orders',
      'statistics',
      'contracts',
      'sellerManagement',
      'contact',
      'marketInfo',
      'priceAlerts',
      'targetOrders',
      'invoices',
    ]);
    expect(visible(buyer(), 'tools')).toEqual(['favourites']);
  });

  it('shows a seller the seller side, market info and the pricing engine among the tools', () => {
    expect(visible(seller({ roles: ['MyRelationships_View'] }))).toEqual([
      'dashboard',
      'orders',
      'statistics',
      'buyerManagement',
      'offers',
      'contact',
      'liftings',
      'invoices',
    ]);
    expect(visible(seller(), 'tools')).toEqual(['marketInfo', 'pricingEngine', 'news']);
  });

  it('offers every screen: statistics (issue 16), contact and the help centre (issue 18) are built', () => {
    const ids = existingRoutes(brand).map((route) => route.id);
    for (const id of ['statistics', 'contact', 'helpCenter', 'favourites', 'news'] as const) {
      expect(findRoute(id).built).not.toBe(false);
      expect(ids).toContain(id);
    }
  });

  it('adds /aviaten for ChildAccounts_View', () => {
    expect(visible(buyer({ roles: ['ChildAccounts_View'] }))).toContain('childAccounts');
  });
});

describe('news box label', () => {
  it('shows for buyers, and for sellers only with newsBox', () => {
    expect(showsNewsBox(buyer())).toBe(true);
    expect(showsNewsBox(seller())).toBe(false);
    expect(
      showsNewsBox(
        seller({
          accountFeatures: { productAdditives: false, newsBox: true, sharedCreditLimits: false, triggers: false },
        }),
      ),
    ).toBe(true);
    expect(showsNewsBox(session('admin'))).toBe(false);
  });
});

describe('account ranking', () => {
  it('shows sellers their buyer ranking, buyers the seller ranking only with STATISTIC_SELLER_RANKING, others none', () => {
    expect(showsAccountRanking(seller())).toBe(true);
    expect(showsAccountRanking(buyer({ platformFeatures: { STATISTIC_SELLER_RANKING: true } }))).toBe(true);
    expect(showsAccountRanking(buyer({ platformFeatures: { STATISTIC_SELLER_RANKING: false } }))).toBe(false);
    expect(showsAccountRanking(session('admin', { platformFeatures: { STATISTIC_SELLER_RANKING: true } }))).toBe(false);
  });
});

describe('route table', () => {
  it('has every path of the spec (section 2)', () => {
    expect(ROUTES.map((route) => route.path)).toEqual([
      '/',
      '/login',
      '/logout',
      '/handelsplatz',
      '/orders',
      '/orders/:id',
      '/statistik',
      '/profil/:tab?',
      '/unternehmen',
      '/unternehmen/api',
      '/verträge-management',
      '/verkaufer-management',
      '/kaufer-management',
      '/meine-angebote',
      '/aviaten',
      '/kontakt',
      '/hilfe-center/:panel?/:tab?',
      '/passwort/reset',
      '/passwort/reset/:key',
      '/agb',
      '/impressum',
      '/datenschutz',
      '/agb-text',
      '/dev/mailbox',
      '/betreiber',
      '/marktinfo',
      '/preisalarme',
      '/zielpreis-orders',
      '/preis-engine',
      '/meine-angebote/csv-upload',
      '/kaufer-management/csv-upload',
      '/liftings',
      '/liftings/csv',
      '/favoriten',
      '/news',
      '/handelsplatz/additive',
      '/meine-angebote/additive',
      '/additiv-lieferorte',
      '/leergebinde',
      '/invoices',
      '*',
    ]);
  });

  it('uses the simple layout for login, logout, password reset and the mailbox only', () => {
    expect(ROUTES.filter((route) => route.layout === 'simple').map((route) => route.id)).toEqual([
      'login',
      'logout',
      'passwordResetRequest',
      'passwordReset',
      'devMailbox',
    ]);
    expect(findRoute('helpCenter').fullWidth).toBe(true);
  });

  it('leaves seller management out in single-seller mode', () => {
    const ids = (features: Record<string, boolean>, environment: 'development' | 'production' = 'development') =>
      existingRoutes({ features, environment }).map((route) => route.id);
    expect(ids({})).toContain('sellerManagement');
    expect(ids({ SINGLE_SELLER_MODE: true })).not.toContain('sellerManagement');
  });

  it('has price alerts only where PRICE_ALERT is on (brand A)', () => {
    const ids = (features: Record<string, boolean>) =>
      existingRoutes({ features, environment: 'development' }).map((route) => route.id);
    expect(ids({ PRICE_ALERT: true })).toContain('priceAlerts');
    expect(ids({})).not.toContain('priceAlerts');
  });

  it('puts market info and price alerts in the main menu of buyers, the pricing engine in the tools', () => {
    expect(menuOf(findRoute('marketInfo'), 'buyer')).toBe('main');
    expect(menuOf(findRoute('priceAlerts'), 'buyer')).toBe('main');
    expect(menuOf(findRoute('marketInfo'), 'seller')).toBe('tools');
    expect(menuOf(findRoute('pricingEngine'), 'seller')).toBe('tools');
  });

  it('opens the legal pages without login', () => {
    for (const id of ['imprint', 'privacy', 'termsText'] as const) expect(decide(id, null)).toEqual({ type: 'allow' });
  });

  it('leaves the developer mailbox out in production', () => {
    expect(existingRoutes({ features: {}, environment: 'production' }).map((route) => route.id)).not.toContain(
      'devMailbox',
    );
    expect(existingRoutes({ features: {}, environment: 'test' }).map((route) => route.id)).toContain('devMailbox');
  });
});

describe('remembered paths', () => {
  it('accepts local paths only', () => {
    expect(safeRedirectPath('/orders?x=1')).toBe('/orders?x=1');
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });

  it('never sends back to login or logout', () => {
    expect(safeRedirectPath('/login')).toBeNull();
    expect(safeRedirectPath('/logout?x')).toBeNull();
  });
});
