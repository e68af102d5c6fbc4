import { afterAll, beforeAll, expect, test } from 'vitest';
import { asc, eq, and } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { accounts, relationships } from '../../db/schema';

let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  [on, off] = await Promise.all([createTestApp({ FEATURE_FLAGS: '+SINGLE_SELLER_MODE' }), createTestApp()]);
});
afterAll(() => Promise.all([on?.close(), off?.close()]));

const sellerRows = (t: TestApp) =>
  t.app.db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.type, 'seller'), eq(accounts.status, 'ACTIVE'), eq(accounts.platform, 'A')))
    .orderBy(asc(accounts.id));

test('single-seller mode: buyers cannot list or ask sellers (409, German), and nothing is written', async () => {
  const kaeufer = await loginAs(on.app, 'kaeufer');
  const available = await kaeufer.get('/api/relationships/seller/available');
  expect(available.statusCode).toBe(409);
  expect(available.json().error.code).toBe('SINGLE_SELLER_MODE');
  expect(available.json().error.message).toMatch(/^Im Ein-Verkäufer-Modus/);

  const before = await on.app.db.select().from(relationships);
  const [, second] = await sellerRows(on);
  const asked = await kaeufer.post('/api/relationships', { sellerAccountId: second!.id });
  expect(asked.statusCode).toBe(409);
  expect(asked.json().error.code).toBe('SINGLE_SELLER_MODE');
  expect(await on.app.db.select().from(relationships)).toEqual(before);
});

test('single-seller mode: the metadata sellers list holds the platform seller (the first active seller by id)', async () => {
  const [first] = await sellerRows(on);
  // aviat-nord is connected with two sellers, bauer with none of the first.
  for (const user of ['kaeufer', 'bauer', 'aviat-nord']) {
    const res = await (await loginAs(on.app, user)).get('/api/generic/metadata');
    expect(res.statusCode).toBe(200);
    expect(res.json().sellers).toEqual([{ id: first!.id, name: first!.name }]);
  }
  const seller = await (await loginAs(on.app, 'verkaeufer')).get('/api/generic/metadata');
  expect(seller.json().sellers).toEqual([]);
});

test('without the flag the buyer lists available sellers and the metadata holds its enabled sellers', async () => {
  const kaeufer = await loginAs(off.app, 'kaeufer');
  expect((await kaeufer.get('/api/relationships/seller/available')).statusCode).toBe(200);
  const nord = await loginAs(off.app, 'aviat-nord');
  expect((await nord.get('/api/generic/metadata')).json().sellers).toHaveLength(2);
});
