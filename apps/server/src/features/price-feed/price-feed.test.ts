import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { apiSeller, eventually, ingest, nextEvent } from '../../../test/live-market';
import { accounts, apiTokens, auditLog, priceTicks } from '../../db/schema';
import { sha256Hex } from '../../shared/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accountIdOf = async (a: Awaited<ReturnType<typeof loginAs>>) => (await a.get('/api/account')).json().id as number;
const apiTickCount = async (accountId: number) =>
  (
    await t.app.db
      .select()
      .from(priceTicks)
      .where(and(eq(priceTicks.source, 'API'), eq(priceTicks.sellerAccountId, accountId)))
  ).length;

describe('price type', () => {
  test('sellers read it; company admins change it (audited); TRACKING is refused', async () => {
    const admin = await loginAs(t.app, 'verkaeufer-sued');
    const id = await accountIdOf(admin);
    expect((await admin.get('/api/pricing/price-type')).json()).toEqual({ priceType: 'FIXED' });

    const tracking = await admin.put('/api/pricing/price-type', { priceType: 'TRACKING' });
    expect(tracking.statusCode).toBe(400);
    expect(tracking.json().error.fields.priceType).toBe('Der Preistyp Tracking ist nicht verfügbar.');
    expect((await admin.put('/api/pricing/price-type', { priceType: 'BOGUS' })).statusCode).toBe(400);

    const announced = nextEvent(t.app, 'sellerMarketChanged', (e) => e.sellerAccountId === id);
    const res = await admin.put('/api/pricing/price-type', { priceType: 'API' });
    expect(res.statusCode).toBe(200);
    // The markets of its buyers refetch: the price type decides whose quotes price its live offers.
    await announced;
    expect(res.json()).toEqual({ priceType: 'API' });
    const [account] = await t.app.db.select().from(accounts).where(eq(accounts.id, id));
    expect(account!.priceType).toBe('API');
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'price-type.updated')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toEqual({ before: 'FIXED', after: 'API' });
    expect((await admin.put('/api/pricing/price-type', { priceType: 'FIXED' })).statusCode).toBe(200);
  });

  test('a seller who is no company admin reads but may not change it; buyers get 403', async () => {
    const clerk = await loginAs(t.app, 'disposition');
    expect((await clerk.get('/api/pricing/price-type')).statusCode).toBe(200);
    expect((await clerk.put('/api/pricing/price-type', { priceType: 'API' })).statusCode).toBe(403);
    const buyer = await loginAs(t.app, 'kaeufer');
    expect((await buyer.get('/api/pricing/price-type')).statusCode).toBe(403);
    expect((await agent(t.app).get('/api/pricing/price-type')).statusCode).toBe(401);
  });
});

describe('API tokens', () => {
  test('created with the secret shown once; only a hash is stored; listed without secret', async () => {
    const seller = await loginAs(t.app, 'verkaeufer-mitte');
    const res = await seller.post('/api/pricing/api-tokens', { name: '  Preisserver Leuna ' });
    expect(res.statusCode).toBe(201);
    const { token, secret } = res.json();
    expect(secret).toMatch(/^fmk_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'Preisserver Leuna', tokenPrefix: secret.slice(0, 10), lastUsedAt: null });

    const [row] = await t.app.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(row!.tokenHash).toBe(sha256Hex(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(10));

    const list = await seller.get('/api/pricing/api-tokens');
    expect(list.json()).toEqual({ tokens: [token] });
    expect(list.body).not.toContain(secret.slice(10));
    expect((await seller.post('/api/pricing/api-tokens', { name: ' ' })).statusCode).toBe(400);
  });

  test('revoking: own tokens only (404 otherwise), once; audited', async () => {
    const owner = await loginAs(t.app, 'verkaeufer-rhein');
    const { token } = (await owner.post('/api/pricing/api-tokens', { name: 'ERP' })).json();
    const stranger = await loginAs(t.app, 'verkaeufer-mitte');
    expect((await stranger.delete(`/api/pricing/api-tokens/${token.id}`)).statusCode).toBe(404);
    await expect(
      (await loginAs(t.app, 'kaeufer')).delete(`/api/pricing/api-tokens/${token.id}`).then((r) => r.statusCode),
    ).resolves.toBe(403);
    expect((await owner.delete(`/api/pricing/api-tokens/${token.id}`)).statusCode).toBe(204);
    expect((await owner.delete(`/api/pricing/api-tokens/${token.id}`)).statusCode).toBe(404);
    expect((await owner.delete('/api/pricing/api-tokens/999999')).statusCode).toBe(404);
    expect((await owner.get('/api/pricing/api-tokens')).json()).toEqual({ tokens: [] });
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'api-token'), eq(auditLog.entityId, String(token.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'revoke']);
  });

  test('a clerk without company admin may list but not create or revoke', async () => {
    const clerk = await loginAs(t.app, 'disposition');
    expect((await clerk.get('/api/pricing/api-tokens')).statusCode).toBe(200);
    expect((await clerk.post('/api/pricing/api-tokens', { name: 'x' })).statusCode).toBe(403);
    expect((await clerk.delete('/api/pricing/api-tokens/1')).statusCode).toBe(403);
  });
});

describe('POST /api/price-feed/ticks', () => {
  let seller: Awaited<ReturnType<typeof apiSeller>>;
  beforeAll(async () => {
    // Sessions live 12 hours on the app clock: log in at the time the tests run at.
    t.clock.now = new Date('2027-02-01T08:00:00Z');
    seller = await apiSeller(t.app, 'verkaeufer');
  });

  test("a valid token of an API seller stores the ticks as that seller's quotes, without cookie or CSRF header", async () => {
    t.clock.now = new Date('2027-02-01T09:00:00Z');
    const event = nextEvent(t.app, 'ticks', (e) => e.ticks.some((tick) => tick.sellerAccountId === seller.accountId));
    const res = await ingest(t.app, seller.secret, {
      ticks: [
        { symbol: 'ICE/GAS', price: 715.5 },
        { symbol: 'FX/EURUSD', price: 1.0765, timestamp: '2027-02-01T08:59:30Z' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: 2, held: 0, heldPushId: null, notice: null });
    expect((await event).ticks).toEqual([
      { symbol: 'ICE/GAS', price: 715.5, timestamp: '2027-02-01T09:00:00.000Z', sellerAccountId: seller.accountId },
      { symbol: 'FX/EURUSD', price: 1.0765, timestamp: '2027-02-01T08:59:30.000Z', sellerAccountId: seller.accountId },
    ]);
    expect(t.app.marketData.quotes(seller.accountId)['ICE/GAS']).toEqual({
      price: 715.5,
      timestamp: '2027-02-01T09:00:00.000Z',
    });
    expect(t.app.marketData.quotes(null)['ICE/GAS']).toBeUndefined();
    const [token] = await t.app.db.select().from(apiTokens).where(eq(apiTokens.id, seller.tokenId));
    expect(token!.lastUsedAt?.toISOString()).toBe('2027-02-01T09:00:00.000Z');
    expect(await apiTickCount(seller.accountId)).toBe(2);
  });

  test('a missing, unknown or malformed token answers 401 before the body is looked at', async () => {
    for (const secret of [null, 'fmk_unknown', '']) {
      const res = await ingest(t.app, secret, { nonsense: true });
      expect(res.statusCode, String(secret)).toBe(401);
      expect(res.json().error).toEqual({
        code: 'API_TOKEN_INVALID',
        message: 'Der API-Schlüssel ist ungültig oder wurde widerrufen.',
      });
    }
    const basic = await t.app.inject({
      method: 'POST',
      url: '/api/price-feed/ticks',
      headers: { authorization: `Basic ${seller.secret}` },
      payload: {},
    });
    expect(basic.statusCode).toBe(401);
  });

  test('bad symbols, prices and timestamps are refused with field messages; nothing is stored', async () => {
    const before = await apiTickCount(seller.accountId);
    const cases: Array<[unknown, string, string]> = [
      [{ ticks: [{ symbol: 'ICE/BRENT', price: 80 }] }, 'ticks.0.symbol', 'Unbekanntes Symbol.'],
      [{ ticks: [{ symbol: 'ICE/GAS', price: -1 }] }, 'ticks.0.price', 'Preis muss größer als 0 sein.'],
      [
        { ticks: [{ symbol: 'ICE/GAS', price: 700, timestamp: 'gestern' }] },
        'ticks.0.timestamp',
        'Zeitstempel ist ungültig.',
      ],
      [{ ticks: [] }, 'ticks', 'Mindestens ein Preis ist erforderlich.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await ingest(t.app, seller.secret, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    const future = await ingest(t.app, seller.secret, {
      ticks: [
        { symbol: 'ICE/GAS', price: 700 },
        { symbol: 'ICE/GAS1', price: 701, timestamp: '2027-02-01T10:00:00Z' },
      ],
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'ticks.1.timestamp': 'Der Zeitstempel darf nicht in der Zukunft liegen.' },
    });
    expect(await apiTickCount(seller.accountId)).toBe(before);
  });

  test('a seller whose price type is not API gets 409 PRICE_TYPE_NOT_API', async () => {
    expect((await seller.agent.put('/api/pricing/price-type', { priceType: 'FIXED' })).statusCode).toBe(200);
    const res = await ingest(t.app, seller.secret, { ticks: [{ symbol: 'ICE/GAS', price: 700 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PRICE_TYPE_NOT_API');
    expect((await seller.agent.put('/api/pricing/price-type', { priceType: 'API' })).statusCode).toBe(200);
    expect((await ingest(t.app, seller.secret, { ticks: [{ symbol: 'ICE/GAS', price: 700 }] })).statusCode).toBe(200);
  });

  test('a revoked token answers 401', async () => {
    expect((await seller.agent.delete(`/api/pricing/api-tokens/${seller.tokenId}`)).statusCode).toBe(204);
    const res = await ingest(t.app, seller.secret, { ticks: [{ symbol: 'ICE/GAS', price: 700 }] });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('API_TOKEN_INVALID');
  });
});

describe('operator feed control', () => {
  test('the operator reads the status, stops and resumes the feed: audited and pushed as feedStatus', async () => {
    const operator = await loginAs(t.app, 'betreiber');
    const status = await operator.get('/api/operator/price-feed');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ running: true, liveGasPricesAvailable: false });

    t.clock.now = new Date('2027-02-01T09:30:00Z');
    await t.app.marketData.recordTicks([{ symbol: 'ICE/GAS', price: 701.25 }], 'SIMULATOR', null);
    const stopped = nextEvent(t.app, 'feedStatus', (e) => !e.running);
    const res = await operator.put('/api/operator/price-feed', { running: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      running: false,
      lastTickAt: '2027-02-01T09:30:00.000Z',
      liveGasPricesAvailable: true,
      updatedAt: '2027-02-01T09:30:00.000Z',
    });
    expect(await stopped).toEqual({ type: 'feedStatus', running: false, liveGasPricesAvailable: true });
    expect((await operator.get('/api/operator/price-feed')).json().running).toBe(false);

    const resumed = nextEvent(t.app, 'feedStatus', (e) => e.running);
    expect((await operator.put('/api/operator/price-feed', { running: true })).json().running).toBe(true);
    await resumed;
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.entity, 'price-feed'));
    expect(audits.map((a) => [a.action, a.details])).toEqual([
      ['stop', { before: true, after: false }],
      ['resume', { before: false, after: true }],
    ]);
    expect((await operator.put('/api/operator/price-feed', {})).statusCode).toBe(400);
  });

  test('everyone else gets 403 or 401', async () => {
    for (const username of ['kaeufer', 'verkaeufer', 'admin']) {
      const a = await loginAs(t.app, username);
      expect((await a.get('/api/operator/price-feed')).statusCode, username).toBe(403);
      expect((await a.put('/api/operator/price-feed', { running: false })).statusCode, username).toBe(403);
    }
    expect((await agent(t.app).get('/api/operator/price-feed')).statusCode).toBe(401);
    await eventually(async () =>
      expect(
        (await loginAs(t.app, 'betreiber')).get('/api/operator/price-feed').then((r) => r.json().running),
      ).resolves.toBe(true),
    );
  });
});
