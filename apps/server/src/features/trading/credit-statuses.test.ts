// Issue 26 part 4 (decision 063): the credit-using statuses are written once, in the domain
// (trading/credit CREDIT_USING_STATUSES); the orders trigger of migration 0012 keeps its own SQL list.
// This exercises the trigger with an order in every status of the database's enum and asserts that
// exactly the domain's statuses count against credit, on PGlite and on PostgreSQL alike.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CREDIT_USING_STATUSES } from '@fuel/domain/trading/credit';
import { ORDER_STATUSES, type OrderStatus } from '@fuel/domain/trading/order-status';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { orderCreditUse, orders } from '../../db/schema';
import { accountIdByName, createBuyer, createOffer, setTerms } from '../../../test/trading-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

test("the database's order statuses are the domain's", async () => {
  const res = (await t.app.db.execute(
    sql`select unnest(enum_range(null::order_status))::text as status`,
  )) as unknown as { rows: Array<{ status: string }> };
  expect(res.rows.map((r) => r.status)).toEqual([...ORDER_STATUSES]);
});

test('the orders trigger counts exactly the domain credit-using statuses against credit', async () => {
  const seller = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  const buyer = await createBuyer(t.app.db);
  await setTerms(t.app.db, buyer.accountId, seller, { creditLimitMinor: 1_000_000_00 });
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: seller });
  const session = await loginAs(t.app, buyer.username);
  const res = await session.post('/api/orders', {
    items: [{ offerId: offer.id, quantityCbm: 5 }],
    confirmTerms: true,
    confirmBookingChecked: true,
    idempotencyKey: randomUUID(),
  });
  expect(res.statusCode).toBe(201);
  const orderId = (res.json().orders as Array<{ id: number }>)[0]!.id;

  const counted = async (status: OrderStatus): Promise<boolean> => {
    await t.app.db.update(orders).set({ status }).where(eq(orders.id, orderId));
    const [row] = await t.app.db
      .select({ used: sql<string>`coalesce(sum(${orderCreditUse.grossMinor}), 0)` })
      .from(orderCreditUse)
      .where(and(eq(orderCreditUse.buyerAccountId, buyer.accountId), eq(orderCreditUse.sellerAccountId, seller)));
    return Number(row?.used ?? 0) > 0;
  };
  const countedStatuses: OrderStatus[] = [];
  for (const status of ORDER_STATUSES) if (await counted(status)) countedStatuses.push(status);
  expect(countedStatuses).toEqual([...CREDIT_USING_STATUSES]);
});
