import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { TriggerContractSchema } from '@fuel/domain/contracts/trigger-contracts';
import { monthOf } from '@fuel/domain/trigger-contracts/trigger-rules';
import { createTestApp, type TestApp } from './test-app';
import { loginAs } from './demo-login';
import { TEST_NOW } from './test-clock';
import { orders, triggerContracts, users } from '../src/db/schema';
import {
  accountIdByName,
  createBuyer,
  productIdByCode,
  setTerms,
  terminalIdByCode,
  userByName,
} from './trading-fixtures';
import { EXAMPLE_QUOTES, feedQuotes } from '../src/features/pricing-engine/live-market.fixtures';

// Real concurrency needs many connections: PostgreSQL only (the test app's pool has 20), as in
// order-concurrency.test.ts. Several users of ONE buyer trigger one contract at once; the contract
// row (locked last in placement) and its CHECK constraint keep volume and daily count.

const onPostgres = Boolean(process.env.DATABASE_URL);
type Agent = Awaited<ReturnType<typeof loginAs>>;

describe.skipIf(!onPostgres)('trigger placement under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let seller: Agent;
  let buyerAccountId: number;
  let agents: Agent[];
  let base: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
    t.clock.now = new Date(TEST_NOW);
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    const sellerId = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
    seller = await loginAs(t.app, 'verkaeufer');
    const buyer = await createBuyer(t.app.db);
    buyerAccountId = buyer.accountId;
    await setTerms(t.app.db, buyerAccountId, sellerId, { creditLimitMinor: 10_000_000_00 });
    // Four more purchasing users of the same buyer account.
    const template = await userByName(t.app.db, 'kaeufer');
    agents = [await loginAs(t.app, buyer.username)];
    for (let i = 2; i <= 5; i++) {
      const username = `${buyer.username}_${i}`;
      await t.app.db.insert(users).values({
        accountId: buyerAccountId,
        username,
        email: `${username}@example.de`,
        passwordHash: template.passwordHash,
        firstName: 'Test',
        lastName: `Käufer ${i}`,
        roles: ['MyOffers_Purchase'],
        gtcAcceptedAt: new Date(),
      });
      agents.push(await loginAs(t.app, username));
    }
    base = {
      buyerAccountId,
      productId: await productIdByCode(t.app.db, 'HEL-SCHWEFELARM'),
      terminalId: await terminalIdByCode(t.app.db, 'HH-HAR'),
      ekkNumber: 'EKK-C',
      month: monthOf(TEST_NOW),
      priceBasis: { futureMonth: 'M01', premium: 25, premiumUnit: 'USD_MT' },
      triggerWindow: { days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '24:00' },
      minOrderCbm: 1,
      maxOrderCbm: 10,
      comment: '',
      petrolMix: null,
    };
  });
  afterAll(() => t?.close());

  async function contract(volumeCbm: number, dailyTriggerLimit: number) {
    const res = await seller.post('/api/trigger-contracts', { ...base, volumeCbm, dailyTriggerLimit });
    expect(res.statusCode, res.body).toBe(201);
    return TriggerContractSchema.parse(res.json()).id;
  }
  const attempt = (i: number, contractId: number, idempotencyKey = randomUUID()) =>
    agents[i % agents.length]!.post(`/api/trigger-contracts/${contractId}/triggers`, {
      quantityCbm: 5,
      liftingFrom: '2026-11-23',
      liftingTo: '2026-11-27',
      confirmTerms: true,
      idempotencyKey,
    });

  test('120 concurrent triggers by 5 users of one buyer: never over the monthly volume nor the daily trigger limit', async () => {
    // By volume: 100 cbm holds exactly 20 triggers of 5 cbm. By count: 15 a day of a 300 cbm contract.
    const byVolume = await contract(100, 50);
    const byCount = await contract(300, 15);
    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, i) => attempt(i, i % 2 === 0 ? byVolume : byCount)),
    );

    const outcome = (contractId: number, refusal: string) => {
      const mine = responses.filter((_, i) => (i % 2 === 0 ? byVolume : byCount) === contractId);
      for (const res of mine) {
        if (res.statusCode === 201) continue;
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().error.code, res.body).toBe(refusal);
      }
      return mine.filter((r) => r.statusCode === 201).length;
    };
    expect(outcome(byVolume, 'TRIGGER_VOLUME_EXHAUSTED')).toBe(20);
    expect(outcome(byCount, 'TRIGGER_DAILY_LIMIT_REACHED')).toBe(15);

    for (const [id, count] of [
      [byVolume, 20],
      [byCount, 15],
    ] as const) {
      const rows = await t.app.db.select().from(orders).where(eq(orders.triggerContractId, id));
      expect(rows).toHaveLength(count);
      const [c] = await t.app.db.select().from(triggerContracts).where(eq(triggerContracts.id, id));
      expect(c!.triggeredLitres).toBe(rows.reduce((s, o) => s + o.litres, 0));
      expect(c!.triggeredLitres).toBeLessThanOrEqual(c!.volumeLitres);
    }
  });

  test('a submit retried at once with one key gives one order', async () => {
    const id = await contract(100, 50);
    const key = randomUUID();
    // The same user (keys are per user) sends the submit ten times at once.
    const responses = await Promise.all(Array.from({ length: 10 }, () => attempt(0, id, key)));
    for (const res of responses) expect([200, 201], res.body).toContain(res.statusCode);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const orderIds = new Set(responses.map((r) => r.json().orders[0].id));
    expect(orderIds.size).toBe(1);
    expect(await t.app.db.select().from(orders).where(eq(orders.triggerContractId, id))).toHaveLength(1);
    const [c] = await t.app.db.select().from(triggerContracts).where(eq(triggerContracts.id, id));
    expect(c!.triggeredLitres).toBe(5_000);
  });
});
