import { afterAll, beforeAll, expect, test } from 'vitest';
import { TargetOrderListSchema } from '@fuel/domain/contracts/target-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { targetOrderFixtures } from './target-orders.fixtures';

// Issue 29 with issue 27: an ERP reaches target orders with an API key and the scopes targets:read and
// targets:write (buyers); a seller's key reads the demand with offers:read.

let t: TestApp;
const { market, input, load } = targetOrderFixtures(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await load();
});
afterAll(async () => {
  await t.close();
});

const keyOf = async (agent: Awaited<ReturnType<typeof loginAs>>, scopes: string[]): Promise<string> => {
  const res = await agent.post('/api/api-keys', { name: `ERP ${scopes.join(' ')}`, scopes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().secret as string;
};
const call = (secret: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${secret}` }, ...(body ? { payload: body } : {}) });

test('a buyer key with targets:write creates and pauses, targets:read lists; other scopes are refused', async () => {
  const { buyer, seller } = await market({ priceE4: 984_500 });
  const writer = await keyOf(buyer, ['targets:read', 'targets:write']);
  const reader = await keyOf(buyer, ['orders:read']);

  const created = await call(writer, 'POST', '/api/target-orders', input({ targetPrice: 90 }));
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  expect((await call(writer, 'POST', `/api/target-orders/${id}/pause`)).json()).toMatchObject({ state: 'PAUSED' });
  const listed = TargetOrderListSchema.parse((await call(writer, 'GET', '/api/target-orders')).json()).items;
  expect(listed.map((x) => x.id)).toEqual([id]);

  const refused = await call(reader, 'POST', '/api/target-orders', input({ targetPrice: 90 }));
  expect(refused.statusCode).toBe(403);
  expect(refused.json().error.message).toMatch(/[äöüß]|Berechtigung/);
  expect((await call(reader, 'GET', '/api/target-orders')).statusCode).toBe(403);
  expect(TargetOrderListSchema.parse((await buyer.get('/api/target-orders')).json()).items).toHaveLength(1);

  // A seller's key reads the anonymised demand with offers:read.
  const sellerAgent = await loginAs(t.app, seller.username);
  const demand = await call(await keyOf(sellerAgent, ['offers:read']), 'GET', '/api/target-orders/demand');
  expect(demand.statusCode, demand.body).toBe(200);
});
