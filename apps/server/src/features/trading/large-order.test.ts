import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import { offers, orders } from '../../db/schema';
import { accountIdByName, createBuyer, createOffer, productIdByCode, setTerms } from '../../../test/trading-fixtures';

// Decision 056, issue 25 part 4: a spot order more than three times the buyer's usual quantity of the
// product (the median of its orders of the last 90 days) asks for an extra confirmation.

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let sellerId: number;
let heizoel: number;
let diesel: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  sellerId = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  heizoel = await productIdByCode(t.app.db, 'HEL-SCHWEFELARM');
  diesel = await productIdByCode(t.app.db, 'DIESEL-B7');
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date(TEST_NOW);
});

const confirmed = { confirmTerms: true, confirmBookingChecked: true };
const wide = {
  startDate: '2026-01-01',
  endDate: '2027-12-31',
  totalLitres: 5_000_000,
  minOrderLitres: 1_000,
  maxOrderLitres: 500_000,
};

async function setUp() {
  const buyer = await createBuyer(t.app.db);
  await setTerms(t.app.db, buyer.accountId, sellerId, {
    creditLimitMinor: 100_000_000_00,
    products: [{ productId: heizoel }, { productId: diesel }],
  });
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId, productId: heizoel, ...wide });
  const dieselOffer = await createOffer(t.app.db, t.clock.now, {
    sellerAccountId: sellerId,
    productId: diesel,
    ...wide,
  });
  return { buyer, offer, dieselOffer };
}

/** Orders as the buyer at the app clock's time (a new login each time: sessions live 12 hours on the clock). */
async function place(
  username: string,
  items: Array<{ offerId: number; quantityCbm: number }>,
  extra: Record<string, unknown> = {},
) {
  const a = await loginAs(t.app, username);
  return a.post('/api/orders', { items, ...confirmed, idempotencyKey: randomUUID(), ...extra });
}

async function history(username: string, offerId: number, entries: Array<[daysAgo: number, cbm: number]>) {
  for (const [daysAgo, cbm] of entries) {
    t.clock.now = new Date(TEST_NOW.getTime() - daysAgo * DAY);
    const res = await place(username, [{ offerId, quantityCbm: cbm }]);
    expect(res.statusCode, `${daysAgo} days ago: ${res.body}`).toBe(201);
  }
  t.clock.now = new Date(TEST_NOW);
}

test('above three times the 90-day median: 409 with the German question, nothing ordered; with the flag it is placed', async () => {
  const { buyer, offer } = await setUp();
  // No history yet: the first order asks nothing, however large.
  await history(buyer.username, offer.id, [
    [60, 10],
    [30, 12],
    [20, 8],
  ]);
  const sold = (await t.app.db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.soldLitres;
  const count = async () =>
    (await t.app.db.select().from(orders).where(eq(orders.buyerAccountId, buyer.accountId))).length;

  const refused = await place(buyer.username, [{ offerId: offer.id, quantityCbm: 30.001 }]);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error).toEqual({
    code: 'LARGE_ORDER_CONFIRMATION_REQUIRED',
    message:
      'Diese Menge ist mehr als das Dreifache Ihrer üblichen Menge: Heizöl EL schwefelarm 30,001 cbm, üblich sind 10 cbm ' +
      '(Median Ihrer Bestellungen der letzten 90 Tage). Bitte bestätigen Sie ausdrücklich, dass Sie diese Menge bestellen möchten.',
  });
  expect(await count()).toBe(3);
  expect((await t.app.db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.soldLitres).toBe(sold);

  // Exactly three times asks nothing.
  expect((await place(buyer.username, [{ offerId: offer.id, quantityCbm: 30 }])).statusCode).toBe(201);
  // History 8, 10, 12, 30: median 11, so 34 cbm asks; confirmed, it is placed.
  expect((await place(buyer.username, [{ offerId: offer.id, quantityCbm: 34 }])).json().error.code).toBe(
    'LARGE_ORDER_CONFIRMATION_REQUIRED',
  );
  const placed = await place(buyer.username, [{ offerId: offer.id, quantityCbm: 34 }], { confirmLargeOrder: true });
  expect(placed.statusCode, placed.body).toBe(201);
  expect(placed.json().orders[0].quantityCbm).toBe(34);
});

test('per product and per submit: another product has its own history; lines of one product count together', async () => {
  const { buyer, offer, dieselOffer } = await setUp();
  await history(buyer.username, offer.id, [[10, 10]]);
  // Diesel has no history: 200 cbm asks nothing.
  expect((await place(buyer.username, [{ offerId: dieselOffer.id, quantityCbm: 200 }])).statusCode).toBe(201);
  // Two lines of heating oil in one submit, 20 cbm each: 40 cbm against a median of 10.
  const twoLines = [
    { offerId: offer.id, quantityCbm: 20 },
    { offerId: offer.id, quantityCbm: 20 },
  ];
  const refused = await place(buyer.username, twoLines);
  expect(refused.json().error.code).toBe('LARGE_ORDER_CONFIRMATION_REQUIRED');
  expect(refused.statusCode).toBe(409);
  const placed = await place(buyer.username, twoLines, { confirmLargeOrder: true });
  expect(placed.statusCode, placed.body).toBe(201);
  expect(placed.json().orders).toHaveLength(2);
});

test('orders older than 90 days and declined orders are not the usual quantity', async () => {
  const { buyer, offer } = await setUp();
  await history(buyer.username, offer.id, [
    [120, 5],
    [100, 5],
    [5, 50],
  ]);
  const [declined] = await t.app.db
    .select()
    .from(orders)
    .where(eq(orders.buyerAccountId, buyer.accountId))
    .orderBy(orders.id)
    .limit(1);
  // Only the 50 cbm of five days ago counts: 120 cbm asks nothing.
  t.clock.now = new Date(TEST_NOW.getTime() - 60 * 60_000);
  expect((await place(buyer.username, [{ offerId: offer.id, quantityCbm: 120 }])).statusCode).toBe(201);
  await t.app.db
    .update(orders)
    .set({ status: 'DECLINED', createdAt: new Date(TEST_NOW.getTime() - DAY) })
    .where(eq(orders.id, declined!.id));
  t.clock.now = new Date(TEST_NOW);
  // Median of 50 and 120 is 85: 256 cbm asks; the declined 5 cbm of yesterday would have made it 50.
  expect((await place(buyer.username, [{ offerId: offer.id, quantityCbm: 256 }])).json().error.code).toBe(
    'LARGE_ORDER_CONFIRMATION_REQUIRED',
  );
  const last = await place(buyer.username, [{ offerId: offer.id, quantityCbm: 255 }]);
  expect(last.statusCode, last.body).toBe(201);
});
