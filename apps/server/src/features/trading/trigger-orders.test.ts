import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { OrderHistoryResponseSchema } from '@fuel/domain/contracts/order-history';
import { PlaceOrderResponseSchema } from '@fuel/domain/contracts/orders';
import { TriggerContractSchema, TriggerPriceHoldSchema, type TriggerContractInput } from '@fuel/domain/contracts/trigger-contracts';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { PICKUP_NUMBER_PATTERN } from '@fuel/domain/trading/order-numbers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import { accountIdByName, createBuyer, setTerms, type TestTerms } from '../../../test/trading-fixtures';
import { mailOutbox, orders, triggerContracts, triggerPriceHolds } from '../../db/schema';
import { EXAMPLE_QUOTES, feedQuotes } from '../pricing-engine/live-market.fixtures';
import { contractInput } from '../trigger-contracts/trigger-contracts.fixtures';

// Trigger placement through trading (market 'trigger'): every refusal of spec section 8 "Trigger
// checkout" with nothing written, the price hold, idempotent replay, the seller's decision. Each test
// has its own buyer and contract at Hanseatische (verkaeufer, feature triggers); TEST_NOW is a Friday
// 09:30, so a weekday 08:00-18:00 window is open. The clock moves on per test, with fresh quotes.

let t: TestApp;
let sellerId: number;
let seller: Awaited<ReturnType<typeof loginAs>>;
let base: TriggerContractInput;
let step = 0;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', BASKET_RESERVATION_SECONDS: '90' });
  sellerId = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  seller = await loginAs(t.app, 'verkaeufer');
  base = await contractInput(t.app.db, TEST_NOW);
});
afterAll(() => t?.close());
beforeEach(async () => {
  t.clock.now = new Date(TEST_NOW.getTime() + ++step * 60_000);
  await feedQuotes(t.app, EXAMPLE_QUOTES);
});

async function contractFor(over: Partial<TriggerContractInput> = {}, terms: TestTerms = {}) {
  const buyer = await createBuyer(t.app.db);
  await setTerms(t.app.db, buyer.accountId, sellerId, terms);
  const res = await seller.post('/api/trigger-contracts', { ...base, buyerAccountId: buyer.accountId, ...over });
  expect(res.statusCode, res.body).toBe(201);
  return { contract: TriggerContractSchema.parse(res.json()), buyer, agent: await loginAs(t.app, buyer.username) };
}

const trigger = (extra: Record<string, unknown> = {}) => ({
  quantityCbm: 10,
  liftingFrom: '2026-11-23',
  liftingTo: '2026-11-27',
  confirmTerms: true,
  idempotencyKey: randomUUID(),
  ...extra,
});

const contractRow = async (id: number) => (await t.app.db.select().from(triggerContracts).where(eq(triggerContracts.id, id)))[0]!;
const ordersOf = (id: number) => t.app.db.select().from(orders).where(eq(orders.triggerContractId, id));

/** A refusal with its German message that wrote nothing: no order, the contract's volume unchanged. */
async function expectRefused(res: { statusCode: number; json(): { error: { code: string; message: string } } }, contractId: number, code: string, status = 409) {
  expect(res.statusCode).toBe(status);
  expect(res.json().error).toMatchObject({ code, message: ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES] });
  const before = await ordersOf(contractId);
  expect((await contractRow(contractId)).triggeredLitres).toBe(before.reduce((s, o) => s + (o.status === 'DECLINED' ? 0 : o.litres), 0));
}

describe('placing a trigger', () => {
  test('at the live price: a TRIGGER order with contract, lifting master and pickup numbers, volume taken, both sides mailed; a retry replays it', async () => {
    const { contract, agent, buyer } = await contractFor();
    const body = trigger();
    const res = await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, body);
    expect(res.statusCode, res.body).toBe(201);
    const { orders: [placed], replayed } = PlaceOrderResponseSchema.parse(res.json());
    expect(replayed).toBe(false);
    expect(placed).toMatchObject({
      market: 'TRIGGER',
      status: 'OPEN',
      quantityCbm: 10,
      product: { id: base.productId },
      terminal: { id: base.terminalId },
      collectionPeriod: { startDate: '2026-11-23', endDate: '2026-11-27' },
      priceBasis: { symbol: 'ICE/GAS1', futureMonth: 'M01' },
    });
    expect(placed!.contractNumber).toMatch(/^K-2026-\d{6}$/);
    expect(placed!.liftingMasterNumber).toMatch(/^HHHAR-2026-\d+$/);
    expect(placed!.pickupNumber).toMatch(PICKUP_NUMBER_PATTERN);
    expect(placed!.pricePer100l).toBeGreaterThan(0);
    expect((await contractRow(contract.id)).triggeredLitres).toBe(10_000);
    const [row] = await ordersOf(contract.id);
    expect(row).toMatchObject({ offerId: null, triggerContractId: contract.id, buyerAccountId: buyer.accountId, sellerAccountId: sellerId });

    await t.app.outbox.drain();
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Auftragsbestätigung ${placed!.contractNumber}`));
    expect(mails.map((m) => m.to)).toContain(`${buyer.username}@example.de`);
    expect(mails.length).toBeGreaterThan(1);

    const again = await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, body);
    expect(again.statusCode).toBe(200);
    expect(PlaceOrderResponseSchema.parse(again.json())).toMatchObject({ replayed: true, orders: [{ id: placed!.id }] });
    expect(await ordersOf(contract.id)).toHaveLength(1);
    expect((await contractRow(contract.id)).triggeredLitres).toBe(10_000);
  });

  test('with a price hold: the held price orders while it holds, even when the market moved; the hold is used up', async () => {
    const { contract, agent } = await contractFor();
    const held = await agent.post(`/api/trigger-contracts/${contract.id}/price-hold`, {});
    expect(held.statusCode, held.body).toBe(201);
    const hold = TriggerPriceHoldSchema.parse(held.json());
    expect(new Date(hold.expiresAt).getTime()).toBe(t.clock.now.getTime() + 90_000);
    await feedQuotes(t.app, { ...EXAMPLE_QUOTES, 'ICE/GAS1': 800 });
    const res = await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ holdId: hold.holdId }));
    expect(res.statusCode, res.body).toBe(201);
    expect(PlaceOrderResponseSchema.parse(res.json()).orders[0]!.pricePer100l).toBe(hold.price);
    expect(await t.app.db.select().from(triggerPriceHolds).where(eq(triggerPriceHolds.id, hold.holdId))).toHaveLength(0);
    // A used hold cannot order again under a new key.
    await expectRefused(await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ holdId: hold.holdId })), contract.id, 'TRIGGER_TECHNICAL_ERROR');
  });

  test('an expired hold, or one of another user, is closed and retried (TRIGGER_TECHNICAL_ERROR), nothing written', async () => {
    const { contract, agent } = await contractFor();
    const hold = TriggerPriceHoldSchema.parse((await agent.post(`/api/trigger-contracts/${contract.id}/price-hold`, {})).json());
    const other = await contractFor();
    await expectRefused(await other.agent.post(`/api/trigger-contracts/${other.contract.id}/triggers`, trigger({ holdId: hold.holdId })), other.contract.id, 'TRIGGER_TECHNICAL_ERROR');
    t.clock.now = new Date(t.clock.now.getTime() + 91_000);
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    await expectRefused(await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ holdId: hold.holdId })), contract.id, 'TRIGGER_TECHNICAL_ERROR');
    expect(await ordersOf(contract.id)).toHaveLength(0);
  });
});

describe('every refusal has its own code and writes nothing', () => {
  test('TRIGGER_NOT_ALLOWED: a paused contract, and a relationship no longer ENABLED (hold refused the same)', async () => {
    const paused = await contractFor();
    await seller.post(`/api/trigger-contracts/${paused.contract.id}/status`, { status: 'PAUSED' });
    await expectRefused(await paused.agent.post(`/api/trigger-contracts/${paused.contract.id}/triggers`, trigger()), paused.contract.id, 'TRIGGER_NOT_ALLOWED');
    await expectRefused(await paused.agent.post(`/api/trigger-contracts/${paused.contract.id}/price-hold`, {}), paused.contract.id, 'TRIGGER_NOT_ALLOWED');

    const cut = await contractFor();
    await setTerms(t.app.db, cut.buyer.accountId, sellerId, { sellerStatus: 'DISABLED' });
    await expectRefused(await cut.agent.post(`/api/trigger-contracts/${cut.contract.id}/triggers`, trigger()), cut.contract.id, 'TRIGGER_NOT_ALLOWED');
  });

  test('TRIGGER_OUTSIDE_TIME: outside the days and hours of the window', async () => {
    const { contract, agent } = await contractFor({ triggerWindow: { days: [1, 2, 3, 4], from: '08:00', to: '18:00' } });
    await expectRefused(await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger()), contract.id, 'TRIGGER_OUTSIDE_TIME');
  });

  test('TRIGGER_QUANTITY_OUT_OF_RANGE (422): below the minimum and above the maximum per trigger', async () => {
    const { contract, agent } = await contractFor();
    await expectRefused(await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ quantityCbm: 4 })), contract.id, 'TRIGGER_QUANTITY_OUT_OF_RANGE', 422);
    await expectRefused(await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ quantityCbm: 31 })), contract.id, 'TRIGGER_QUANTITY_OUT_OF_RANGE', 422);
  });

  test('TRIGGER_LIFTING_PERIOD_INVALID (422): beyond the month, backwards, in the past, not a date', async () => {
    const { contract, agent } = await contractFor();
    for (const [liftingFrom, liftingTo] of [['2026-11-23', '2026-12-02'], ['2026-11-27', '2026-11-23'], ['2026-11-19', '2026-11-23'], ['2026-11-31', '2026-11-31']]) {
      const res = await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ liftingFrom, liftingTo }));
      await expectRefused(res, contract.id, 'TRIGGER_LIFTING_PERIOD_INVALID', 422);
    }
  });

  test('TRIGGER_DAILY_LIMIT_REACHED: the contract allows one trigger a day', async () => {
    const { contract, agent } = await contractFor({ dailyTriggerLimit: 1 });
    expect((await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger())).statusCode).toBe(201);
    await expectRefused(await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger()), contract.id, 'TRIGGER_DAILY_LIMIT_REACHED');
  });

  test('TRIGGER_VOLUME_EXHAUSTED: offline triggers count; more than is left is refused', async () => {
    const { contract, agent } = await contractFor({ volumeCbm: 40 });
    await seller.post(`/api/trigger-contracts/${contract.id}/offline-triggers`, { quantityCbm: 30, price: 60 });
    await expectRefused(await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ quantityCbm: 10.001 })), contract.id, 'TRIGGER_VOLUME_EXHAUSTED');
    expect((await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ quantityCbm: 10 }))).statusCode).toBe(201);
  });

  test('INSUFFICIENT_CREDIT, MARKET_DATA_UNAVAILABLE and the missing confirmation', async () => {
    const poor = await contractFor({}, { creditLimitMinor: 1_000_00 });
    await expectRefused(await poor.agent.post(`/api/trigger-contracts/${poor.contract.id}/triggers`, trigger()), poor.contract.id, 'INSUFFICIENT_CREDIT');
    const { contract, agent } = await contractFor();
    await expectRefused(await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ confirmTerms: false })), contract.id, 'ORDER_CONFIRMATION_REQUIRED', 422);
    // An hour on without a tick: the quotes are stale.
    t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
    await expectRefused(await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger()), contract.id, 'MARKET_DATA_UNAVAILABLE');
    await expectRefused(await agent.post(`/api/trigger-contracts/${contract.id}/price-hold`, {}), contract.id, 'MARKET_DATA_UNAVAILABLE');
  });

  test('ownership: another buyer gets 404 for the contract and its hold, a seller 403', async () => {
    const { contract } = await contractFor();
    const other = await contractFor();
    expect((await other.agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger())).statusCode).toBe(404);
    expect((await other.agent.post(`/api/trigger-contracts/${contract.id}/price-hold`, {})).statusCode).toBe(404);
    expect((await seller.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger())).statusCode).toBe(403);
    expect(await ordersOf(contract.id)).toHaveLength(0);
  });
});

describe('the seller decides', () => {
  test('a decline gives the litres back to the contract; a confirmation is final', async () => {
    const { contract, agent } = await contractFor();
    const first = PlaceOrderResponseSchema.parse((await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ quantityCbm: 20 }))).json()).orders[0]!;
    const second = PlaceOrderResponseSchema.parse((await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ quantityCbm: 5 }))).json()).orders[0]!;
    expect((await contractRow(contract.id)).triggeredLitres).toBe(25_000);

    const declined = await seller.post(`/api/orders/${first.id}/decline`, { comment: 'Nicht lieferbar' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await contractRow(contract.id)).triggeredLitres).toBe(5_000);

    expect((await seller.post(`/api/orders/${second.id}/confirm`, {})).json()).toMatchObject({ status: 'CONFIRMED' });
    expect((await seller.post(`/api/orders/${second.id}/decline`, {})).statusCode).toBe(409);
    expect((await contractRow(contract.id)).triggeredLitres).toBe(5_000);

    // Both sides' order history show it in the trigger tab.
    const sellerHistory = OrderHistoryResponseSchema.parse((await seller.get(`/api/orderHistory?market=TRIGGER&pageLimit=100`)).json());
    expect(sellerHistory.orders.filter((o) => o._id === first.id || o._id === second.id)).toMatchObject([
      { market: 'TRIGGER', product: { id: base.productId } },
      { market: 'TRIGGER', product: { id: base.productId } },
    ]);
    const buyerHistory = OrderHistoryResponseSchema.parse((await agent.get('/api/orderHistory')).json());
    expect(buyerHistory.orders.map((o) => o._id).sort()).toEqual([first.id, second.id].sort());
  });
});
