import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './test-app';
import { loginAs } from './demo-login';
import { TEST_NOW } from './test-clock';
import { offers, orders } from '../src/db/schema';
import { accountIdByName, createBuyer, createOffer, setTerms } from './trading-fixtures';

// Real concurrency needs many connections: PostgreSQL only (the test app's pool has 20). PGlite has
// one connection, so every placement there runs one after another anyway.
const onPostgres = Boolean(process.env.DATABASE_URL);

type Buyer = {
  accountId: number;
  username: string;
  creditLimitMinor: number;
  dailyLimitLitres: number | null;
  agent: Awaited<ReturnType<typeof loginAs>>;
};

describe.skipIf(!onPostgres)('order placement under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let sellerId: number;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
    t.clock.now = new Date(TEST_NOW);
    sellerId = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  });
  afterAll(() => t?.close());

  async function makeBuyers(productId: number, count: number): Promise<Buyer[]> {
    const buyers: Buyer[] = [];
    for (let i = 0; i < count; i++) {
      const b = await createBuyer(t.app.db);
      // A mix: tight credit, a daily limit, and generous terms, so all three guards are raced.
      const creditLimitMinor = i % 3 === 0 ? 30_000_00 : 1_000_000_00;
      const dailyLimitLitres = i % 3 === 1 ? 25_000 : null;
      await setTerms(t.app.db, b.accountId, sellerId, {
        creditLimitMinor,
        products: [{ productId, dailyLimitLitres }],
      });
      buyers.push({ ...b, creditLimitMinor, dailyLimitLitres, agent: await loginAs(t.app, b.username) });
    }
    return buyers;
  }

  test('120 concurrent attempts by 6 buyers at one offer: never oversold, no credit or daily limit exceeded', async () => {
    const offer = await createOffer(t.app.db, t.clock.now, {
      sellerAccountId: sellerId,
      totalLitres: 300_000,
      minOrderLitres: 1_000,
      maxOrderLitres: 10_000,
    });
    const buyers = await makeBuyers(offer.productId, 6);

    // Demand: 120 x 2..10 cbm (about 720 cbm) against 300 cbm on offer.
    const attempts = Array.from({ length: 120 }, (_, i) => ({
      buyer: buyers[i % buyers.length]!,
      cbm: 2 + ((i * 7) % 9),
    }));
    const responses = await Promise.all(
      attempts.map(({ buyer, cbm }) =>
        buyer.agent.post('/api/orders', {
          items: [{ offerId: offer.id, quantityCbm: cbm }],
          confirmTerms: true,
          confirmBookingChecked: true,
          idempotencyKey: randomUUID(),
        }),
      ),
    );

    const expectedRefusals = ['NOT_ENOUGH_VOLUME', 'INSUFFICIENT_CREDIT', 'DAILY_LIMIT_REACHED'];
    const codes = new Map<string, number>();
    for (const res of responses) {
      if (res.statusCode === 201) continue;
      expect(res.statusCode, res.body).toBe(409);
      const code = res.json().error.code as string;
      expect(expectedRefusals, res.body).toContain(code);
      codes.set(code, (codes.get(code) ?? 0) + 1);
    }
    const placed = responses.filter((r) => r.statusCode === 201).length;
    expect(placed).toBeGreaterThan(0);
    // Each guard was actually raced (tight limits are reached long before the volume runs out).
    for (const code of expectedRefusals) expect(codes.get(code) ?? 0, code).toBeGreaterThan(0);

    const rows = await t.app.db.select().from(orders).where(eq(orders.offerId, offer.id));
    expect(rows).toHaveLength(placed);
    const orderedLitres = rows.reduce((s, o) => s + o.litres, 0);
    const [after] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(orderedLitres).toBeLessThanOrEqual(offer.totalLitres);
    expect(after!.soldLitres).toBe(orderedLitres);
    const remaining = after!.totalLitres - after!.soldLitres;
    expect(orderedLitres + remaining).toBe(offer.totalLitres);
    // Demand far exceeds supply: most of the offer is sold.
    expect(remaining).toBeLessThan(offer.totalLitres / 10);

    for (const b of buyers) {
      const mine = rows.filter((o) => o.buyerAccountId === b.accountId);
      const gross = mine.reduce((s, o) => s + o.grossMinor, 0);
      const litres = mine.reduce((s, o) => s + o.litres, 0);
      expect(gross, b.username).toBeLessThanOrEqual(b.creditLimitMinor);
      if (b.dailyLimitLitres !== null) expect(litres, b.username).toBeLessThanOrEqual(b.dailyLimitLitres);
    }
  }, 60_000);

  test('20 concurrent submits with the same idempotency key create exactly one order', async () => {
    const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
    const [buyer] = await makeBuyers(offer.productId, 1);
    const key = randomUUID();
    const body = {
      items: [{ offerId: offer.id, quantityCbm: 10 }],
      confirmTerms: true,
      confirmBookingChecked: true,
      idempotencyKey: key,
    };
    const responses = await Promise.all(Array.from({ length: 20 }, () => buyer!.agent.post('/api/orders', body)));

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    const ids = new Set(responses.map((r) => r.json().orders[0].id));
    expect(ids.size).toBe(1);
    const rows = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.offerId, offer.id), eq(orders.idempotencyKey, key)));
    expect(rows[0]!.n).toBe(1);
    const [after] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(after!.soldLitres).toBe(10_000);
  }, 60_000);
});
