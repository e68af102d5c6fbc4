// Saved statistics settings (spec section 3) and the dashboard figures (issue 16 part 2).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { createCompany, productIdByCode, setTerms, terminalIdByCode } from '../../../test/trading-fixtures';
import { DEFAULT_ACCOUNT_RANKING_OPTIONS, DEFAULT_PRODUCT_VOLUME_OPTIONS } from '@fuel/domain/contracts/statistics';
import { insertOrder } from './statistics.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

describe('saved settings ACCOUNT_RANKING_OPTIONS and PRODUCT_VOLUME_OPTIONS', () => {
  test('defaults until saved, then what was saved, per user', async () => {
    const a = await loginAs(t.app, 'kaeufer');
    const before = await a.get('/api/statistics/settings');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      ACCOUNT_RANKING_OPTIONS: DEFAULT_ACCOUNT_RANKING_OPTIONS,
      PRODUCT_VOLUME_OPTIONS: DEFAULT_PRODUCT_VOLUME_OPTIONS,
    });

    const ranking = { products: [1, 2], terminals: [3], deliveryAddresses: [], dateRange: null, days: 7 };
    const saved = await a.put('/api/statistics/settings/ACCOUNT_RANKING_OPTIONS', ranking);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(ranking);
    const volume = {
      accounts: [4],
      terminals: [],
      deliveryAddresses: [5],
      dateRange: { from: '2026-10-01', to: '2026-10-31' },
      days: null,
    };
    expect((await a.put('/api/statistics/settings/PRODUCT_VOLUME_OPTIONS', volume)).statusCode).toBe(200);
    expect((await a.get('/api/statistics/settings')).json()).toEqual({
      ACCOUNT_RANKING_OPTIONS: ranking,
      PRODUCT_VOLUME_OPTIONS: volume,
    });

    // Saved again: replaced, not merged.
    const changed = { ...ranking, products: [], days: 30 };
    await a.put('/api/statistics/settings/ACCOUNT_RANKING_OPTIONS', changed);
    expect((await a.get('/api/statistics/settings')).json().ACCOUNT_RANKING_OPTIONS).toEqual(changed);

    // Another user of another company, and a colleague, still have the defaults.
    expect(
      (await (await loginAs(t.app, 'verkaeufer')).get('/api/statistics/settings')).json().ACCOUNT_RANKING_OPTIONS,
    ).toEqual(DEFAULT_ACCOUNT_RANKING_OPTIONS);
    expect(
      (await (await loginAs(t.app, 'disposition')).get('/api/statistics/settings')).json().PRODUCT_VOLUME_OPTIONS,
    ).toEqual(DEFAULT_PRODUCT_VOLUME_OPTIONS);
  });

  test('bad settings are refused in German and change nothing', async () => {
    const a = await loginAs(t.app, 'verkaeufer');
    const good = { products: [], terminals: [], deliveryAddresses: [], dateRange: null, days: 1 };
    await a.put('/api/statistics/settings/ACCOUNT_RANKING_OPTIONS', good);
    const both = await a.put('/api/statistics/settings/ACCOUNT_RANKING_OPTIONS', {
      ...good,
      dateRange: { from: '2026-11-01', to: '2026-11-02' },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields.days).toMatch(/entweder einen Zeitraum oder eine Schnellauswahl/);
    expect(
      (await a.put('/api/statistics/settings/ACCOUNT_RANKING_OPTIONS', { ...good, days: 14 })).json().error.fields.days,
    ).toBe('Schnellauswahl ist ungültig (erlaubt: 1, 7, 30).');
    expect(
      (await a.put('/api/statistics/settings/ACCOUNT_RANKING_OPTIONS', { ...good, products: [0] })).statusCode,
    ).toBe(400);
    expect(
      (await a.put('/api/statistics/settings/ACCOUNT_RANKING_OPTIONS', { ...good, accounts: [] })).statusCode,
    ).toBe(400);
    expect(
      (
        await a.put('/api/statistics/settings/PRODUCT_VOLUME_OPTIONS', {
          ...good,
          accounts: [],
          products: undefined,
          dateRange: { from: '2026-11-02', to: '2026-11-01' },
          days: null,
        })
      ).statusCode,
    ).toBe(400);
    expect((await a.get('/api/statistics/settings')).json().ACCOUNT_RANKING_OPTIONS).toEqual(good);
  });
});

describe('GET /api/dashboard/figures', () => {
  test("a buyer: today's purchases (its children's too), its open orders and free credit per connected seller", async () => {
    const db = t.app.db;
    const hel = await productIdByCode(db, 'HEL-SCHWEFELARM');
    const seller = await createCompany(db, 'seller', { name: 'Figuren Mineralöl GmbH' });
    const blocked = await createCompany(db, 'seller', { name: 'Figuren Gesperrt AG' });
    const buyer = await createCompany(db, 'buyer');
    const child = await createCompany(db, 'buyer', { parentAccountId: buyer.accountId });
    await setTerms(db, buyer.accountId, seller.accountId, { creditLimitMinor: 50_000_00 });
    await setTerms(db, buyer.accountId, blocked.accountId, { sellerStatus: 'DISABLED' });
    const order = (
      who: typeof buyer,
      litres: number,
      createdAt: Date,
      status: 'OPEN' | 'CONFIRMED' | 'INCOMPLETE' | 'DECLINED' | 'IN_REVIEW',
    ) =>
      insertOrder(db, {
        sellerAccountId: seller.accountId,
        buyerAccountId: who.accountId,
        buyerUserId: who.userId,
        productId: hel,
        litres,
        createdAt,
        status,
      });
    await order(buyer, 10_000, new Date('2026-11-20T07:00:00+01:00'), 'OPEN');
    await order(child, 5_000, new Date('2026-11-20T08:00:00+01:00'), 'CONFIRMED');
    await order(buyer, 20_000, new Date('2026-11-20T08:30:00+01:00'), 'DECLINED');
    await order(buyer, 1_000, new Date('2026-11-19T23:59:00+01:00'), 'INCOMPLETE');
    await order(buyer, 1_000, new Date('2026-11-10T10:00:00+01:00'), 'IN_REVIEW');

    const res = await (await loginAs(t.app, buyer.username)).get('/api/dashboard/figures');
    expect(res.statusCode, res.body).toBe(200);
    const figures = res.json();
    expect(figures).toMatchObject({
      side: 'buyer',
      today: { day: '2026-11-20', orders: 2, volume: 15 },
      openOrders: 3,
    });
    expect(figures.credit).toHaveLength(1);
    expect(figures.credit[0]).toMatchObject({
      seller: { id: seller.accountId, name: 'Figuren Mineralöl GmbH' },
      currency: 'EUR',
      credit: { limit: 50_000 },
    });
    // Credit in use: the counted, unpaid orders of the buyer itself (the child's are the child's).
    expect(figures.credit[0].credit.used).toBeGreaterThan(0);
    expect(figures.credit[0].credit.free).toBeCloseTo(50_000 - figures.credit[0].credit.used, 2);
  });

  test("a seller: today's sales, the orders awaiting its decision and today's sold volume per product", async () => {
    const db = t.app.db;
    const [hel, diesel, bremen] = [
      await productIdByCode(db, 'HEL-SCHWEFELARM'),
      await productIdByCode(db, 'DIESEL-B7'),
      await terminalIdByCode(db, 'HB-IND'),
    ];
    const seller = await createCompany(db, 'seller');
    const b1 = await createCompany(db, 'buyer');
    const b2 = await createCompany(db, 'buyer');
    const order = (
      who: typeof b1,
      productId: number,
      litres: number,
      createdAt: Date,
      status: 'OPEN' | 'CONFIRMED' | 'INCOMPLETE' | 'IN_REVIEW' | 'DELETED',
    ) =>
      insertOrder(db, {
        sellerAccountId: seller.accountId,
        buyerAccountId: who.accountId,
        buyerUserId: who.userId,
        productId,
        terminalId: bremen,
        litres,
        createdAt,
        status,
      });
    await order(b1, hel, 10_000, new Date('2026-11-20T00:00:00+01:00'), 'OPEN');
    await order(b2, hel, 6_000, new Date('2026-11-20T09:00:00+01:00'), 'IN_REVIEW');
    await order(b2, diesel, 30_000, new Date('2026-11-20T09:10:00+01:00'), 'CONFIRMED');
    await order(b2, diesel, 30_000, new Date('2026-11-20T09:11:00+01:00'), 'DELETED');
    await order(b1, hel, 1_000, new Date('2026-11-19T23:59:59+01:00'), 'INCOMPLETE');

    const figures = (await (await loginAs(t.app, seller.username)).get('/api/dashboard/figures')).json();
    expect(figures).toEqual({
      side: 'seller',
      markets: ['FUEL'],
      today: { day: '2026-11-20', orders: 3, volume: 46, additives: { orders: 0, litres: 0, units: [] } },
      openOrders: 2,
      soldToday: [
        { id: diesel, name: expect.any(String), volume: 30 },
        { id: hel, name: expect.any(String), volume: 16 },
      ],
      soldAdditivesToday: [],
    });
  });

  test('an admin account has no figures of its own', async () => {
    const admin = await createCompany(t.app.db, 'admin');
    expect((await (await loginAs(t.app, admin.username)).get('/api/dashboard/figures')).json()).toEqual({
      side: 'none',
      markets: ['FUEL'],
      today: { day: '2026-11-20', orders: 0, volume: 0, additives: { orders: 0, litres: 0, units: [] } },
    });
  });
});
