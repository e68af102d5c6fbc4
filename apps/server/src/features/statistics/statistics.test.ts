// GET /api/orders/orderStats (issue 16, spec section 7): both stat types with every filter, the
// report range's day ends in Europe/Berlin, and that a caller only ever counts its own orders.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import {
  createCompany,
  createDeliveryAddress,
  productIdByCode,
  terminalIdByCode,
} from '../../../test/trading-fixtures';
import { insertOrder } from './statistics.fixtures';

let t: TestApp;
type Company = Awaited<ReturnType<typeof createCompany>>;
let seller: Company,
  otherSeller: Company,
  alpha: Company,
  beta: Company,
  gamma: Company,
  parent: Company,
  child: Company;
let hel: number, diesel: number, bremen: number, harburg: number, address: number;

/** Berlin wall clock -> instant (November and September dates are CET/CEST as written). */
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  const db = t.app.db;
  [hel, diesel, bremen, harburg] = await Promise.all([
    productIdByCode(db, 'HEL-SCHWEFELARM'),
    productIdByCode(db, 'DIESEL-B7'),
    terminalIdByCode(db, 'HB-IND'),
    terminalIdByCode(db, 'HH-HAR'),
  ]);
  seller = await createCompany(db, 'seller', { name: 'Statistik Nord Mineralöl GmbH' });
  otherSeller = await createCompany(db, 'seller', { name: 'Statistik Süd Energie AG' });
  alpha = await createCompany(db, 'buyer', { name: 'Alpha Heizöl GmbH' });
  beta = await createCompany(db, 'buyer', { name: 'Beta Diesel AG' });
  gamma = await createCompany(db, 'buyer', { name: 'Gamma Wärme KG' });
  parent = await createCompany(db, 'buyer', { name: 'Omega Gruppe' });
  child = await createCompany(db, 'buyer', { name: 'Omega Kind GmbH', parentAccountId: parent.accountId });
  address = await createDeliveryAddress(db, alpha.accountId);
  const order = (
    buyer: Company,
    o: Omit<Parameters<typeof insertOrder>[1], 'buyerAccountId' | 'buyerUserId' | 'sellerAccountId'> & {
      sellerAccountId?: number;
    },
  ) =>
    insertOrder(db, {
      sellerAccountId: seller.accountId,
      buyerAccountId: buyer.accountId,
      buyerUserId: buyer.userId,
      ...o,
    });
  // Today is 2026-11-20 (TEST_NOW 09:30 Berlin).
  await order(alpha, {
    productId: hel,
    terminalId: bremen,
    deliveryAddressId: address,
    litres: 30_000,
    createdAt: at('2026-11-20T08:00:00+01:00'),
  });
  await order(alpha, {
    productId: diesel,
    terminalId: harburg,
    litres: 10_000,
    createdAt: at('2026-11-18T14:00:00+01:00'),
  });
  await order(beta, { productId: hel, terminalId: bremen, litres: 25_000, createdAt: at('2026-11-05T10:00:00+01:00') });
  await order(beta, {
    productId: hel,
    terminalId: harburg,
    litres: 15_000,
    createdAt: at('2026-09-10T10:00:00+02:00'),
  });
  await order(gamma, {
    productId: diesel,
    terminalId: bremen,
    litres: 40_000,
    createdAt: at('2026-11-20T07:00:00+01:00'),
    status: 'DECLINED',
  });
  await order(gamma, {
    productId: diesel,
    terminalId: bremen,
    litres: 5_000,
    createdAt: at('2026-10-15T10:00:00+02:00'),
    status: 'OPEN',
  });
  await order(child, {
    productId: hel,
    terminalId: bremen,
    litres: 12_000,
    createdAt: at('2026-11-20T09:00:00+01:00'),
  });
  await order(alpha, {
    sellerAccountId: otherSeller.accountId,
    productId: hel,
    terminalId: bremen,
    litres: 99_000,
    createdAt: at('2026-11-20T09:10:00+01:00'),
  });
});
afterAll(() => t.close());

const stats = async (user: Company | string, query: string) => {
  const a = await loginAs(t.app, typeof user === 'string' ? user : user.username);
  return a.get(`/api/orders/orderStats?${query}`);
};
const ranking = async (user: Company, query = '') => {
  const res = await stats(user, `statType=ACCOUNT_RANKING${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.orderStats;
};
const rows = async (user: Company, query = '') =>
  (
    (await ranking(user, query)).rows as Array<{
      position: number;
      accountName: string;
      orders: number;
      volume: number;
    }>
  ).map((r) => [r.position, r.accountName, r.orders, r.volume]);

describe('ACCOUNT_RANKING', () => {
  test("a seller's buyer ranking: by volume, a tie by orders then name, cancelled orders left out, with the total line", async () => {
    const body = await ranking(seller);
    expect(body).toMatchObject({ statType: 'ACCOUNT_RANKING', counterparty: 'buyer', range: null, filtered: false });
    expect(
      body.rows.map((r: { position: number; accountName: string; orders: number; volume: number }) => [
        r.position,
        r.accountName,
        r.orders,
        r.volume,
      ]),
    ).toEqual([
      [1, 'Alpha Heizöl GmbH', 2, 40],
      [2, 'Beta Diesel AG', 2, 40],
      [3, 'Omega Kind GmbH', 1, 12],
      [4, 'Gamma Wärme KG', 1, 5],
    ]);
    expect(body.rows[0].accountId).toBe(alpha.accountId);
    expect(body.total).toEqual({ orders: 6, volume: 97 });
  });

  test('the quick ranges Tag, Woche, Monat end today', async () => {
    expect(await rows(seller, '&dayQuery=1')).toEqual([
      [1, 'Alpha Heizöl GmbH', 1, 30],
      [2, 'Omega Kind GmbH', 1, 12],
    ]);
    expect(await rows(seller, '&dayQuery=7')).toEqual([
      [1, 'Alpha Heizöl GmbH', 2, 40],
      [2, 'Omega Kind GmbH', 1, 12],
    ]);
    const month = await ranking(seller, '&dayQuery=30');
    expect(month.range).toEqual({ from: '2026-10-22', to: '2026-11-20' });
    expect(month.filtered).toBe(true);
    expect(month.rows.map((r: { accountName: string }) => r.accountName)).toEqual([
      'Alpha Heizöl GmbH',
      'Beta Diesel AG',
      'Omega Kind GmbH',
    ]);
  });

  test('product, terminal and delivery address filters, one or several ids, comma-separated or repeated', async () => {
    expect(await rows(seller, `&productSelected=${diesel}`)).toEqual([
      [1, 'Alpha Heizöl GmbH', 1, 10],
      [2, 'Gamma Wärme KG', 1, 5],
    ]);
    expect(await rows(seller, `&terminalSelected=${harburg}`)).toEqual([
      [1, 'Beta Diesel AG', 1, 15],
      [2, 'Alpha Heizöl GmbH', 1, 10],
    ]);
    expect(
      await rows(seller, `&terminalSelected=${harburg}&terminalSelected=${bremen}&productSelected=${hel},${diesel}`),
    ).toHaveLength(4);
    expect(await rows(seller, `&deliveryAddressSelected=${address}`)).toEqual([[1, 'Alpha Heizöl GmbH', 1, 30]]);
  });

  test('an empty result with filters says so (filtered), without filters it is "no ranking yet"', async () => {
    const none = await ranking(seller, `&productSelected=${hel}&terminalSelected=${harburg}&dayQuery=1`);
    expect(none).toMatchObject({ rows: [], filtered: true, total: { orders: 0, volume: 0 } });
    const fresh = await createCompany(t.app.db, 'seller');
    expect(await ranking(fresh)).toMatchObject({ rows: [], filtered: false });
  });

  test('a date range of whole and partial months (read from both aggregates) counts the same as the orders', async () => {
    expect(await rows(seller, '&dateRangeSelected=2026-09-01,2026-10-31')).toEqual([
      [1, 'Beta Diesel AG', 1, 15],
      [2, 'Gamma Wärme KG', 1, 5],
    ]);
    expect(await rows(seller, '&dateRangeSelected=2026-09-10,2026-11-18')).toEqual([
      [1, 'Beta Diesel AG', 2, 40],
      [2, 'Alpha Heizöl GmbH', 1, 10],
      [3, 'Gamma Wärme KG', 1, 5],
    ]);
  });

  test('a buyer sees the seller ranking of its own purchases only', async () => {
    const body = await ranking(alpha);
    expect(body.counterparty).toBe('seller');
    expect(body.rows.map((r: { accountName: string; volume: number }) => [r.accountName, r.volume])).toEqual([
      ['Statistik Süd Energie AG', 99],
      ['Statistik Nord Mineralöl GmbH', 40],
    ]);
    expect(await rows(beta)).toEqual([[1, 'Statistik Nord Mineralöl GmbH', 2, 40]]);
    // Gamma's only counted order is its open one; Beta's and Alpha's orders never show for Gamma.
    expect(await rows(gamma)).toEqual([[1, 'Statistik Nord Mineralöl GmbH', 1, 5]]);
  });

  test("a parent counts its child accounts' orders, a child only its own", async () => {
    expect(await rows(parent)).toEqual([[1, 'Statistik Nord Mineralöl GmbH', 1, 12]]);
    expect(await rows(child)).toEqual([[1, 'Statistik Nord Mineralöl GmbH', 1, 12]]);
  });

  test("a seller never sees another seller's sales", async () => {
    expect(await rows(otherSeller)).toEqual([[1, 'Alpha Heizöl GmbH', 1, 99]]);
    const options = (await stats(otherSeller, 'statType=ACCOUNT_RANKING')).json().data.options;
    expect(options.accounts).toEqual([{ id: alpha.accountId, name: 'Alpha Heizöl GmbH' }]);
  });

  test('options: the terminals, delivery addresses, products and counterparties of the own orders, by name', async () => {
    const { options } = (await stats(seller, 'statType=ACCOUNT_RANKING&dayQuery=1')).json().data;
    expect(options.products.map((p: { id: number }) => p.id).sort()).toEqual([hel, diesel].sort());
    expect(options.terminals.map((x: { name: string }) => x.name)).toEqual([
      'Tanklager Bremen Industriehafen',
      'Tanklager Hamburg-Harburg',
    ]);
    expect(options.deliveryAddresses).toEqual([{ id: address, name: 'Hafenstraße 1, 28197 Bremen' }]);
    expect(options.accounts.map((x: { name: string }) => x.name)).toEqual([
      'Alpha Heizöl GmbH',
      'Beta Diesel AG',
      'Gamma Wärme KG',
      'Omega Kind GmbH',
    ]);
  });

  test('an admin account has no orders: an empty ranking and no options', async () => {
    const admin = await createCompany(t.app.db, 'admin');
    const res = await stats(admin, 'statType=ACCOUNT_RANKING');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      orderStats: {
        statType: 'ACCOUNT_RANKING',
        counterparty: 'seller',
        range: null,
        filtered: false,
        markets: ['FUEL'],
        rows: [],
        total: { orders: 0, volume: 0 },
        additives: { rows: [], total: { orders: 0, litres: 0, units: [] } },
      },
      options: { terminals: [], deliveryAddresses: [], products: [], accounts: [] },
    });
  });
});

describe('the report range ends at 23:59:59.999 Europe/Berlin', () => {
  test('orders on the first and last instant of the range count, one millisecond outside do not, also on the DST day', async () => {
    const s = await createCompany(t.app.db, 'seller');
    const b = await createCompany(t.app.db, 'buyer');
    const put = (iso: string, litres: number) =>
      insertOrder(t.app.db, {
        sellerAccountId: s.accountId,
        buyerAccountId: b.accountId,
        buyerUserId: b.userId,
        productId: hel,
        terminalId: bremen,
        litres,
        createdAt: new Date(iso),
      });
    await put('2026-10-31T22:59:59.999Z', 1_000); // 31.10. 23:59:59.999 MEZ
    await put('2026-10-31T23:00:00.000Z', 2_000); // 01.11. 00:00 MEZ
    await put('2026-11-10T22:59:59.999Z', 4_000); // 10.11. 23:59:59.999 MEZ
    await put('2026-11-10T23:00:00.000Z', 8_000); // 11.11. 00:00 MEZ
    const volume = async (range: string) => (await ranking(s, `&dateRangeSelected=${range}`)).total.volume;
    expect(await volume('2026-11-01,2026-11-10')).toBe(6);
    expect(await volume('2026-10-31,2026-10-31')).toBe(1);
    expect(await volume('2026-11-11,2026-11-11')).toBe(8);

    // 25.10.2026 has 25 hours: 00:00 MESZ (22:00Z the day before) to 23:59:59.999 MEZ (22:59:59.999Z).
    await put('2026-10-24T21:59:59.999Z', 16_000);
    await put('2026-10-24T22:00:00.000Z', 32_000);
    await put('2026-10-25T22:59:59.999Z', 64_000);
    await put('2026-10-25T23:00:00.000Z', 128_000);
    expect(await volume('2026-10-25,2026-10-25')).toBe(96);
    expect(await volume('2026-10-24,2026-10-24')).toBe(16);
    expect(await volume('2026-10-26,2026-10-26')).toBe(128);
  });
});

describe('PRODUCT_VOLUME', () => {
  type Volume = { start: string; end: string; volumes: Array<{ productId: number; volume: number }>; total: number };
  const volume = async (user: Company, query = '') => {
    const res = await stats(user, `statType=PRODUCT_VOLUME${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.orderStats;
  };

  test('per day over a quick range: every day listed, one entry per product, largest product first', async () => {
    const body = await volume(seller, '&dayQuery=7');
    expect(body).toMatchObject({
      statType: 'PRODUCT_VOLUME',
      counterparty: 'buyer',
      bucket: 'DAY',
      range: { from: '2026-11-14', to: '2026-11-20' },
    });
    expect(body.products).toEqual([
      { id: hel, name: expect.any(String), orders: 2, volume: 42 },
      { id: diesel, name: expect.any(String), orders: 1, volume: 10 },
    ]);
    expect(body.buckets.map((b: Volume) => [b.start, b.volumes.map((v) => v.volume), b.total])).toEqual([
      ['2026-11-14', [0, 0], 0],
      ['2026-11-15', [0, 0], 0],
      ['2026-11-16', [0, 0], 0],
      ['2026-11-17', [0, 0], 0],
      ['2026-11-18', [0, 10], 10],
      ['2026-11-19', [0, 0], 0],
      ['2026-11-20', [42, 0], 42],
    ]);
    expect(body.total).toEqual({ orders: 3, volume: 52 });
  });

  test('"Alle" runs from the first order to today; months and weeks as asked', async () => {
    const months = await volume(seller, '&bucket=MONTH');
    expect(months.range).toEqual({ from: '2026-09-10', to: '2026-11-20' });
    expect(months.buckets.map((b: Volume) => [b.start, b.end, b.total])).toEqual([
      ['2026-09-10', '2026-09-30', 15],
      ['2026-10-01', '2026-10-31', 5],
      ['2026-11-01', '2026-11-20', 77],
    ]);
    const weeks = await volume(seller);
    expect(weeks.bucket).toBe('WEEK');
    expect(weeks.buckets[0]).toMatchObject({ start: '2026-09-10', end: '2026-09-13', total: 15 });
    expect(weeks.buckets.at(-1)).toMatchObject({ start: '2026-11-16', end: '2026-11-20', total: 52 });
    expect(weeks.total).toEqual(months.total);
  });

  test('filters by accounts, terminals and delivery addresses', async () => {
    expect((await volume(seller, `&accountSelected=${beta.accountId}&bucket=MONTH`)).total).toEqual({
      orders: 2,
      volume: 40,
    });
    expect((await volume(seller, `&terminalSelected=${harburg}&bucket=MONTH`)).total).toEqual({
      orders: 2,
      volume: 25,
    });
    expect((await volume(seller, `&deliveryAddressSelected=${address}&dayQuery=1`)).total).toEqual({
      orders: 1,
      volume: 30,
    });
    // A buyer's account filter names sellers; another buyer's seller matches nothing of its own.
    expect((await volume(alpha, `&accountSelected=${otherSeller.accountId}&dayQuery=1`)).total).toEqual({
      orders: 1,
      volume: 99,
    });
    expect((await volume(beta, `&accountSelected=${otherSeller.accountId}&dayQuery=1`)).total).toEqual({
      orders: 0,
      volume: 0,
    });
  });

  test('without any order: no range and no buckets', async () => {
    const fresh = await createCompany(t.app.db, 'buyer');
    expect(await volume(fresh)).toMatchObject({ range: null, products: [], buckets: [], filtered: false });
  });

  test('too many buckets is refused in German, and so are filters of the other stat type', async () => {
    const res = await stats(seller, 'statType=PRODUCT_VOLUME&dateRangeSelected=2024-01-01,2026-11-20&bucket=DAY');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.bucket).toMatch(/zu lang/);
    expect(
      (await stats(seller, `statType=PRODUCT_VOLUME&productSelected=${hel}`)).json().error.fields.productSelected,
    ).toBe('Der Produktfilter gilt nur für die Rangliste.');
    expect((await stats(seller, `statType=ACCOUNT_RANKING&accountSelected=${beta.accountId}`)).statusCode).toBe(400);
    expect(
      (await stats(seller, 'statType=ACCOUNT_RANKING&dayQuery=7&dateRangeSelected=2026-11-01,2026-11-02')).statusCode,
    ).toBe(400);
    expect((await stats(seller, 'statType=ACCOUNT_RANKING&dayQuery=14')).statusCode).toBe(400);
    expect((await stats(seller, 'statType=ACCOUNT_RANKING&dateRangeSelected=2026-11-02,2026-11-01')).statusCode).toBe(
      400,
    );
  });
});

test('/api/orders/orderStats is its own route, not an order id: 200 with statType, 400 "Statistikart" without', async () => {
  expect((await stats(seller, 'statType=ACCOUNT_RANKING')).statusCode).toBe(200);
  const res = await stats(seller, '');
  expect(res.statusCode).toBe(400);
  expect(res.json().error.fields.statType).toMatch(/^Statistikart ist ungültig/);
});

test('a cancelled order leaves the ranking at once', async () => {
  const s = await createCompany(t.app.db, 'seller');
  const b = await createCompany(t.app.db, 'buyer');
  const id = await insertOrder(t.app.db, {
    sellerAccountId: s.accountId,
    buyerAccountId: b.accountId,
    buyerUserId: b.userId,
    productId: hel,
    litres: 7_000,
    createdAt: t.clock.now,
  });
  expect(await rows(s, '&dayQuery=1')).toEqual([[1, b.name, 1, 7]]);
  const { orders } = await import('../../db/schema');
  const { eq } = await import('drizzle-orm');
  await t.app.db.update(orders).set({ status: 'DECLINED' }).where(eq(orders.id, id));
  expect(await ranking(s, '&dayQuery=1')).toMatchObject({ rows: [], filtered: true });
  expect((await stats(s, 'statType=ACCOUNT_RANKING')).json().data.options.accounts).toEqual([]);
});

describe('STATISTIC_SELLER_RANKING off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ FEATURE_FLAGS: 'STATISTIC_SELLER_RANKING=false', RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  });
  afterAll(() => off.close());

  test('a buyer gets no seller ranking (403), but its product volume; a seller keeps its buyer ranking', async () => {
    const buyer = await loginAs(off.app, 'kaeufer');
    const refused = await buyer.get('/api/orders/orderStats?statType=ACCOUNT_RANKING');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FEATURE_DISABLED');
    expect((await buyer.get('/api/orders/orderStats?statType=PRODUCT_VOLUME')).statusCode).toBe(200);
    const sellerAgent = await loginAs(off.app, 'verkaeufer');
    const demo = await sellerAgent.get('/api/orders/orderStats?statType=ACCOUNT_RANKING');
    expect(demo.statusCode).toBe(200);
    expect(demo.json().data.orderStats.rows.length).toBeGreaterThan(0);
  });
});
