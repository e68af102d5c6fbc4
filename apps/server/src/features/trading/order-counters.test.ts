// Decision 034: the credit and daily-volume counters placement reads equal the sums over orders they
// replace, after every kind of change an order goes through, and placement's checks read them.
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import { accounts, orderCreditUse, orders, users } from '../../db/schema';
import { accountIdByName, createBuyer, createOffer, setTerms } from '../../../test/trading-fixtures';

let t: TestApp;
let hanse: number;
let rhein: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  hanse = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  rhein = await accountIdByName(t.app.db, 'Rhein-Ruhr Tanklager GmbH');
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date(TEST_NOW);
});

const place = (items: Array<{ offerId: number; quantityCbm: number; childAccountId?: number }>) => ({
  items,
  confirmTerms: true,
  confirmBookingChecked: true,
  idempotencyKey: randomUUID(),
});

/**
 * Counter rows that differ from the sums over orders (the view of migration 0012), and the statistics
 * aggregates kept the same way (order_stats_drift of migration 0016, decision 041).
 */
async function drift() {
  const counters = (await t.app.db.execute(sql`select * from order_counter_drift`)) as unknown as { rows: unknown[] };
  const statistics = (await t.app.db.execute(sql`select * from order_stats_drift`)) as unknown as { rows: unknown[] };
  return [...counters.rows, ...statistics.rows];
}

test('after placements, child orders, a replay, a refusal, confirm, decline, payment, deletion and a moved order the counters equal the sums', async () => {
  const parent = await createBuyer(t.app.db);
  await t.app.db
    .update(users)
    .set({ roles: ['MyOffers_Purchase', 'ChildAccounts_View'] })
    .where(eq(users.id, parent.userId));
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

  const basket = place([
    { offerId: h1.id, quantityCbm: 10 },
    { offerId: h1.id, quantityCbm: 6 },
    { offerId: h2.id, quantityCbm: 7 },
    { offerId: r1.id, quantityCbm: 5 },
  ]);
  const res = await a.post('/api/orders', basket);
  const placed = res.json().orders as Array<{ id: number }>;
  expect(placed).toHaveLength(4);
  expect((await a.post('/api/orders', basket)).json().replayed).toBe(true);
  const forChild = await a.post('/api/orders', place([{ offerId: h1.id, quantityCbm: 5, childAccountId: child!.id }]));
  expect(forChild.statusCode).toBe(201);
  // A refusal changes nothing.
  expect((await a.post('/api/orders', place([{ offerId: small.id, quantityCbm: 20 }]))).json().error.code).toBe(
    'NOT_ENOUGH_VOLUME',
  );
  expect(await drift()).toEqual([]);

  const seller = await loginAs(t.app, 'verkaeufer');
  expect((await seller.post(`/api/orders/${placed[0]!.id}/confirm`, {})).statusCode).toBe(200);
  expect((await seller.post(`/api/orders/${placed[1]!.id}/decline`, {})).statusCode).toBe(200);
  await t.app.db.update(orders).set({ paidAt: t.clock.now }).where(eq(orders.id, placed[2]!.id));
  await t.app.db.update(orders).set({ status: 'DELETED' }).where(eq(orders.id, placed[3]!.id));
  // Moved to another due date and day (an operator's correction), then back into use.
  await t.app.db
    .update(orders)
    .set({ dueDate: '2027-01-31', createdAt: new Date('2026-11-19T23:30:00Z') })
    .where(eq(orders.id, placed[0]!.id));
  await t.app.db.update(orders).set({ status: 'OPEN' }).where(eq(orders.id, placed[3]!.id));
  expect(await drift()).toEqual([]);

  await t.app.db.delete(orders).where(eq(orders.id, forChild.json().orders[0].id));
  expect(await drift()).toEqual([]);
});

test('placement reads the credit counter: credit in use refuses the next order, and a decline frees it', async () => {
  const buyer = await createBuyer(t.app.db);
  // 10 cbm at 98.45 EUR per 100 L plus VAT is about 11,716 EUR: one order fits, two do not.
  await setTerms(t.app.db, buyer.accountId, hanse, { creditLimitMinor: 20_000_00 });
  const a = await loginAs(t.app, buyer.username);
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: hanse });
  const first = await a.post('/api/orders', place([{ offerId: offer.id, quantityCbm: 10 }]));
  expect(first.statusCode).toBe(201);
  const [row] = await t.app.db.select().from(orderCreditUse).where(eq(orderCreditUse.buyerAccountId, buyer.accountId));
  expect(row!.grossMinor).toBe(Math.round(first.json().orders[0].amounts.gross * 100));

  const second = await a.post('/api/orders', place([{ offerId: offer.id, quantityCbm: 10 }]));
  expect(second.json().error.code).toBe('INSUFFICIENT_CREDIT');
  expect(
    (await (await loginAs(t.app, 'verkaeufer')).post(`/api/orders/${first.json().orders[0].id}/decline`, {}))
      .statusCode,
  ).toBe(200);
  expect((await a.post('/api/orders', place([{ offerId: offer.id, quantityCbm: 10 }]))).statusCode).toBe(201);
  expect(await drift()).toEqual([]);

  // The check itself sees a counter that is off.
  await t.app.db
    .update(orderCreditUse)
    .set({ grossMinor: sql`${orderCreditUse.grossMinor} + 1` })
    .where(eq(orderCreditUse.buyerAccountId, buyer.accountId));
  expect(await drift()).toHaveLength(1);
  await t.app.db
    .update(orderCreditUse)
    .set({ grossMinor: sql`${orderCreditUse.grossMinor} - 1` })
    .where(eq(orderCreditUse.buyerAccountId, buyer.accountId));
});
