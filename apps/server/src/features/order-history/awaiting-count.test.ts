import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AwaitingConfirmationCountSchema } from '@fuel/domain/contracts/awaiting-count';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { orders, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function awaitingInDb(sellerAccountId: number): Promise<number> {
  const [row] = await t.app.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(eq(orders.sellerAccountId, sellerAccountId), inArray(orders.status, ['OPEN', 'IN_REVIEW'])));
  return row!.n;
}

test('a seller counts its OPEN and IN_REVIEW orders; a confirmation takes one off', async () => {
  const seller = await loginAs(t.app, 'verkaeufer');
  const [me] = await t.app.db
    .select({ accountId: users.accountId })
    .from(users)
    .where(eq(users.username, 'verkaeufer'));
  const expected = await awaitingInDb(me!.accountId);
  expect(expected).toBeGreaterThan(0);
  const res = await seller.get('/api/orderHistory/awaiting-count');
  expect(res.statusCode, res.body).toBe(200);
  expect(AwaitingConfirmationCountSchema.parse(res.json())).toEqual({ count: expected });

  const [open] = await t.app.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.sellerAccountId, me!.accountId), eq(orders.status, 'OPEN')))
    .limit(1);
  expect((await seller.post(`/api/orders/${open!.id}/confirm`, {})).statusCode).toBe(200);
  expect((await seller.get('/api/orderHistory/awaiting-count')).json()).toEqual({ count: expected - 1 });
});

test('only sellers ask: a buyer gets 403, nobody logged in 401', async () => {
  expect((await (await loginAs(t.app, 'kaeufer')).get('/api/orderHistory/awaiting-count')).statusCode).toBe(403);
  expect((await agent(t.app).get('/api/orderHistory/awaiting-count')).statusCode).toBe(401);
});
