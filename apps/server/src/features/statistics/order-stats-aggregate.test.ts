// Decision 041: the daily and monthly aggregates the statistics read equal the sums over the orders,
// after every kind of change an order goes through (the view order_stats_drift of migration 0016).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { accounts, orders, users } from '../../db/schema';
import { accountIdByName, createBuyer, createDeliveryAddress, createOffer, productIdByCode, setTerms, terminalIdByCode } from '../../../test/trading-fixtures';

let t: TestApp;
let hanse: number;
let rhein: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  hanse = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  rhein = await accountIdByName(t.app.db, 'Rhein-Ruhr Tanklager GmbH');
});
afterAll(() => t.close());

async function drift() {
  return ((await t.app.db.execute(sql`select * from order_stats_drift`)) as unknown as { rows: unknown[] }).rows;
}

async function aggregateRows(table: 'order_stats_daily' | 'order_stats_monthly' | 'order_stats_totals', buyerAccountId: number) {
  const result = await t.app.db.execute(sql`select count(*)::int as n, coalesce(sum(orders), 0)::int as orders from ${sql.identifier(table)} where buyer_account_id = ${buyerAccountId}`);
  return (result as unknown as { rows: Array<{ n: number; orders: number }> }).rows[0]!;
}

const place = (items: Array<{ offerId: number; quantityCbm: number; childAccountId?: number }>) => ({
  items,
  confirmTerms: true,
  confirmBookingChecked: true,
  idempotencyKey: randomUUID(),
});

test('the demo orders were backfilled and the seeded aggregates match', async () => {
  expect(await drift()).toEqual([]);
  const [row] = ((await t.app.db.execute(sql`select sum(orders)::int as n from order_stats_daily`)) as unknown as { rows: Array<{ n: number }> }).rows;
  const [counted] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(sql`${orders.status} not in ('DECLINED', 'DELETED')`);
  expect(row!.n).toBe(counted!.n);
  expect(row!.n).toBeGreaterThan(100);
});

test('after placements, child orders, a replay, a refusal, confirm, decline, deletion, moved and changed orders the aggregates equal the sums', async () => {
  const parent = await createBuyer(t.app.db);
  await t.app.db.update(users).set({ roles: ['MyOffers_Purchase', 'ChildAccounts_View'] }).where(eq(users.id, parent.userId));
  const [child] = await t.app.db
    .insert(accounts)
    .values({ type: 'buyer', name: `Kind ${parent.accountId} GmbH`, platform: 'A', parentAccountId: parent.accountId })
    .returning({ id: accounts.id });
  await setTerms(t.app.db, parent.accountId, hanse, { creditLimitMinor: 1_000_000_00 });
  await setTerms(t.app.db, parent.accountId, rhein, { creditLimitMinor: 1_000_000_00 });
  await setTerms(t.app.db, child!.id, hanse, { creditLimitMinor: 1_000_000_00 });
  const a = await loginAs(t.app, parent.username);
  const h1 = await createOffer(t.app.db, t.clock.now, { sellerAccountId: hanse });
  const h2 = await createOffer(t.app.db, t.clock.now, { sellerAccountId: hanse, pricePer100lE4: 991234 });
  const r1 = await createOffer(t.app.db, t.clock.now, { sellerAccountId: rhein });
  const small = await createOffer(t.app.db, t.clock.now, { sellerAccountId: hanse, totalLitres: 10_000 });

  const basket = place([{ offerId: h1.id, quantityCbm: 10 }, { offerId: h1.id, quantityCbm: 6 }, { offerId: h2.id, quantityCbm: 7 }, { offerId: r1.id, quantityCbm: 5 }]);
  const res = await a.post('/api/orders', basket);
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json().orders as Array<{ id: number }>;
  expect(placed).toHaveLength(4);
  expect((await a.post('/api/orders', basket)).json().replayed).toBe(true);
  const forChild = await a.post('/api/orders', place([{ offerId: h1.id, quantityCbm: 5, childAccountId: child!.id }]));
  expect(forChild.statusCode).toBe(201);
  expect((await a.post('/api/orders', place([{ offerId: small.id, quantityCbm: 20 }]))).json().error.code).toBe('NOT_ENOUGH_VOLUME');
  expect(await drift()).toEqual([]);
  // The three Hanseatische orders (same day, product and terminal) share one row; Rhein-Ruhr's has its own.
  expect(await aggregateRows('order_stats_daily', parent.accountId)).toEqual({ n: 2, orders: 4 });

  const seller = await loginAs(t.app, 'verkaeufer');
  expect((await seller.post(`/api/orders/${placed[0]!.id}/confirm`, {})).statusCode).toBe(200);
  expect((await seller.post(`/api/orders/${placed[1]!.id}/decline`, {})).statusCode).toBe(200);
  expect(await drift()).toEqual([]);
  expect(await aggregateRows('order_stats_daily', parent.accountId)).toEqual({ n: 2, orders: 3 });

  await t.app.db.update(orders).set({ status: 'DELETED' }).where(eq(orders.id, placed[3]!.id));
  expect(await drift()).toEqual([]);
  // The Rhein-Ruhr row reached zero orders and is gone, from the days, the months and the totals.
  expect(await aggregateRows('order_stats_daily', parent.accountId)).toEqual({ n: 1, orders: 2 });
  expect(await aggregateRows('order_stats_monthly', parent.accountId)).toEqual({ n: 1, orders: 2 });
  expect(await aggregateRows('order_stats_totals', parent.accountId)).toEqual({ n: 1, orders: 2 });

  // Moved to another day and month across the DST change (an operator's correction), then back into use.
  await t.app.db.update(orders).set({ createdAt: new Date('2026-10-24T22:30:00Z') }).where(eq(orders.id, placed[0]!.id));
  await t.app.db.update(orders).set({ status: 'OPEN' }).where(eq(orders.id, placed[3]!.id));
  // Another terminal, a delivery address instead, and more litres.
  const address = await createDeliveryAddress(t.app.db, parent.accountId);
  await t.app.db.update(orders).set({ terminalId: await terminalIdByCode(t.app.db, 'HH-HAR') }).where(eq(orders.id, placed[2]!.id));
  await t.app.db.update(orders).set({ terminalId: null, deliveryAddressId: address, litres: 9_000 }).where(eq(orders.id, placed[3]!.id));
  await t.app.db.update(orders).set({ productId: await productIdByCode(t.app.db, 'DIESEL-B7') }).where(eq(orders.id, forChild.json().orders[0].id));
  expect(await drift()).toEqual([]);
  const moved = (await t.app.db.execute(sql`select day::text from order_stats_daily where buyer_account_id = ${parent.accountId} order by day`)) as unknown as {
    rows: Array<{ day: string }>;
  };
  expect(moved.rows.map((r) => r.day)).toContain('2026-10-25');

  await t.app.db.delete(orders).where(eq(orders.id, forChild.json().orders[0].id));
  expect(await drift()).toEqual([]);
  expect(await aggregateRows('order_stats_daily', child!.id)).toEqual({ n: 0, orders: 0 });
});

test('the drift view reports a row of any of the three aggregates that differs from the orders', async () => {
  for (const table of ['order_stats_daily', 'order_stats_monthly', 'order_stats_totals']) {
    await t.app.db.execute(sql`update ${sql.identifier(table)} set litres = litres + 1 where ctid = (select ctid from ${sql.identifier(table)} limit 1)`);
  }
  const rows = (await drift()) as Array<{ aggregate: string }>;
  expect(new Set(rows.map((r) => r.aggregate))).toEqual(new Set(['daily', 'monthly', 'totals']));
});
