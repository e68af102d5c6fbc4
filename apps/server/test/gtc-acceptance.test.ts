import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { checkAudience, type AuthContext } from '../src/plugins/authorization';
import { basketReservations, orders, users } from '../src/db/schema';
import { accountIdByName, createOffer, setTerms, userByName } from './trading-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { loginAs } from './demo-login';

/**
 * BUYER_ACCEPT_GTC_ON_FIRST_LOGIN (on for every brand by default): a buyer who has not accepted the
 * terms (demo `neukunde`) reaches only these logged-in routes; every other one answers 403
 * GTC_NOT_ACCEPTED. A new route is closed until it is added here and marked `allowBeforeGtc`.
 */
const OPEN_BEFORE_GTC = [
  'GET /api/user',
  'GET /api/generic/metadata',
  'GET /api/generic/marketWindow',
  'GET /api/events',
  'GET /api/metadata/user/store/gtc-accepted',
  'POST /api/metadata/user/store/gtc-accepted',
];

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  [t, off] = await Promise.all([
    createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' }),
    createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', FEATURE_FLAGS: '-BUYER_ACCEPT_GTC_ON_FIRST_LOGIN' }),
  ]);
});
afterAll(() => Promise.all([t?.close(), off?.close()]));

const label = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const concreteUrl = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, 'x');

/** The demo user neukunde as the audience check sees it (buyer, company admin, purchase right). */
const NEUKUNDE: AuthContext = {
  sessionIdHash: '',
  userId: 0,
  accountId: 0,
  accountType: 'buyer',
  platform: 'A',
  roles: ['MyOffers_Purchase'],
  isAdmin: true,
  twoFactorPending: false,
};
const admits = (audience: Parameters<typeof checkAudience>[0]) => {
  try {
    checkAudience(audience, NEUKUNDE);
    return true;
  } catch {
    return false;
  }
};

/** Every logged-in /api route whose audience admits neukunde (the others answer 403 FORBIDDEN first). */
const buyerRoutes = (app: FastifyInstance) =>
  app.routeAudiences.filter(
    (r) =>
      r.url.startsWith('/api') &&
      r.audience !== undefined &&
      r.audience !== 'public' &&
      r.audience !== 'two-factor-pending' &&
      admits(r.audience),
  );

test('the routes open before the terms are accepted are exactly the allowed list; logout stays reachable', () => {
  expect(
    buyerRoutes(t.app)
      .filter((r) => r.allowBeforeGtc)
      .map(label)
      .sort(),
  ).toEqual([...OPEN_BEFORE_GTC].sort());
  // Whatever form logout takes, a buyer who has not accepted the terms can always log out.
  for (const r of t.app.routeAudiences.filter((x) => x.url === '/api/logout'))
    expect(r.audience === 'public' || r.allowBeforeGtc, label(r)).toBe(true);
});

test('every other logged-in route answers 403 GTC_NOT_ACCEPTED (German) to a buyer without acceptance', async () => {
  const a = await loginAs(t.app, 'neukunde');
  const closed = buyerRoutes(t.app).filter((r) => !r.allowBeforeGtc);
  expect(closed.map(label)).toEqual(
    expect.arrayContaining([
      'GET /api/v2/offers',
      'POST /api/basket',
      'POST /api/orders',
      'GET /api/offers/childAccount/:id',
    ]),
  );
  for (const route of closed) {
    const res = await t.app.inject({
      method: route.method as HTTPMethods,
      url: concreteUrl(route.url),
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      cookies: a.cookies(),
      ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: { dummy: 1 } } : {}),
    });
    expect(res.statusCode, label(route)).toBe(403);
    expect(res.json().error, label(route)).toEqual({
      code: 'GTC_NOT_ACCEPTED',
      message: ERROR_MESSAGES.GTC_NOT_ACCEPTED,
    });
  }
  // The open calls answer (the event stream is left out: it never ends).
  for (const url of [
    '/api/user',
    '/api/generic/metadata',
    '/api/generic/marketWindow',
    '/api/metadata/user/store/gtc-accepted',
  ]) {
    expect((await a.get(url)).statusCode, url).toBe(200);
  }
  expect((await a.get('/api/brand')).statusCode).toBe(200);
});

test('market and ordering through the API are refused until acceptance, then work; nothing is written before', async () => {
  const seller = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  const buyer = (await userByName(t.app.db, 'neukunde')).accountId;
  await setTerms(t.app.db, buyer, seller, {});
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: seller });
  const order = () => ({
    items: [{ offerId: offer.id, quantityCbm: 10 }],
    confirmTerms: true,
    confirmBookingChecked: true,
    idempotencyKey: randomUUID(),
  });
  const a = await loginAs(t.app, 'neukunde');

  expect((await a.get('/api/v2/offers')).json().error.code).toBe('GTC_NOT_ACCEPTED');
  expect((await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 })).json().error.code).toBe(
    'GTC_NOT_ACCEPTED',
  );
  expect((await a.post('/api/orders', order())).json().error.code).toBe('GTC_NOT_ACCEPTED');
  expect(await t.app.db.select().from(orders).where(eq(orders.offerId, offer.id))).toEqual([]);
  expect(await t.app.db.select().from(basketReservations).where(eq(basketReservations.offerId, offer.id))).toEqual([]);

  expect((await a.post('/api/metadata/user/store/gtc-accepted', {})).statusCode).toBe(200);
  const market = await a.get('/api/v2/offers');
  expect(market.statusCode).toBe(200);
  expect(market.json().offers.map((o: { id: number }) => o.id)).toContain(offer.id);
  expect((await a.post('/api/orders', order())).statusCode).toBe(201);
  await t.app.db.update(users).set({ gtcAcceptedAt: null }).where(eq(users.username, 'neukunde'));
});

test('sellers are not asked to accept; without the flag a buyer without acceptance trades', async () => {
  await t.app.db.update(users).set({ gtcAcceptedAt: null }).where(eq(users.username, 'verkaeufer'));
  expect((await (await loginAs(t.app, 'verkaeufer')).get('/api/offers/mine')).statusCode).toBe(200);
  const a = await loginAs(off.app, 'neukunde');
  expect((await a.get('/api/v2/offers')).statusCode).toBe(200);
});
