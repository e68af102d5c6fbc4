import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MailboxSchema } from '@fuel/domain/contracts/identity';
import { TargetOrderListSchema } from '@fuel/domain/contracts/target-orders';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { TEST_NOW } from '../../../test/test-clock';
import { loginAs } from '../../../test/demo-login';
import { offers, orders, targetOrders, webhookEvents } from '../../db/schema';
import { targetOrderFixtures } from './target-orders.fixtures';
import { matchTargetOrders } from './target-orders.matcher';

// Issue 29: target-price orders of a new buyer at a new seller (no other offers in its market).

let t: TestApp;
const { ids, input, market, create, load } = targetOrderFixtures(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await load();
});
afterAll(async () => {
  await t.close();
});

const run = () => matchTargetOrders(t.app.targetOrderMatching.deps);
const listOf = async (buyer: Awaited<ReturnType<typeof loginAs>>) =>
  TargetOrderListSchema.parse((await buyer.get('/api/target-orders')).json()).items;
const ordersOf = (accountId: number) => t.app.db.select().from(orders).where(eq(orders.buyerAccountId, accountId));

describe('the order', () => {
  test('bad input is refused in German and stores nothing', async () => {
    const { buyer, company } = await market();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ validUntil: new Date(TEST_NOW.getTime() - 60_000).toISOString() }, 'validUntil'],
      [{ validUntil: new Date(TEST_NOW.getTime() + 40 * 86_400_000).toISOString() }, 'validUntil'],
      [{ terminalIds: [999_999] }, 'terminalIds'],
      [{ terminalIds: [] }, 'terminalIds'],
      [{ regionId: 1 }, 'regionId'],
      [{ targetPrice: 99.12345 }, 'targetPrice'],
      [{ targetPrice: 0 }, 'targetPrice'],
      [{ quantityCbm: -1 }, 'quantityCbm'],
      [{ liftingFrom: '2026-03-12', liftingTo: '2026-03-11' }, 'liftingTo'],
      [{ buyerAccountId: 1 }, 'buyerAccountId'],
    ];
    for (const [change, field] of cases) {
      const res = await buyer.post('/api/target-orders', input(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(change)).toMatch(/[A-Za-zäöü]/);
    }
    expect(
      await t.app.db.select().from(targetOrders).where(eq(targetOrders.buyerAccountId, company.accountId)),
    ).toEqual([]);
  });

  test('listed with its state, the best price of its market and the distance; sellers may not call', async () => {
    const { buyer, seller } = await market({ priceE4: 984_500 });
    const created = await create(buyer, { targetPrice: 95 });
    expect(created).toMatchObject({ state: 'ACTIVE', quantityCbm: 20, filledCbm: 0, targetPrice: 95 });
    const [listed] = await listOf(buyer);
    expect(listed!.bestPrice).not.toBeNull();
    expect(listed!.distance).toBeCloseTo(listed!.bestPrice! - 95, 4);
    expect(listed!.terminals.map((x) => x.id)).toEqual([ids.bremen]);
    const sellerAgent = await loginAs(t.app, seller.username);
    expect((await sellerAgent.get('/api/target-orders')).statusCode).toBe(403);
  });

  test('pause, resume, cancel; a cancelled order is closed; another buyer gets 404', async () => {
    const { buyer } = await market();
    const target = await create(buyer, { targetPrice: 50 });
    expect((await buyer.post(`/api/target-orders/${target.id}/pause`, {})).json().state).toBe('PAUSED');
    expect((await buyer.post(`/api/target-orders/${target.id}/resume`, {})).json().state).toBe('ACTIVE');
    const other = await market();
    expect((await other.buyer.post(`/api/target-orders/${target.id}/cancel`, {})).statusCode).toBe(404);
    expect((await buyer.post(`/api/target-orders/${target.id}/cancel`, {})).json().state).toBe('CANCELLED');
    const again = await buyer.post(`/api/target-orders/${target.id}/resume`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'TARGET_ORDER_CLOSED',
      message: ERROR_MESSAGES.TARGET_ORDER_CLOSED,
    });
    expect((await buyer.put(`/api/target-orders/${target.id}`, input())).statusCode).toBe(409);
  });
});

describe('execution', () => {
  test('a target at or above the market price is ordered once through placement; a second run orders nothing', async () => {
    const { buyer, company, offer } = await market({ priceE4: 984_500 });
    expect(await listOf(buyer)).toEqual([]);
    const target = await create(buyer, { targetPrice: 120 });
    await run();
    await run();
    const placed = await ordersOf(company.accountId);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ offerId: offer.id, litres: 20_000 });
    expect(placed[0]!.pricePer100lE4).toBeLessThanOrEqual(1_200_000);
    const [listed] = await listOf(buyer);
    expect(listed).toMatchObject({ id: target.id, state: 'FILLED', filledCbm: 20 });
    expect(listed!.fills).toEqual([
      expect.objectContaining({ orderId: placed[0]!.id, quantityCbm: 20, price: placed[0]!.pricePer100lE4 / 10_000 }),
    ]);
    // ERPs hear of it: target_order.filled to the buyer account, committed with the order (decision 068).
    await t.app.outbox.drain();
    const events = await t.app.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.type, 'target_order.filled'), eq(webhookEvents.accountId, company.accountId)));
    expect(events.map((e) => e.payload)).toEqual([
      {
        targetOrderId: target.id,
        fillNo: 1,
        orderId: placed[0]!.id,
        quantityCbm: 20,
        price: placed[0]!.pricePer100lE4 / 10_000,
        filledCbm: 20,
        state: 'FILLED',
      },
    ]);
  });

  test('below the market nothing happens; when the price falls to the target it is ordered', async () => {
    const { buyer, company, offer } = await market({ priceE4: 984_500 });
    const target = await create(buyer, { targetPrice: 90 });
    await run();
    expect(await ordersOf(company.accountId)).toEqual([]);
    const [listed] = await listOf(buyer);
    expect(listed!.distance).toBeGreaterThan(0);
    await t.app.db
      .update(offers)
      .set({ pricePer100lE4: 884_500, version: offer.version + 1 })
      .where(eq(offers.id, offer.id));
    await run();
    expect(await ordersOf(company.accountId)).toHaveLength(1);
    expect((await listOf(buyer)).find((x) => x.id === target.id)!.state).toBe('FILLED');
  });

  test("the seller's cap per automatic order: filled in parts, partly filled in between", async () => {
    const { buyer, company } = await market({ offer: { autoMaxLitres: 10_000 } });
    await create(buyer, { targetPrice: 120, quantityCbm: 20 });
    await t.app.targetOrderMatching.idle();
    expect(await ordersOf(company.accountId)).toHaveLength(1);
    expect((await listOf(buyer))[0]).toMatchObject({ state: 'PARTLY_FILLED', filledCbm: 10 });
    await run();
    expect((await listOf(buyer))[0]).toMatchObject({ state: 'FILLED', filledCbm: 20 });
    expect(await ordersOf(company.accountId)).toHaveLength(2);
  });

  test('a seller that opted the offer out is not ordered from', async () => {
    const { buyer, company } = await market({ offer: { autoExecution: false } });
    await create(buyer, { targetPrice: 120 });
    await run();
    expect(await ordersOf(company.accountId)).toEqual([]);
  });

  test('a refusal (credit) pauses it with the German reason and mails the buyer once', async () => {
    const { buyer, company } = await market({ creditLimitMinor: 100_00 });
    await agent(t.app).delete('/api/dev/mailbox');
    await create(buyer, { targetPrice: 120 });
    await run();
    await run();
    expect(await ordersOf(company.accountId)).toEqual([]);
    const [listed] = await listOf(buyer);
    expect(listed!.state).toBe('REFUSED');
    expect(listed!.refusal).toMatch(/Kredit/);
    const mails = MailboxSchema.parse(
      (await agent(t.app).get(`/api/dev/mailbox?to=${encodeURIComponent(`${company.username}@example.de`)}`)).json(),
    ).mails;
    expect(mails.filter((m) => m.subject.startsWith('Zielpreis-Order pausiert'))).toHaveLength(1);
    // Resumed, it is tried again (and refused again while the credit is short).
    expect((await buyer.post(`/api/target-orders/${listed!.id}/resume`, {})).json().refusal).toBeNull();
  });

  test('three runs at once place one order (on PostgreSQL truly concurrent)', async () => {
    const { buyer, company } = await market();
    const target = await create(buyer, { targetPrice: 50 });
    await t.app.targetOrderMatching.idle();
    await t.app.db.update(targetOrders).set({ targetPriceE4: 1_200_000 }).where(eq(targetOrders.id, target.id));
    await Promise.all([run(), run(), t.app.targetOrderMatching.run()]);
    expect(await ordersOf(company.accountId)).toHaveLength(1);
  });

  test('an expired target order is not filled and shows as expired', async () => {
    const { buyer, company } = await market();
    const target = await create(buyer, {
      targetPrice: 50,
      validUntil: new Date(TEST_NOW.getTime() + 60_000).toISOString(),
    });
    await t.app.targetOrderMatching.idle();
    const saved = t.clock.now;
    t.clock.now = new Date(TEST_NOW.getTime() + 120_000);
    try {
      await t.app.db.update(targetOrders).set({ targetPriceE4: 1_200_000 }).where(eq(targetOrders.id, target.id));
      await run();
      expect(await ordersOf(company.accountId)).toEqual([]);
      expect((await listOf(buyer))[0]!.state).toBe('EXPIRED');
    } finally {
      t.clock.now = saved;
    }
  });
});

describe('the seller', () => {
  test('opts an offer out and in with a cap per automatic order; the buyer’s target follows', async () => {
    const { buyer, company, seller, offer } = await market();
    const sellerAgent = await loginAs(t.app, seller.username);
    const out = await sellerAgent.put(`/api/offers/${offer.id}/auto-execution`, { autoExecution: false });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ autoExecution: false, autoMaxCbm: null });
    await create(buyer, { targetPrice: 120, quantityCbm: 20 });
    await t.app.targetOrderMatching.idle();
    await run();
    expect(await ordersOf(company.accountId)).toEqual([]);
    const back = await sellerAgent.put(`/api/offers/${offer.id}/auto-execution`, {
      autoExecution: true,
      autoMaxCbm: 10,
    });
    expect(back.json()).toMatchObject({ autoExecution: true, autoMaxCbm: 10 });
    await run();
    expect((await ordersOf(company.accountId)).map((o) => o.litres)).toEqual([10_000]);
    // Bad input and other sellers' offers change nothing.
    expect((await sellerAgent.put(`/api/offers/${offer.id}/auto-execution`, { autoExecution: 'ja' })).statusCode).toBe(
      400,
    );
    const other = await market();
    const otherSeller = await loginAs(t.app, other.seller.username);
    expect((await otherSeller.put(`/api/offers/${offer.id}/auto-execution`, { autoExecution: false })).statusCode).toBe(
      404,
    );
    expect((await buyer.put(`/api/offers/${offer.id}/auto-execution`, { autoExecution: false })).statusCode).toBe(403);
  });

  test('sees the anonymised demand of its connected buyers per product and terminal; others see none of it', async () => {
    const { buyer, seller } = await market({ priceE4: 984_500 });
    await create(buyer, { targetPrice: 90, quantityCbm: 12, terminalIds: [ids.bremen, ids.hamburg] });
    await create(buyer, { targetPrice: 92.5, quantityCbm: 8 });
    const sellerAgent = await loginAs(t.app, seller.username);
    const demand = (await sellerAgent.get('/api/target-orders/demand')).json();
    // Ordered by product and terminal name: Bremen before Hamburg.
    expect(demand.items).toEqual([
      {
        product: expect.objectContaining({ id: ids.heizoel }),
        terminal: expect.objectContaining({ id: ids.bremen }),
        quantityCbm: 20,
        bestTargetPrice: 92.5,
        buyers: 1,
      },
      {
        product: expect.objectContaining({ id: ids.heizoel }),
        terminal: expect.objectContaining({ id: ids.hamburg }),
        quantityCbm: 12,
        bestTargetPrice: 90,
        buyers: 1,
      },
    ]);
    const other = await market();
    const otherSeller = await loginAs(t.app, other.seller.username);
    expect((await otherSeller.get('/api/target-orders/demand')).json().items).toEqual([]);
    expect((await buyer.get('/api/target-orders/demand')).statusCode).toBe(403);
  });
});
