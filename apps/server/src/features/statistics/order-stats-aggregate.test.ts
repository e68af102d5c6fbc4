// Decision 041: the daily, monthly and all-time aggregates the statistics read equal the sums over
// the orders (the view order_stats_drift of migration 0016). Placement, replays, refusals and the
// seller's confirm and decline are checked in trading/order-counters.test.ts, whose drift check
// includes this view; here: the backfill, rows that reach zero, and changes of every key column.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orders } from '../../db/schema';
import {
  createCompany,
  createDeliveryAddress,
  productIdByCode,
  terminalIdByCode,
} from '../../../test/trading-fixtures';
import { insertOrder } from './statistics.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const drift = () => rowsOf<{ aggregate: string }>(sql`select * from order_stats_drift`);

const TABLES = ['order_stats_daily', 'order_stats_monthly', 'order_stats_totals'] as const;

/** Rows and orders of one buyer in each aggregate. */
async function aggregates(buyerAccountId: number) {
  const out: Record<string, { n: number; orders: number }> = {};
  for (const table of TABLES) {
    const [row] = await rowsOf<{ n: number; orders: number }>(
      sql`select count(*)::int as n, coalesce(sum(orders), 0)::int as orders from ${sql.identifier(table)} where buyer_account_id = ${buyerAccountId}`,
    );
    out[table.replace('order_stats_', '')] = row!;
  }
  return out;
}

test('the demo orders were backfilled: every counted order is in the aggregates', async () => {
  expect(await drift()).toEqual([]);
  const [row] = await rowsOf<{ n: number }>(sql`select sum(orders)::int as n from order_stats_totals`);
  const [counted] = await t.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(sql`${orders.status} not in ('DECLINED', 'DELETED')`);
  expect(row!.n).toBe(counted!.n);
  expect(row!.n).toBeGreaterThan(100);
});

test('orders share rows by day, month and combination; cancelled orders leave them; rows at zero go; moved and changed orders move with them', async () => {
  const db = t.app.db;
  const [hel, diesel, bremen, harburg] = [
    await productIdByCode(db, 'HEL-SCHWEFELARM'),
    await productIdByCode(db, 'DIESEL-B7'),
    await terminalIdByCode(db, 'HB-IND'),
    await terminalIdByCode(db, 'HH-HAR'),
  ];
  const seller = await createCompany(db, 'seller');
  const buyer = await createCompany(db, 'buyer');
  const order = (createdAt: string, litres: number) =>
    insertOrder(db, {
      sellerAccountId: seller.accountId,
      buyerAccountId: buyer.accountId,
      buyerUserId: buyer.userId,
      productId: hel,
      terminalId: bremen,
      litres,
      createdAt: new Date(createdAt),
    });
  const a = await order('2026-11-20T08:00:00+01:00', 10_000);
  const b = await order('2026-11-20T09:00:00+01:00', 5_000);
  const c = await order('2026-11-03T09:00:00+01:00', 7_000);
  const d = await order('2026-10-30T09:00:00+01:00', 3_000);
  expect(await aggregates(buyer.accountId)).toEqual({
    daily: { n: 3, orders: 4 },
    monthly: { n: 2, orders: 4 },
    totals: { n: 1, orders: 4 },
  });
  expect(await drift()).toEqual([]);

  // A decline takes one away; a row reaching zero is deleted from the days and the months.
  await db.update(orders).set({ status: 'DECLINED' }).where(eq(orders.id, b));
  await db.update(orders).set({ status: 'DELETED' }).where(eq(orders.id, d));
  expect(await aggregates(buyer.accountId)).toEqual({
    daily: { n: 2, orders: 2 },
    monthly: { n: 1, orders: 2 },
    totals: { n: 1, orders: 2 },
  });
  expect(await drift()).toEqual([]);
  // Back into use; a status change between counted statuses changes nothing.
  await db.update(orders).set({ status: 'OPEN' }).where(eq(orders.id, d));
  await db.update(orders).set({ status: 'COMPLETE' }).where(eq(orders.id, a));
  expect(await aggregates(buyer.accountId)).toEqual({
    daily: { n: 3, orders: 3 },
    monthly: { n: 2, orders: 3 },
    totals: { n: 1, orders: 3 },
  });

  // Moved into the autumn DST night (00:30 MESZ of 25.10.), another terminal, a delivery address instead, another product, more litres.
  await db
    .update(orders)
    .set({ createdAt: new Date('2026-10-24T22:30:00Z') })
    .where(eq(orders.id, a));
  await db.update(orders).set({ terminalId: harburg }).where(eq(orders.id, c));
  const address = await createDeliveryAddress(db, buyer.accountId);
  await db.update(orders).set({ terminalId: null, deliveryAddressId: address, litres: 9_000 }).where(eq(orders.id, d));
  await db.update(orders).set({ productId: diesel }).where(eq(orders.id, c));
  expect(await drift()).toEqual([]);
  const days = await rowsOf<{ day: string }>(
    sql`select day::text from order_stats_daily where buyer_account_id = ${buyer.accountId} order by day`,
  );
  expect(days.map((r) => r.day)).toEqual(['2026-10-25', '2026-10-30', '2026-11-03']);
  expect((await aggregates(buyer.accountId)).totals).toEqual({ n: 3, orders: 3 });

  await db.delete(orders).where(eq(orders.id, c));
  expect(await drift()).toEqual([]);
  expect((await aggregates(buyer.accountId)).totals).toEqual({ n: 2, orders: 2 });
});

test('the drift view reports a row of any of the three aggregates that differs from the orders', async () => {
  for (const table of TABLES) {
    await t.app.db.execute(
      sql`update ${sql.identifier(table)} set litres = litres + 1 where ctid = (select ctid from ${sql.identifier(table)} limit 1)`,
    );
  }
  expect(new Set((await drift()).map((r) => r.aggregate))).toEqual(new Set(['daily', 'monthly', 'totals']));
});

// Many connections: PostgreSQL only (PGlite has one, so its transactions never overlap).
describe.skipIf(!process.env.DATABASE_URL)('aggregate locks under concurrency (PostgreSQL)', () => {
  test("a placement and a seller's decline of the same buyer's older order do not deadlock over the aggregate rows they share", async () => {
    const db = t.app.db;
    const [hel, diesel, bremen] = [
      await productIdByCode(db, 'HEL-SCHWEFELARM'),
      await productIdByCode(db, 'DIESEL-B7'),
      await terminalIdByCode(db, 'HB-IND'),
    ];
    const seller = await createCompany(db, 'seller');
    const buyer = await createCompany(db, 'buyer');
    const values = (productId: number, createdAt: string, dueDate: string, n: string) => sql`
      (${`D-${n}-${buyer.accountId}`}, 'LM', 'P', 'OPEN', ${seller.accountId}, ${buyer.accountId}, ${buyer.userId}, ${productId}, ${bremen}, 10000, 950000,
       95000, 1900, 18050, 113050, 14, '2026-11-20', '2026-11-20', ${dueDate}, ${createdAt}::timestamptz, ${createdAt}::timestamptz)`;
    const insert = (v: ReturnType<typeof values>) => sql`
      insert into orders (contract_number, lifting_master_number, pickup_number, status, seller_account_id, buyer_account_id, buyer_user_id, product_id,
                          terminal_id, litres, price_per_100l_e4, net_minor, vat_rate_bp, vat_minor, gross_minor, credit_days,
                          collection_start_date, collection_end_date, due_date, created_at, updated_at) values ${v} returning id`;
    // An older order of the month (heating oil at Bremen), due on the day the new diesel order will be due.
    const [older] = await rowsOf<{ id: number }>(
      insert(values(hel, '2026-11-10T10:00:00+01:00', '2026-12-01', 'older')),
    );

    let release!: () => void;
    const secondOrder = new Promise<void>((resolve) => (release = resolve));
    // Placement: heating oil at Bremen today (the older order's combination: same month, same all-time
    // row), then diesel due with the older order (its credit counter row), one transaction.
    const placement = db.transaction(async (tx) => {
      await tx.execute(insert(values(hel, '2026-11-20T09:00:00+01:00', '2026-12-05', 'a')));
      await secondOrder;
      await tx.execute(insert(values(diesel, '2026-11-20T09:01:00+01:00', '2026-12-01', 'b')));
    });
    // Decline (as decideOrder does it): the older order's status, while the placement is open.
    const decline = db.transaction(async (tx) => {
      await tx.execute(sql`update orders set status = 'DECLINED' where id = ${older!.id}`);
    });
    // Let the placement go on once the decline committed or waits for a lock.
    const settled = decline.then(
      () => true,
      () => true,
    );
    for (;;) {
      const [waiting] = await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (waiting!.n > 0 || (await Promise.race([settled, Promise.resolve(false)]))) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    release();
    const outcomes = await Promise.allSettled([placement, decline]);
    expect(
      outcomes.map((o) =>
        o.status === 'rejected' ? String((o.reason as { cause?: { code?: string } }).cause?.code ?? o.reason) : 'ok',
      ),
    ).toEqual(['ok', 'ok']);
    // (The test above spoilt other rows on purpose: only this buyer's are looked at.)
    expect(await rowsOf(sql`select * from order_stats_drift where buyer_account_id = ${buyer.accountId}`)).toEqual([]);
    expect((await aggregates(buyer.accountId)).totals).toEqual({ n: 2, orders: 2 });
  });
});
