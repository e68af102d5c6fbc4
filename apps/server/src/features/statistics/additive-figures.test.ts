// Issue 24 part 7, decision 052: statistics and dashboard figures keep fuel volume (cbm) and additive
// quantities (litres, units per purchase unit) apart. On the code before migration 0025 the ranking
// showed the additive litres as cbm ("45,761 cbm") and the dashboard added them to today's volume.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { createCompany, productIdByCode, terminalIdByCode } from '../../../test/trading-fixtures';
import { insertAdditiveOrder, insertOrder } from './statistics.fixtures';

let t: TestApp;
type Company = Awaited<ReturnType<typeof createCompany>>;
let seller: Company, b1: Company, b2: Company;
let hel: number, diesel: number, adBlue: number;
let fass: number, kanister: number, bulk: number;

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  const db = t.app.db;
  [hel, diesel] = [await productIdByCode(db, 'HEL-SCHWEFELARM'), await productIdByCode(db, 'DIESEL-B7')];
  const bremen = await terminalIdByCode(db, 'HB-IND');
  seller = await createCompany(db, 'seller', { name: 'Gemischt Handel GmbH' });
  b1 = await createCompany(db, 'buyer', { name: 'Eins Transporte GmbH' });
  b2 = await createCompany(db, 'buyer', { name: 'Zwei Logistik AG' });
  const today = (hh: string) => new Date(`2026-11-20T${hh}:00+01:00`);
  const base = (b: Company) => ({
    sellerAccountId: seller.accountId,
    buyerAccountId: b.accountId,
    buyerUserId: b.userId,
  });
  // Fuel: 30,000 L + 15,761 L = 45.761 cbm.
  await insertOrder(db, { ...base(b1), productId: hel, terminalId: bremen, litres: 30_000, createdAt: today('07:00') });
  await insertOrder(db, {
    ...base(b2),
    productId: diesel,
    terminalId: bremen,
    litres: 15_761,
    createdAt: today('07:10'),
  });
  // Additives: 2 drums (400 L) for b1; 45,761 L bulk and 10 canisters of 10 L for b2; a declined order does not count.
  const f = await insertAdditiveOrder(db, { ...base(b1), unitCode: 'FASS_200L', units: 2, createdAt: today('08:00') });
  const bk = await insertAdditiveOrder(db, {
    ...base(b2),
    unitCode: 'LOSE_LITER',
    units: 45_761,
    createdAt: today('08:10'),
  });
  const k = await insertAdditiveOrder(db, {
    ...base(b2),
    unitCode: 'KANISTER_10L',
    units: 10,
    createdAt: today('08:20'),
  });
  await insertAdditiveOrder(db, {
    ...base(b2),
    unitCode: 'FASS_200L',
    units: 5,
    createdAt: today('08:30'),
    status: 'DECLINED',
  });
  [adBlue, fass, kanister, bulk] = [f.productId, f.purchaseUnitId, k.purchaseUnitId, bk.purchaseUnitId];
  expect([k.productId, bk.productId]).toEqual([adBlue, adBlue]);
});
afterAll(() => t.close());

const unit = (id: number, name: string, units: number) => ({ purchaseUnit: { id, name }, units });

describe('ACCOUNT_RANKING', () => {
  test('the fuel ranking sums only fuel (cbm), the additive ranking only additives (litres, units per purchase unit)', async () => {
    const res = await (await loginAs(t.app, seller.username)).get('/api/orders/orderStats?statType=ACCOUNT_RANKING');
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json().data.orderStats;
    expect(stats.markets).toEqual(['FUEL', 'ADDITIVE']);
    expect(
      stats.rows.map((r: { accountName: string; orders: number; volume: number }) => [
        r.accountName,
        r.orders,
        r.volume,
      ]),
    ).toEqual([
      ['Eins Transporte GmbH', 1, 30],
      ['Zwei Logistik AG', 1, 15.761],
    ]);
    expect(stats.total).toEqual({ orders: 2, volume: 45.761 });
    expect(stats.additives.rows).toEqual([
      {
        position: 1,
        accountId: b2.accountId,
        accountName: 'Zwei Logistik AG',
        orders: 2,
        litres: 45_861,
        units: [unit(kanister, 'Kanister 10 L', 10), unit(bulk, 'Lose Ware (je Liter)', 45_761)],
      },
      {
        position: 2,
        accountId: b1.accountId,
        accountName: 'Eins Transporte GmbH',
        orders: 1,
        litres: 400,
        units: [unit(fass, 'Fass 200 L', 2)],
      },
    ]);
    expect(stats.additives.total).toEqual({
      orders: 3,
      litres: 46_261,
      units: [
        unit(fass, 'Fass 200 L', 2),
        unit(kanister, 'Kanister 10 L', 10),
        unit(bulk, 'Lose Ware (je Liter)', 45_761),
      ],
    });
  });

  test("a buyer's ranking: the seller appears in both, with fuel in cbm and additives in litres", async () => {
    const stats = (
      await (await loginAs(t.app, b2.username)).get('/api/orders/orderStats?statType=ACCOUNT_RANKING')
    ).json().data.orderStats;
    expect(stats.rows).toEqual([
      { position: 1, accountId: seller.accountId, accountName: 'Gemischt Handel GmbH', orders: 1, volume: 15.761 },
    ]);
    expect(stats.additives.rows[0]).toMatchObject({ accountId: seller.accountId, orders: 2, litres: 45_861 });
  });
});

describe('PRODUCT_VOLUME', () => {
  test('fuel products in cbm, additive products in litres with their units; no product in both', async () => {
    const stats = (
      await (await loginAs(t.app, seller.username)).get('/api/orders/orderStats?statType=PRODUCT_VOLUME&dayQuery=1')
    ).json().data.orderStats;
    expect(stats.products.map((p: { id: number; volume: number }) => [p.id, p.volume])).toEqual([
      [hel, 30],
      [diesel, 15.761],
    ]);
    expect(stats.total).toEqual({ orders: 2, volume: 45.761 });
    expect(stats.buckets).toEqual([
      {
        start: '2026-11-20',
        end: '2026-11-20',
        volumes: [
          { productId: hel, volume: 30 },
          { productId: diesel, volume: 15.761 },
        ],
        total: 45.761,
      },
    ]);
    // One additive product in three purchase units: its litres add up, its units stay per unit.
    expect(stats.additives.products).toEqual([
      {
        id: adBlue,
        name: 'AdBlue',
        orders: 3,
        litres: 46_261,
        units: [
          unit(fass, 'Fass 200 L', 2),
          unit(kanister, 'Kanister 10 L', 10),
          unit(bulk, 'Lose Ware (je Liter)', 45_761),
        ],
      },
    ]);
    expect(stats.additives.buckets).toEqual([
      {
        start: '2026-11-20',
        end: '2026-11-20',
        litres: [{ productId: adBlue, litres: 46_261 }],
        total: 46_261,
      },
    ]);
  });
});

describe('GET /api/dashboard/figures', () => {
  test("a seller of both: today's fuel in cbm and today's additives in litres and units, apart", async () => {
    const figures = (await (await loginAs(t.app, seller.username)).get('/api/dashboard/figures')).json();
    expect(figures.today).toEqual({
      day: '2026-11-20',
      orders: 2,
      volume: 45.761,
      additives: {
        orders: 3,
        litres: 46_261,
        units: [
          unit(fass, 'Fass 200 L', 2),
          unit(kanister, 'Kanister 10 L', 10),
          unit(bulk, 'Lose Ware (je Liter)', 45_761),
        ],
      },
    });
    expect(figures.soldToday.map((p: { id: number; volume: number }) => [p.id, p.volume])).toEqual([
      [hel, 30],
      [diesel, 15.761],
    ]);
    expect(figures.soldAdditivesToday.map((p: { id: number; litres: number }) => [p.id, p.litres])).toEqual([
      [adBlue, 46_261],
    ]);
  });

  test('the additive-only demo seller: additives only, in units and litres; no cbm', async () => {
    const client = await loginAs(t.app, 'verkaeufer-additive');
    const figures = (await client.get('/api/dashboard/figures')).json();
    expect(figures.side).toBe('seller');
    expect(figures.markets).toEqual(['ADDITIVE']);
    expect(figures.today.volume).toBe(0);
    expect(figures.soldToday).toEqual([]);

    const ranking = (await client.get('/api/orders/orderStats?statType=ACCOUNT_RANKING')).json().data.orderStats;
    expect(ranking.markets).toEqual(['ADDITIVE']);
    expect(ranking.rows).toEqual([]);
    expect(ranking.total).toEqual({ orders: 0, volume: 0 });
    // The additive total is exactly the seller's counted additive orders, summed from `orders`.
    const [sums] = await rowsOf<{ orders: number; litres: number; units: number }>(sql`
      select count(*)::int as orders, sum(o.litres)::int as litres, sum(o.units)::int as units
        from orders o join accounts a on a.id = o.seller_account_id
       where a.name = 'Nordwest Additiv-Technik GmbH' and o.status not in ('DECLINED', 'DELETED')`);
    expect(sums!.orders).toBeGreaterThan(0);
    expect(ranking.additives.total.orders).toBe(sums!.orders);
    expect(ranking.additives.total.litres).toBe(sums!.litres);
    expect(ranking.additives.total.units.reduce((s: number, u: { units: number }) => s + u.units, 0)).toBe(sums!.units);
  });

  test("a demo buyer's fuel ranking does not list the additive-only seller; its additive ranking does", async () => {
    const stats = (
      await (await loginAs(t.app, 'kaeufer')).get('/api/orders/orderStats?statType=ACCOUNT_RANKING')
    ).json().data.orderStats;
    expect(stats.markets).toEqual(['FUEL', 'ADDITIVE']);
    expect(stats.rows.map((r: { accountName: string }) => r.accountName)).not.toContain(
      'Nordwest Additiv-Technik GmbH',
    );
    expect(stats.additives.rows.map((r: { accountName: string }) => r.accountName)).toContain(
      'Nordwest Additiv-Technik GmbH',
    );
  });
});

test('the aggregates equal the orders, additive units included (order_stats_drift stays empty)', async () => {
  expect(await rowsOf(sql`select * from order_stats_drift`)).toEqual([]);
  const [row] = await rowsOf<{ units: number; purchase_unit_id: number }>(
    sql`select units::int, purchase_unit_id from order_stats_totals where seller_account_id = ${seller.accountId} and buyer_account_id = ${b1.accountId} and purchase_unit_id is not null`,
  );
  expect(row).toEqual({ units: 2, purchase_unit_id: fass });
});

test('a changed number of units and a decline of an additive order move the aggregates with it (drift stays empty)', async () => {
  const db = t.app.db;
  const o = await insertAdditiveOrder(db, {
    sellerAccountId: seller.accountId,
    buyerAccountId: b1.accountId,
    buyerUserId: b1.userId,
    unitCode: 'KANISTER_10L',
    units: 4,
    createdAt: new Date('2026-11-19T12:00:00+01:00'),
  });
  const unitsOf = async () =>
    (
      await rowsOf<{ units: number }>(
        sql`select units::int from order_stats_daily where seller_account_id = ${seller.accountId} and day = '2026-11-19' and purchase_unit_id = ${kanister}`,
      )
    )[0]?.units ?? 0;
  expect(await unitsOf()).toBe(4);
  await db.execute(sql`update orders set units = 7, litres = 70 where id = ${o.id}`);
  expect(await unitsOf()).toBe(7);
  expect(await rowsOf(sql`select * from order_stats_drift`)).toEqual([]);
  await db.execute(sql`update orders set status = 'DECLINED' where id = ${o.id}`);
  expect(await unitsOf()).toBe(0);
  expect(await rowsOf(sql`select * from order_stats_drift`)).toEqual([]);
});
