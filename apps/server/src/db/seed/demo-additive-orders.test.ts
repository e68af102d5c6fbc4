// The demo's additive orders and empty-barrel requests (issue 17 part 8): several months of history in
// both statuses at both additive sellers, counters exact, availability as the additive seed set it.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

test('additive orders span several months, in open and closed statuses, at both additive sellers, with exact counters', async () => {
  const [summary] = await rows<{
    n: number;
    months: number;
    sellers: number;
    open: number;
    done: number;
    declined: number;
  }>(sql`
    select count(*)::int as n, count(distinct to_char(created_at, 'YYYY-MM'))::int as months, count(distinct seller_account_id)::int as sellers,
           count(*) filter (where status in ('OPEN', 'IN_REVIEW'))::int as open,
           count(*) filter (where status in ('CONFIRMED', 'COMPLETE', 'TRANSFERRED'))::int as done,
           count(*) filter (where status = 'DECLINED')::int as declined
      from orders where market = 'ADDITIVE'`);
  expect(summary!.n).toBeGreaterThan(50);
  expect(summary!.months).toBeGreaterThanOrEqual(6);
  expect(summary!.sellers).toBe(2);
  expect(summary!.open).toBeGreaterThan(0);
  expect(summary!.done).toBeGreaterThan(0);
  expect(summary!.declined).toBeGreaterThan(0);
  expect(await rows(sql`select * from order_counter_drift`)).toEqual([]);
  // Every additive order has its facts; sold units are what the non-cancelled orders took.
  expect(
    await rows(
      sql`select id from orders where market = 'ADDITIVE' and (units is null or additive_location_id is null)`,
    ),
  ).toEqual([]);
  expect(
    await rows(sql`select o.id from additive_offers o
      where o.sold_units <> coalesce((select sum(units) from orders where additive_offer_id = o.id and status not in ('DECLINED', 'DELETED')), 0)`),
  ).toEqual([]);

  const kaeufer = await loginAs(t.app, 'kaeufer');
  const history = (await kaeufer.get('/api/orderHistory?productType=ADDITIVE')).json();
  expect(history.metadata.total).toBeGreaterThan(20);
  expect(history.orders[0].additive.units).toBeGreaterThan(0);
});

test('two empty-barrel requests: one open at a location of kaeufer, one scheduled at a free address', async () => {
  const seller = await loginAs(t.app, 'verkaeufer-additive');
  const list = (await seller.get('/api/empty-barrels')).json();
  expect(list.counts).toEqual({ OPEN: 1, SCHEDULED: 1, DONE: 0 });
  expect(
    list.requests.map((r: { status: string; locationId: number | null }) => [r.status, r.locationId === null]),
  ).toEqual([
    ['OPEN', false],
    ['SCHEDULED', true],
  ]);
  expect((await (await loginAs(t.app, 'kaeufer')).get('/api/empty-barrels')).json().requests).toHaveLength(1);
});
