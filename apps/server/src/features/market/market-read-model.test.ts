import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { MarketOffersResponseSchema } from '@fuel/domain/contracts/market';
import { expandMarketOffers, MarketOffersCompactSchema } from '@fuel/domain/contracts/market-compact';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import { accountIdByName, createBuyer, createOffer, setTerms } from '../../../test/trading-fixtures';
import { accounts, offers, relationships } from '../../db/schema';

// Decision 035: the market is answered from a per-process snapshot kept while the market read
// model's version (moved by triggers in the writing transactions) and the sellers' sales are unchanged.

const SELLER = 'Hanseatische Mineralöl Handels GmbH';

let t: TestApp;
let sellerId: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  sellerId = await accountIdByName(t.app.db, SELLER);
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date(TEST_NOW);
});

async function buyerWithOffers(count: number) {
  const buyer = await createBuyer(t.app.db);
  await setTerms(t.app.db, buyer.accountId, sellerId, {});
  const ids: number[] = [];
  for (let i = 0; i < count; i++)
    ids.push(
      (await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId, pricePer100lE4: 900_000 + i * 10_000 }))
        .id,
    );
  return { buyer, ids, a: await loginAs(t.app, buyer.username) };
}

type Agent = Awaited<ReturnType<typeof loginAs>>;
async function market(a: Agent, query = '') {
  const res = await a.get(`/api/v2/offers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return MarketOffersResponseSchema.parse(res.json());
}
const mine = <T extends { id: number }>(m: { offers: T[] }, ids: number[]) =>
  m.offers.filter((o) => ids.includes(o.id));

test('an offer edited past the API (any writer) is in the next answer: the trigger moved the version', async () => {
  const { a, ids } = await buyerWithOffers(1);
  expect(mine(await market(a), ids)[0]!.pricePer100l).toBe(90);
  await t.app.db.update(offers).set({ pricePer100lE4: 1_000_000 }).where(eq(offers.id, ids[0]!));
  expect(mine(await market(a), ids)[0]!.pricePer100l).toBe(100);
});

test('a relationship disabled, a seller blocked: their offers leave the market at once', async () => {
  const { a, ids, buyer } = await buyerWithOffers(1);
  expect(mine(await market(a), ids)).toHaveLength(1);
  await t.app.db
    .update(relationships)
    .set({ sellerStatus: 'DISABLED' })
    .where(eq(relationships.buyerAccountId, buyer.accountId));
  expect(mine(await market(a), ids)).toHaveLength(0);
  await t.app.db
    .update(relationships)
    .set({ sellerStatus: 'ENABLED' })
    .where(eq(relationships.buyerAccountId, buyer.accountId));
  expect(mine(await market(a), ids)).toHaveLength(1);
  await t.app.db.update(accounts).set({ status: 'BLOCKED' }).where(eq(accounts.id, sellerId));
  try {
    expect(mine(await market(a), ids)).toHaveLength(0);
  } finally {
    await t.app.db.update(accounts).set({ status: 'ACTIVE' }).where(eq(accounts.id, sellerId));
  }
});

test("an order lowers the remaining volume in every buyer's next answer (sales reach the snapshots)", async () => {
  const { a, ids } = await buyerWithOffers(1);
  const other = await buyerWithOffers(0);
  const before = mine(await market(other.a), ids)[0]!.remainingCbm;
  expect(mine(await market(a), ids)[0]!.remainingCbm).toBe(before);
  const { reservation } = (await a.post('/api/basket', { offerId: ids[0], quantityCbm: 10 })).json();
  const placed = await a.post('/api/orders', {
    reservationIds: [reservation.id],
    confirmTerms: true,
    confirmBookingChecked: true,
    idempotencyKey: randomUUID(),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  expect(mine(await market(other.a), ids)[0]!.remainingCbm).toBe(before - 10);
  expect(mine(await market(a), ids)[0]!.remainingCbm).toBe(before - 10);
});

test('a sold volume written past trading is served from the snapshot until a sale of the seller is announced by any process', async () => {
  const { a, ids } = await buyerWithOffers(1);
  const before = mine(await market(a), ids)[0]!.remainingCbm;
  // Orders move only sold_litres, which leaves the version alone (placements must not wait on its row).
  await t.app.db
    .update(offers)
    .set({ soldLitres: sql`${offers.soldLitres} + 5000` })
    .where(eq(offers.id, ids[0]!));
  expect(mine(await market(a), ids)[0]!.remainingCbm).toBe(before);
  // What another process's sale sends (NOTIFY on PostgreSQL; delivered in-process on PGlite).
  // On PostgreSQL the publisher hears its own NOTIFY a moment after publish resolves: wait for it.
  await t.app.events.publish({ type: 'offersSold', sellerAccountIds: [sellerId] });
  await expect.poll(async () => mine(await market(a), ids)[0]!.remainingCbm).toBe(before - 5);
});

test('the hour is applied to the snapshot on every call: an offer closes at its daily end time', async () => {
  const buyer = await createBuyer(t.app.db);
  await setTerms(t.app.db, buyer.accountId, sellerId, {});
  const { id } = await createOffer(t.app.db, t.clock.now, {
    sellerAccountId: sellerId,
    dailyStartTime: '08:00',
    dailyEndTime: '10:00',
  });
  const a = await loginAs(t.app, buyer.username);
  expect(mine(await market(a), [id])).toHaveLength(1);
  t.clock.now = new Date(TEST_NOW.getTime() + 60 * 60_000); // 10:30 in Berlin
  expect(mine(await market(a), [id])).toHaveLength(0);
});

test('ETag: the same market answers 304 without a body; a change answers 200 with a new tag', async () => {
  const { a, ids } = await buyerWithOffers(2);
  const first = await a.get('/api/v2/offers');
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(first.headers['cache-control']).toBe('private, no-cache');
  expect((await a.get('/api/v2/offers')).headers.etag).toBe(etag);
  const revalidate = () =>
    t.app.inject({ method: 'GET', url: '/api/v2/offers', cookies: a.cookies(), headers: { 'if-none-match': etag } });
  const unchanged = await revalidate();
  expect(unchanged.statusCode).toBe(304);
  expect(unchanged.body).toBe('');
  await t.app.db.update(offers).set({ pricePer100lE4: 1_234_500 }).where(eq(offers.id, ids[0]!));
  const changed = await revalidate();
  expect(changed.statusCode).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
});

test("the compact view carries the same rows as the spec's view, each seller, product and terminal once", async () => {
  const { a, ids } = await buyerWithOffers(3);
  const full = await market(a);
  const res = await a.get('/api/v2/offers?view=compact');
  expect(res.statusCode).toBe(200);
  const compact = MarketOffersCompactSchema.parse(res.json());
  expect(expandMarketOffers(compact)).toEqual(full);
  expect(compact.sellers.filter((s) => s.id === sellerId)).toHaveLength(1);
  expect(compact.offers.filter((o) => ids.includes(o.id)).every((o) => o.sellerId === sellerId)).toBe(true);
  expect(res.body.length).toBeLessThan(JSON.stringify(full).length);
});

test('paging: limit and offset cut the market in its order, total counts all rows', async () => {
  const { a } = await buyerWithOffers(3);
  const full = await market(a);
  expect(full.total).toBe(full.offers.length);
  const page = await market(a, '?limit=2&offset=1');
  expect(page.total).toBe(full.total);
  expect(page.offers.map((o) => o.id)).toEqual(full.offers.slice(1, 3).map((o) => o.id));
  const compactPage = MarketOffersCompactSchema.parse((await a.get('/api/v2/offers?view=compact&limit=1')).json());
  expect(compactPage.offers.map((o) => o.id)).toEqual([full.offers[0]!.id]);
  expect(compactPage.sellers).toHaveLength(1);
});

test('bad paging or view: German 400', async () => {
  const { a } = await buyerWithOffers(0);
  for (const query of ['limit=0', 'limit=1001', 'limit=abc', 'offset=-1', 'view=everything']) {
    const res = await a.get(`/api/v2/offers?${query}`);
    expect(res.statusCode, query).toBe(400);
    expect(res.json().error.code, query).toBe('VALIDATION_FAILED');
  }
  expect((await a.get('/api/v2/offers?limit=abc')).json().error.fields.limit).toBe('Seitengröße muss eine Zahl sein.');
});
