import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { eq } from 'drizzle-orm';
import { API_SCOPES, API_SCOPES_BY_ACCOUNT_TYPE, type ApiScope } from '@fuel/domain/contracts/api-keys';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { accountIdByName, createBuyer, createOffer, setTerms } from '../../../test/trading-fixtures';
import { apiTokens, orders } from '../../db/schema';
import { sha256Hex } from '../../shared/tokens';

// Issue 27 parts 1 and 2 (decision 067): keys per company with scopes, expiry and revoke; the key
// matrix over every route; the order API with Idempotency-Key, dry run and the per-key rate limit.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_KEY_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<typeof loginAs>>;
const createKey = async (admin: Agent, scopes: ApiScope[], extra: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/api-keys', {
    name: `Schlüssel ${scopes.join(' ')}`.slice(0, 80),
    scopes,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { key: { id: number; prefix: string }; secret: string };
};
const withKey = (
  secret: string,
  method: HTTPMethods,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${secret}`, ...headers },
    ...(body !== undefined ? { payload: body as object } : {}),
  });

describe('keys of a company', () => {
  test('created with scopes and the secret once, stored hashed, listed, refused outside the account type, revoked at once', async () => {
    const admin = await loginAs(t.app, 'kaeufer');
    const created = await createKey(admin, ['orders:read', 'orders:write'], { expiresOn: '2099-12-31' });
    expect(created.secret).toMatch(/^fmk_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.app.db.select().from(apiTokens).where(eq(apiTokens.id, created.key.id));
    expect(row!.tokenHash).toBe(sha256Hex(created.secret));
    expect(row!.scopes).toEqual(['orders:read', 'orders:write']);

    const list = (await admin.get('/api/api-keys')).json();
    expect(list.availableScopes).toEqual([...API_SCOPES_BY_ACCOUNT_TYPE.buyer]);
    expect(list.keys.find((k: { id: number }) => k.id === created.key.id)).toMatchObject({
      expiresOn: '2099-12-31',
      expired: false,
      lastUsedAt: null,
      createdBy: expect.any(String),
    });
    expect(JSON.stringify(list)).not.toContain(created.secret.slice(12));

    // A buyer does not push prices; a day in the past, no scope, an unknown scope: German 400s, nothing stored.
    const before = (await t.app.db.select().from(apiTokens)).length;
    const refused = await admin.post('/api/api-keys', { name: 'x', scopes: ['prices:write'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.scopes).toBe('Diese Berechtigung ist für Ihr Unternehmen nicht verfügbar.');
    const past = await admin.post('/api/api-keys', { name: 'x', scopes: ['orders:read'], expiresOn: '2020-01-01' });
    expect(past.json().error.fields.expiresOn).toBe('Das Ablaufdatum darf nicht in der Vergangenheit liegen.');
    expect((await admin.post('/api/api-keys', { name: 'x', scopes: [] })).statusCode).toBe(400);
    expect((await admin.post('/api/api-keys', { name: 'x', scopes: ['everything'] })).statusCode).toBe(400);
    expect((await t.app.db.select().from(apiTokens)).length).toBe(before);

    // Used: last use shows; revoked: the very next call is refused.
    expect((await withKey(created.secret, 'GET', '/api/orderHistory/page')).statusCode).toBe(200);
    const used = (await admin.get('/api/api-keys')).json().keys.find((k: { id: number }) => k.id === created.key.id);
    expect(used.lastUsedAt).not.toBeNull();
    expect((await admin.delete(`/api/api-keys/${created.key.id}`)).statusCode).toBe(204);
    const after = await withKey(created.secret, 'GET', '/api/orderHistory/page');
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('API_TOKEN_INVALID');
    expect((await admin.delete(`/api/api-keys/${created.key.id}`)).statusCode).toBe(404);
  });

  test('only company admins of buyers and sellers manage keys; another company’s key is 404', async () => {
    expect((await agent(t.app).get('/api/api-keys')).statusCode).toBe(401);
    expect((await (await loginAs(t.app, 'disposition')).get('/api/api-keys')).statusCode).toBe(403);
    const seller = await loginAs(t.app, 'verkaeufer-mitte');
    const key = await createKey(seller, ['offers:read']);
    const buyer = await loginAs(t.app, 'kaeufer');
    expect((await buyer.delete(`/api/api-keys/${key.key.id}`)).statusCode).toBe(404);
  });

  test('a key past its last day is refused', async () => {
    const admin = await loginAs(t.app, 'kaeufer');
    const key = await createKey(admin, ['orders:read'], { expiresOn: '2099-01-01' });
    await t.app.db.update(apiTokens).set({ expiresOn: '2020-01-01' }).where(eq(apiTokens.id, key.key.id));
    expect((await withKey(key.secret, 'GET', '/api/orderHistory/page')).statusCode).toBe(401);
  });
});

describe('the key matrix: every route decides which scope it needs', () => {
  test('a key with the scope passes, without it 403 API_SCOPE_MISSING; routes without a scope ignore keys (401)', async () => {
    const keys = {
      buyer: await createKey(await loginAs(t.app, 'kaeufer'), [...API_SCOPES_BY_ACCOUNT_TYPE.buyer]),
      seller: await createKey(await loginAs(t.app, 'verkaeufer-mitte'), [...API_SCOPES_BY_ACCOUNT_TYPE.seller]),
    };
    const narrow = {
      buyer: await createKey(await loginAs(t.app, 'kaeufer'), ['contracts:read']),
      seller: await createKey(await loginAs(t.app, 'verkaeufer-mitte'), ['contracts:read']),
    };
    const routes = t.app.routeAudiences.filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs'));
    const wrong: string[] = [];
    const url = (u: string) => u.replace(/:[A-Za-z]+/g, '1');
    let scoped = 0;
    for (const route of routes) {
      const method = route.method as HTTPMethods;
      const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
      if (!route.apiScope) {
        if (route.audience === 'public') continue;
        const res = await withKey(keys.buyer.secret, method, url(route.url), body);
        if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url} without scope: ${res.statusCode}`);
        continue;
      }
      scoped++;
      expect(API_SCOPES).toContain(route.apiScope);
      const side =
        API_SCOPES_BY_ACCOUNT_TYPE.buyer.includes(route.apiScope) && route.apiScope !== 'offers:read'
          ? 'buyer'
          : 'seller';
      const types = typeof route.audience === 'object' ? route.audience.accountTypes : undefined;
      const owner = types && !types.includes(side) ? (side === 'buyer' ? 'seller' : 'buyer') : side;
      const passed = await withKey(keys[owner].secret, method, url(route.url), body);
      // A file route (CSV, PDF, XML) answers its file when the key passes; refusals are always JSON.
      const isJson = String(passed.headers['content-type'] ?? '').includes('json');
      const code = (isJson ? passed.json().error?.code : undefined) as string | undefined;
      if (
        ['UNAUTHENTICATED', 'FORBIDDEN', 'API_TOKEN_INVALID', 'API_SCOPE_MISSING', 'CSRF_REJECTED'].includes(code ?? '')
      )
        wrong.push(`${route.method} ${route.url} with ${route.apiScope}: ${passed.statusCode} ${code}`);
      if (route.apiScope === 'contracts:read') continue;
      const missing = await withKey(narrow[owner].secret, method, url(route.url), body);
      if (missing.statusCode !== 403 || missing.json().error.code !== 'API_SCOPE_MISSING')
        wrong.push(`${route.method} ${route.url} without ${route.apiScope}: ${missing.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(scoped).toBeGreaterThanOrEqual(9);
  });
});

describe('the order API', () => {
  test('Idempotency-Key: same body answers the first answer, another body 422; dry run prices like the placement and places nothing', async () => {
    const db = t.app.db;
    const sellerId = await accountIdByName(db, 'Hanseatische Mineralöl Handels GmbH');
    const offer = await createOffer(db, t.clock.now, { sellerAccountId: sellerId, totalLitres: 200_000 });
    const buyer = await createBuyer(db);
    await setTerms(db, buyer.accountId, sellerId, {
      creditLimitMinor: 100_000_000_00,
      products: [{ productId: offer.productId }],
    });
    const admin = await loginAs(t.app, buyer.username);
    const { secret } = await createKey(admin, ['orders:write', 'orders:read']);
    const body = {
      items: [{ offerId: offer.id, quantityCbm: 10 }],
      confirmTerms: true,
      confirmBookingChecked: true,
    };
    const ordersOfBuyer = async () =>
      (await db.select().from(orders).where(eq(orders.buyerAccountId, buyer.accountId))).length;

    const dry = await withKey(secret, 'POST', '/api/orders?dryRun=true', body, { 'idempotency-key': randomUUID() });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().dryRun).toBe(true);
    expect(await ordersOfBuyer()).toBe(0);

    const missing = await withKey(secret, 'POST', '/api/orders', body);
    expect(missing.statusCode).toBe(400);
    const key = randomUUID();
    const first = await withKey(secret, 'POST', '/api/orders', body, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    const placed = first.json().orders[0];
    // The dry run priced exactly what the placement charged.
    expect(dry.json().orders[0].amounts).toEqual(placed.amounts);
    expect(dry.json().orders[0].pricePer100l).toEqual(placed.pricePer100l);

    const again = await withKey(secret, 'POST', '/api/orders', { ...body }, { 'idempotency-key': key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await withKey(
      secret,
      'POST',
      '/api/orders',
      { ...body, items: [{ offerId: offer.id, quantityCbm: 11 }] },
      {
        'idempotency-key': key,
      },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ordersOfBuyer()).toBe(1);

    // Read back with the key: the order and the list.
    expect((await withKey(secret, 'GET', `/api/orders/${placed.id}`)).json().id).toBe(placed.id);
    const page = await withKey(secret, 'GET', '/api/orderHistory/page');
    expect(page.statusCode).toBe(200);
  });

  test('concurrent retries with one Idempotency-Key place one order (each answer the first or 409 in flight)', async () => {
    const db = t.app.db;
    const sellerId = await accountIdByName(db, 'Hanseatische Mineralöl Handels GmbH');
    const offer = await createOffer(db, t.clock.now, { sellerAccountId: sellerId, totalLitres: 200_000 });
    const buyer = await createBuyer(db);
    await setTerms(db, buyer.accountId, sellerId, {
      creditLimitMinor: 100_000_000_00,
      products: [{ productId: offer.productId }],
    });
    const { secret } = await createKey(await loginAs(t.app, buyer.username), ['orders:write']);
    const body = { items: [{ offerId: offer.id, quantityCbm: 5 }], confirmTerms: true, confirmBookingChecked: true };
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => withKey(secret, 'POST', '/api/orders', body, { 'idempotency-key': key })),
    );
    for (const a of answers) expect([201, 409], a.body).toContain(a.statusCode);
    const placed = answers.filter((a) => a.statusCode === 201).map((a) => a.json().orders[0].id);
    expect(new Set(placed).size).toBe(1);
    expect((await db.select().from(orders).where(eq(orders.buyerAccountId, buyer.accountId))).length).toBe(1);
  });

  test('rate limit per key: RateLimit headers, then 429 with Retry-After in German', async () => {
    const limited = await t.sibling({ API_KEY_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const admin = await loginAs(limited.app, 'kaeufer');
      const res = await admin.post('/api/api-keys', { name: 'Eng', scopes: ['orders:read'] });
      const { secret } = res.json();
      const call = () =>
        limited.app.inject({
          method: 'GET',
          url: '/api/orderHistory/page',
          headers: { authorization: `Bearer ${secret}` },
        });
      const first = await call();
      expect(first.statusCode).toBe(200);
      expect(first.headers['ratelimit']).toMatch(/^limit=3, remaining=2, reset=\d+$/);
      await call();
      await call();
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('API_RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
