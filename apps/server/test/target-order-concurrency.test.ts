import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from './test-app';
import { loginAs } from './demo-login';
import { TEST_NOW } from './test-clock';
import { orders, targetOrderFills, targetOrders } from '../src/db/schema';
import {
  createBuyer,
  createCompany,
  createOffer,
  productIdByCode,
  setTerms,
  terminalIdByCode,
} from './trading-fixtures';
import { matchTargetOrders } from '../src/features/target-orders/target-orders.matcher';

// Issue 29 part 5: 120 matcher runs at once over eight target orders of one buyer whose credit covers
// three of them (and, in the second test, whose daily limit covers two). On PostgreSQL the runs really race (the test app's pool has 20 connections); on PGlite
// (one connection) they run one after another and the outcome must be the same: no target filled
// twice, no order without its fill, never more than the credit, the rest paused with the reason.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(TEST_NOW);
});
afterAll(() => t?.close());

/** Eight targets of 10 cbm of one new buyer, below the market when created, then raised all at once. */
async function eightTargetsRaised(terms: Parameters<typeof setTerms>[3]) {
  const db = t.app.db;
  const seller = await createCompany(db, 'seller');
  await createOffer(db, t.clock.now, {
    sellerAccountId: seller.accountId,
    totalLitres: 1_000_000,
    minOrderLitres: 1_000,
    maxOrderLitres: 10_000,
  });
  const company = await createBuyer(db);
  await setTerms(db, company.accountId, seller.accountId, terms);
  const buyer = await loginAs(t.app, company.username);
  const heizoel = await productIdByCode(db, 'HEL-SCHWEFELARM');
  const bremen = await terminalIdByCode(db, 'HB-IND');
  const ids: number[] = [];
  for (let i = 0; i < 8; i++) {
    const res = await buyer.post('/api/target-orders', {
      productId: heizoel,
      terminalIds: [bremen],
      quantityCbm: 10,
      // Below the market: nothing fills on creation; raised below, all at once.
      targetPrice: 50,
      validUntil: new Date(TEST_NOW.getTime() + 86_400_000).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().id);
  }
  await t.app.targetOrderMatching.idle();
  await db.update(targetOrders).set({ targetPriceE4: 1_200_000 }).where(inArray(targetOrders.id, ids));
  await Promise.all(Array.from({ length: 120 }, () => matchTargetOrders(t.app.targetOrderMatching.deps)));
  const placed = await db.select().from(orders).where(eq(orders.buyerAccountId, company.accountId));
  const fills = await db.select().from(targetOrderFills).where(inArray(targetOrderFills.targetOrderId, ids));
  const targets = await db.select().from(targetOrders).where(inArray(targetOrders.id, ids));
  // Never a target filled twice, never an order without its fill, never more litres than a target wants.
  expect(fills.map((f) => f.orderId).sort()).toEqual(placed.map((o) => o.id).sort());
  expect(new Set(fills.map((f) => f.targetOrderId)).size).toBe(fills.length);
  for (const x of targets) expect(x.filledLitres).toBeLessThanOrEqual(x.litres);
  return { placed, targets };
}

test('120 concurrent matcher runs: each target filled at most once, within the credit', async () => {
  // 98.45 per 100 L: 10 cbm is 9,845 net and about 11,700 with VAT; three fit, the fourth does not.
  const limitMinor = 36_000_00;
  const { placed, targets } = await eightTargetsRaised({ creditLimitMinor: limitMinor });
  expect(placed).toHaveLength(3);
  expect(placed.reduce((sum, o) => sum + o.grossMinor, 0)).toBeLessThanOrEqual(limitMinor);
  expect(targets.filter((x) => x.status === 'FILLED')).toHaveLength(3);
  const paused = targets.filter((x) => x.status === 'PAUSED');
  expect(paused).toHaveLength(5);
  for (const p of paused) expect(p.refusal).toMatch(/Kredit/);
});

test('120 concurrent matcher runs: never over the daily limit of the product', async () => {
  const heizoel = await productIdByCode(t.app.db, 'HEL-SCHWEFELARM');
  // 25 cbm a day: two orders of 10 cbm fit, a third does not.
  const { placed, targets } = await eightTargetsRaised({
    creditLimitMinor: 500_000_00,
    products: [{ productId: heizoel, dailyLimitLitres: 25_000 }],
  });
  expect(placed).toHaveLength(2);
  expect(placed.reduce((sum, o) => sum + o.litres, 0)).toBeLessThanOrEqual(25_000);
  const paused = targets.filter((x) => x.status === 'PAUSED');
  expect(paused).toHaveLength(6);
  for (const p of paused) expect(p.refusal).toMatch(/tägliches Einkaufslimit/);
});
