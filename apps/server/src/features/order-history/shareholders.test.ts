import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { OrderHistoryResponseSchema } from '@fuel/domain/contracts/order-history';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { accounts, orders } from '../../db/schema';

let t: TestApp;
let ids: Record<'aviat' | 'aviatNord' | 'aviatSued' | 'schmidt', number>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.app.db.select({ id: accounts.id, name: accounts.name }).from(accounts);
  const id = (prefix: string) => rows.find((r) => r.name.startsWith(prefix))!.id;
  ids = {
    aviat: id('Aviat Energie'),
    aviatNord: id('Aviat Tankstellen Nord'),
    aviatSued: id('Aviat Tankstellen Süd'),
    schmidt: id('Heizöl Schmidt'),
  };
});
afterAll(() => t.close());

const countOf = async (accountId: number) =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(eq(orders.buyerAccountId, accountId))
  )[0]!.n;

test('a parent with ChildAccounts_Offers_View gets the shareholders (itself and its children) and filters by them', async () => {
  const aviat = await loginAs(t.app, 'aviat');
  const res = await aviat.get('/api/orderHistory');
  expect(res.statusCode).toBe(200);
  const shareholders = OrderHistoryResponseSchema.parse(res.json()).filterOptions.shareholders!;
  expect(shareholders.map((s) => s.value).sort()).toEqual([ids.aviat, ids.aviatNord, ids.aviatSued].sort());
  expect(shareholders.every((s) => s.label.startsWith('Aviat'))).toBe(true);

  const both = await aviat.get(`/api/orderHistory?shareholderList=${ids.aviatNord},${ids.aviatSued}`);
  // Guard: the children must have orders, or the comparisons below pass on an empty list.
  expect(both.json().orders.length).toBeGreaterThan(0);
  expect(both.json().metadata.total).toBe((await countOf(ids.aviatNord)) + (await countOf(ids.aviatSued)));
  expect(new Set(both.json().orders.map((o: { buyer: { id: number } }) => o.buyer.id))).not.toContain(ids.aviat);
});

test('a shareholder outside the group is refused (400, German), on the list and the export', async () => {
  const aviat = await loginAs(t.app, 'aviat');
  for (const url of ['/api/orderHistory', '/api/orderHistory/export']) {
    const res = await aviat.get(`${url}?shareholderList=${ids.aviatNord},${ids.schmidt}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.shareholderList).toContain('Gesellschafter');
  }
});

test('users without the role (a child, a plain buyer, a seller) get no shareholder options', async () => {
  for (const user of ['aviat-nord', 'kaeufer', 'verkaeufer']) {
    const res = await (await loginAs(t.app, user)).get('/api/orderHistory');
    expect(res.json().filterOptions.shareholders).toBeUndefined();
  }
});
