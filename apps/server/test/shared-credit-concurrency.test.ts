import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from './test-app';
import { loginAs } from './demo-login';
import { TEST_NOW } from './test-clock';
import { orders } from '../src/db/schema';
import { accountIdByName, createCompany, createOffer, setTerms } from './trading-fixtures';

// Shared credit limits (decision 051): children of one group ordering at once from one seller can never
// together exceed the parent's limit. On PostgreSQL the placements really race (the test app's pool has
// 20 connections); on PGlite (one connection) they run one after another and the sum must hold all the same.

let t: TestApp;
let sellerId: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  t.clock.now = new Date(TEST_NOW);
  sellerId = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
});
afterAll(() => t?.close());

test('60 concurrent orders by a parent and four children never exceed the pooled limit', async () => {
  const db = t.app.db;
  const POOL_MINOR = 60_000_00;
  const parent = await createCompany(db, 'buyer', { features: { sharedCreditLimits: true } });
  await setTerms(db, parent.accountId, sellerId, { creditLimitMinor: POOL_MINOR });
  const members = [parent];
  for (let i = 0; i < 4; i++) {
    const child = await createCompany(db, 'buyer', { parentAccountId: parent.accountId });
    // Each child's own limit alone would allow every one of its orders.
    await setTerms(db, child.accountId, sellerId, { creditLimitMinor: 1_000_000_00 });
    members.push(child);
  }
  const agents = await Promise.all(members.map((m) => loginAs(t.app, m.username)));
  const offer = await createOffer(db, t.clock.now, {
    sellerAccountId: sellerId,
    totalLitres: 2_000_000,
    minOrderLitres: 1_000,
    maxOrderLitres: 10_000,
  });

  // Demand: 60 x 2..10 cbm (about 360 cbm, some 420,000 gross) against a 60,000.00 pool.
  const responses = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      agents[i % agents.length]!.post('/api/orders', {
        items: [{ offerId: offer.id, quantityCbm: 2 + ((i * 7) % 9) }],
        confirmTerms: true,
        confirmBookingChecked: true,
        idempotencyKey: randomUUID(),
      }),
    ),
  );

  for (const res of responses) {
    if (res.statusCode === 201) continue;
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code, res.body).toBe('INSUFFICIENT_CREDIT');
  }
  const placed = responses.filter((r) => r.statusCode === 201).length;
  expect(placed).toBeGreaterThan(0);
  expect(placed).toBeLessThan(responses.length);

  const rows = await db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.buyerAccountId,
        members.map((m) => m.accountId),
      ),
    );
  expect(rows).toHaveLength(placed);
  const gross = rows.reduce((s, o) => s + o.grossMinor, 0);
  expect(gross).toBeLessThanOrEqual(POOL_MINOR);
  // More than one account got orders in: the pool is shared, not the first comer's.
  expect(new Set(rows.map((o) => o.buyerAccountId)).size).toBeGreaterThan(1);
  expect((await db.select().from(orders).where(eq(orders.offerId, offer.id))).length).toBe(placed);
}, 60_000);
