import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import { accounts, auditLog, users } from '../../db/schema';
import { accountIdByName, createBuyer, createOffer, setTerms } from '../../../test/trading-fixtures';

const SELLER = 'Hanseatische Mineralöl Handels GmbH';
const OTHER_SELLER = 'Rhein-Ruhr';

let on: TestApp;
let off: TestApp;
let sellerId: number;
beforeAll(async () => {
  [on, off] = await Promise.all([
    createTestApp({
      FEATURE_FLAGS: '+SINGLE_SELLER_MODE,+SELLER_ABLE_TO_SET_PURCHASE_RIGHTS',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    }),
    createTestApp(),
  ]);
  sellerId = await accountIdByName(on.app.db, SELLER);
});
afterAll(() => Promise.all([on?.close(), off?.close()]));
beforeEach(() => {
  on.clock.now = new Date(TEST_NOW);
});

const rightOf = async (t: TestApp, userId: number) =>
  (await t.app.db.select({ roles: users.roles }).from(users).where(eq(users.id, userId)))[0]!.roles.includes(
    'MyOffers_Purchase',
  );

async function connectedBuyer(t: TestApp) {
  const buyer = await createBuyer(t.app.db);
  const relationshipId = await setTerms(t.app.db, buyer.accountId, sellerId, {});
  return { buyer, relationshipId };
}

test('the seller lists the buyer users and revokes and grants the purchase right; ordering follows it; audited', async () => {
  const { buyer, relationshipId } = await connectedBuyer(on);
  const seller = await loginAs(on.app, 'verkaeufer');
  const list = await seller.get(`/api/buyer-management/${relationshipId}/users`);
  expect(list.statusCode, list.body).toBe(200);
  expect(list.json()).toEqual({
    onlineTradingEnabled: true,
    users: [
      {
        id: buyer.userId,
        firstName: 'Test',
        lastName: 'Käufer',
        email: `${buyer.username}@example.de`,
        purchaseRight: true,
      },
    ],
  });

  const url = `/api/buyer-management/${relationshipId}/users/${buyer.userId}/purchase-right`;
  const revoked = await seller.put(url, { granted: false });
  expect(revoked.statusCode, revoked.body).toBe(200);
  expect(revoked.json().users[0].purchaseRight).toBe(false);
  expect(await rightOf(on, buyer.userId)).toBe(false);

  const offer = await createOffer(on.app.db, on.clock.now, { sellerAccountId: sellerId });
  const buyerAgent = await loginAs(on.app, buyer.username);
  const refused = await buyerAgent.post('/api/basket', { offerId: offer.id, quantityCbm: 10 });
  expect(refused.json().error.code).toBe('ORDER_NOT_POSSIBLE');

  expect((await seller.put(url, { granted: true })).statusCode).toBe(200);
  expect(await rightOf(on, buyer.userId)).toBe(true);
  const basket = await buyerAgent.post('/api/basket', { offerId: offer.id, quantityCbm: 10 });
  expect(basket.statusCode, basket.body).toBe(201);
  const order = await buyerAgent.post('/api/orders', {
    reservationIds: [basket.json().reservation.id],
    confirmTerms: true,
    confirmBookingChecked: true,
    idempotencyKey: randomUUID(),
  });
  expect(order.statusCode, order.body).toBe(201);

  const audits = await on.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(buyer.userId))));
  expect(audits.map((a) => a.action).sort()).toEqual([
    'purchase-right.granted-by-seller',
    'purchase-right.revoked-by-seller',
  ]);
});

test('granting needs the buyer account enabled for online trading (422); revoking does not', async () => {
  const { buyer, relationshipId } = await connectedBuyer(on);
  await on.app.db.update(accounts).set({ onlineTradingEnabled: false }).where(eq(accounts.id, buyer.accountId));
  const seller = await loginAs(on.app, 'verkaeufer');
  const url = `/api/buyer-management/${relationshipId}/users/${buyer.userId}/purchase-right`;
  expect((await seller.put(url, { granted: false })).statusCode).toBe(200);
  const refused = await seller.put(url, { granted: true });
  expect(refused.statusCode).toBe(422);
  expect(refused.json().error.code).toBe('PURCHASE_RIGHTS_NOT_ENABLED');
  expect(await rightOf(on, buyer.userId)).toBe(false);
});

test('another seller’s relationship or another account’s user answers 404; bad input 400; buyers 403', async () => {
  const { buyer, relationshipId } = await connectedBuyer(on);
  const other = await connectedBuyer(on);
  const otherSellerId = (await on.app.db.select().from(accounts)).find((a) => a.name.startsWith(OTHER_SELLER))!.id;
  const foreignRel = await setTerms(on.app.db, buyer.accountId, otherSellerId, {});
  const seller = await loginAs(on.app, 'verkaeufer');

  expect((await seller.get(`/api/buyer-management/${foreignRel}/users`)).statusCode).toBe(404);
  const foreign = await seller.put(`/api/buyer-management/${foreignRel}/users/${buyer.userId}/purchase-right`, {
    granted: false,
  });
  expect(foreign.statusCode).toBe(404);
  const wrongUser = await seller.put(
    `/api/buyer-management/${relationshipId}/users/${other.buyer.userId}/purchase-right`,
    { granted: false },
  );
  expect(wrongUser.statusCode).toBe(404);
  expect(await rightOf(on, buyer.userId)).toBe(true);
  expect(await rightOf(on, other.buyer.userId)).toBe(true);

  const bad = await seller.put(`/api/buyer-management/${relationshipId}/users/${buyer.userId}/purchase-right`, {
    granted: 'ja',
  });
  expect(bad.statusCode).toBe(400);
  const asBuyer = await loginAs(on.app, buyer.username);
  expect((await asBuyer.get(`/api/buyer-management/${relationshipId}/users`)).statusCode).toBe(403);
});

test('without SELLER_ABLE_TO_SET_PURCHASE_RIGHTS the seller is refused (409) and nothing changes', async () => {
  const buyer = await createBuyer(off.app.db);
  const relationshipId = await setTerms(off.app.db, buyer.accountId, await accountIdByName(off.app.db, SELLER), {});
  const seller = await loginAs(off.app, 'verkaeufer');
  const list = await seller.get(`/api/buyer-management/${relationshipId}/users`);
  expect(list.statusCode).toBe(409);
  expect(list.json().error.code).toBe('PURCHASE_RIGHTS_BY_SELLER_DISABLED');
  const put = await seller.put(`/api/buyer-management/${relationshipId}/users/${buyer.userId}/purchase-right`, {
    granted: false,
  });
  expect(put.statusCode).toBe(409);
  expect(await rightOf(off, buyer.userId)).toBe(true);
});
