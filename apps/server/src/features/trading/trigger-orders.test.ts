import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { OrderHistoryResponseSchema } from '@fuel/domain/contracts/order-history';
import { PlaceOrderResponseSchema } from '@fuel/domain/contracts/orders';
import {
  TriggerContractSchema,
  TriggerHistoryResponseSchema,
  TriggerPriceHoldSchema,
  type TriggerContractInput,
} from '@fuel/domain/contracts/trigger-contracts';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { PICKUP_NUMBER_PATTERN } from '@fuel/domain/trading/order-numbers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import {
  accountIdByName,
  createBuyer,
  productIdByCode,
  setTerms,
  terminalIdByCode,
  type TestTerms,
} from '../../../test/trading-fixtures';
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

const contractRow = async (id: number) =>
  (await t.app.db.select().from(triggerContracts).where(eq(triggerContracts.id, id)))[0]!;
const ordersOf = (id: number) => t.app.db.select().from(orders).where(eq(orders.triggerContractId, id));

/** A refusal with its German message that wrote nothing: no order, the contract's volume unchanged. */
async function expectRefused(
  res: { statusCode: number; json(): { error: { code: string; message: string } } },
  contractId: number,
  code: string,
  status = 409,
) {
  expect(res.statusCode).toBe(status);
  expect(res.json().error).toMatchObject({ code, message: ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES] });
  const before = await ordersOf(contractId);
  expect((await contractRow(contractId)).triggeredLitres).toBe(
    before.reduce((s, o) => s + (o.status === 'DECLINED' ? 0 : o.litres), 0),
  );
}

describe('placing a trigger', () => {
  test('at the live price: a TRIGGER order with contract, lifting master and pickup numbers, volume taken, both sides mailed; a retry replays it', async () => {
    const { contract, agent, buyer } = await contractFor();
    const body = trigger();
    const res = await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, body);
    expect(res.statusCode, res.body).toBe(201);
    const {
      orders: [placed],
      replayed,
    } = PlaceOrderResponseSchema.parse(res.json());
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
    expect(row).toMatchObject({
      offerId: null,
      triggerContractId: contract.id,
      buyerAccountId: buyer.accountId,
      sellerAccountId: sellerId,
    });

    await t.app.outbox.drain();
    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Auftragsbestätigung ${placed!.contractNumber}`));
    expect(mails.map((m) => m.to)).toContain(`${buyer.username}@example.de`);
    expect(mails.length).toBeGreaterThan(1);

    const again = await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, body);
    expect(again.statusCode).toBe(200);
    expect(PlaceOrderResponseSchema.parse(again.json())).toMatchObject({
      replayed: true,
      orders: [{ id: placed!.id }],
    });
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
    expect(await t.app.db.select().from(triggerPriceHolds).where(eq(triggerPriceHolds.id, hold.holdId))).toHaveLength(
      0,
    );
    // A used hold cannot order again under a new key.
    await expectRefused(
      await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ holdId: hold.holdId })),
      contract.id,
      'TRIGGER_TECHNICAL_ERROR',
    );
  });

  test('an expired hold, or one of another user, is closed and retried (TRIGGER_TECHNICAL_ERROR), nothing written', async () => {
    const { contract, agent } = await contractFor();
    const hold = TriggerPriceHoldSchema.parse(
      (await agent.post(`/api/trigger-contracts/${contract.id}/price-hold`, {})).json(),
    );
    const other = await contractFor();
    await expectRefused(
      await other.agent.post(`/api/trigger-contracts/${other.contract.id}/triggers`, trigger({ holdId: hold.holdId })),
      other.contract.id,
      'TRIGGER_TECHNICAL_ERROR',
    );
    t.clock.now = new Date(t.clock.now.getTime() + 91_000);
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    await expectRefused(
      await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ holdId: hold.holdId })),
      contract.id,
      'TRIGGER_TECHNICAL_ERROR',
    );
    expect(await ordersOf(contract.id)).toHaveLength(0);
  });
});

describe('every refusal has its own code and writes nothing', () => {
  test('TRIGGER_NOT_ALLOWED: a paused contract, and a relationship no longer ENABLED (hold refused the same)', async () => {
    const paused = await contractFor();
    await seller.post(`/api/trigger-contracts/${paused.contract.id}/status`, { status: 'PAUSED' });
    await expectRefused(
      await paused.agent.post(`/api/trigger-contracts/${paused.contract.id}/triggers`, trigger()),
      paused.contract.id,
      'TRIGGER_NOT_ALLOWED',
    );
    await expectRefused(
      await paused.agent.post(`/api/trigger-contracts/${paused.contract.id}/price-hold`, {}),
      paused.contract.id,
      'TRIGGER_NOT_ALLOWED',
    );

    const cut = await contractFor();
    await setTerms(t.app.db, cut.buyer.accountId, sellerId, { sellerStatus: 'DISABLED' });
    await expectRefused(
      await cut.agent.post(`/api/trigger-contracts/${cut.contract.id}/triggers`, trigger()),
      cut.contract.id,
      'TRIGGER_NOT_ALLOWED',
    );
  });

  test('TRIGGER_OUTSIDE_TIME: outside the days and hours of the window', async () => {
    const { contract, agent } = await contractFor({
      triggerWindow: { days: [1, 2, 3, 4], from: '08:00', to: '18:00' },
    });
    await expectRefused(
      await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger()),
      contract.id,
      'TRIGGER_OUTSIDE_TIME',
    );
  });

  test('TRIGGER_QUANTITY_OUT_OF_RANGE (422): below the minimum and above the maximum per trigger', async () => {
    const { contract, agent } = await contractFor();
    await expectRefused(
      await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ quantityCbm: 4 })),
      contract.id,
      'TRIGGER_QUANTITY_OUT_OF_RANGE',
      422,
    );
    await expectRefused(
      await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ quantityCbm: 31 })),
      contract.id,
      'TRIGGER_QUANTITY_OUT_OF_RANGE',
      422,
    );
  });

  test('TRIGGER_LIFTING_PERIOD_INVALID (422): beyond the month, backwards, in the past, not a date', async () => {
    const { contract, agent } = await contractFor();
    for (const [liftingFrom, liftingTo] of [
      ['2026-11-23', '2026-12-02'],
      ['2026-11-27', '2026-11-23'],
      ['2026-11-19', '2026-11-23'],
      ['2026-11-31', '2026-11-31'],
    ]) {
      const res = await agent.post(
        `/api/trigger-contracts/${contract.id}/triggers`,
        trigger({ liftingFrom, liftingTo }),
      );
      await expectRefused(res, contract.id, 'TRIGGER_LIFTING_PERIOD_INVALID', 422);
    }
  });

  test('TRIGGER_DAILY_LIMIT_REACHED: the contract allows one trigger a day', async () => {
    const { contract, agent } = await contractFor({ dailyTriggerLimit: 1 });
    expect((await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger())).statusCode).toBe(201);
    await expectRefused(
      await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger()),
      contract.id,
      'TRIGGER_DAILY_LIMIT_REACHED',
    );
  });

  test('TRIGGER_VOLUME_EXHAUSTED: offline triggers count; more than is left is refused', async () => {
    const { contract, agent } = await contractFor({ volumeCbm: 40 });
    await seller.post(`/api/trigger-contracts/${contract.id}/offline-triggers`, { quantityCbm: 30, price: 60 });
    await expectRefused(
      await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ quantityCbm: 10.001 })),
      contract.id,
      'TRIGGER_VOLUME_EXHAUSTED',
    );
    expect(
      (await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ quantityCbm: 10 }))).statusCode,
    ).toBe(201);
  });

  test('INSUFFICIENT_CREDIT, MARKET_DATA_UNAVAILABLE and the missing confirmation', async () => {
    const poor = await contractFor({}, { creditLimitMinor: 1_000_00 });
    await expectRefused(
      await poor.agent.post(`/api/trigger-contracts/${poor.contract.id}/triggers`, trigger()),
      poor.contract.id,
      'INSUFFICIENT_CREDIT',
    );
    const { contract, agent } = await contractFor();
    await expectRefused(
      await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ confirmTerms: false })),
      contract.id,
      'ORDER_CONFIRMATION_REQUIRED',
      422,
    );
    // An hour on without a tick: the quotes are stale.
    t.clock.now = new Date(t.clock.now.getTime() + 3_600_000);
    await expectRefused(
      await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger()),
      contract.id,
      'MARKET_DATA_UNAVAILABLE',
    );
    await expectRefused(
      await agent.post(`/api/trigger-contracts/${contract.id}/price-hold`, {}),
      contract.id,
      'MARKET_DATA_UNAVAILABLE',
    );
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
    const first = PlaceOrderResponseSchema.parse(
      (await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ quantityCbm: 20 }))).json(),
    ).orders[0]!;
    const second = PlaceOrderResponseSchema.parse(
      (await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ quantityCbm: 5 }))).json(),
    ).orders[0]!;
    expect((await contractRow(contract.id)).triggeredLitres).toBe(25_000);

    const declined = await seller.post(`/api/orders/${first.id}/decline`, { comment: 'Nicht lieferbar' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await contractRow(contract.id)).triggeredLitres).toBe(5_000);

    expect((await seller.post(`/api/orders/${second.id}/confirm`, {})).json()).toMatchObject({ status: 'CONFIRMED' });
    expect((await seller.post(`/api/orders/${second.id}/decline`, {})).statusCode).toBe(409);
    expect((await contractRow(contract.id)).triggeredLitres).toBe(5_000);

    // Both sides' order history show it in the trigger tab.
    const sellerHistory = OrderHistoryResponseSchema.parse(
      (await seller.get(`/api/orderHistory?market=TRIGGER&pageLimit=100`)).json(),
    );
    expect(sellerHistory.orders.filter((o) => o._id === first.id || o._id === second.id)).toMatchObject([
      { market: 'TRIGGER', product: { id: base.productId } },
      { market: 'TRIGGER', product: { id: base.productId } },
    ]);
    const buyerHistory = OrderHistoryResponseSchema.parse((await agent.get('/api/orderHistory')).json());
    expect(buyerHistory.orders.map((o) => o._id).sort()).toEqual([first.id, second.id].sort());
  });
});

// Issue 24 parts 1 and 5. Hanseatische's seeded rules (demo-live-market.ts): energy duty 61.35 EUR/cbm
// heating oil, 470.40 diesel, 654.50 petrol, the CO2 levy 147 EUR/cbm for all, DENSITY 0.85 for heating
// oil, freight 12 EUR/cbm at Bremen only. Quotes: ICE/GAS1 (M01) 705 USD/mt, EUR/USD 1.08.
describe('the contract price is composed like a live offer (issue 24 part 1)', () => {
  test('heating oil: the stored price and amounts include the energy duty and the CO2 levy, as the list showed', async () => {
    const { contract, agent } = await contractFor();
    // (705 + 25) / 1.08 x 0.85 / 10 = 57.453704 + 6.1350 + 14.7000 = 78.288704 -> charged 78.29 (decision 049)
    const listed = TriggerContractSchema.parse(
      (await agent.get('/api/trigger-contracts')).json().contracts.find((c: { id: number }) => c.id === contract.id),
    );
    expect(listed.price).toBe(78.29);
    expect(listed.included).toBe('inkl. CO2-Abgabe und Energiesteuer, zzgl. MwSt.');
    const res = await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger());
    expect(res.statusCode, res.body).toBe(201);
    expect(PlaceOrderResponseSchema.parse(res.json()).orders[0]!.pricePer100l).toBe(78.29);
    // 10,000 L x 78.29 / 100 = 7,829.00 net; VAT 19 % = 1,487.51; gross 9,316.51.
    const [row] = await ordersOf(contract.id);
    expect(row).toMatchObject({ pricePer100lE4: 782_900, netMinor: 782_900, vatMinor: 148_751, grossMinor: 931_651 });
  });

  test('diesel with a EUR/100L15 premium: energy duty 470.40 and the CO2 levy on top; freight of another terminal not', async () => {
    const diesel = await productIdByCode(t.app.db, 'DIESEL-B7');
    const { contract, agent } = await contractFor(
      { productId: diesel, priceBasis: { futureMonth: 'M01', premium: 3.2, premiumUnit: 'EUR_100L15' } },
      { products: [{ productId: diesel, creditDays: 14 }] },
    );
    // 705 / 1.08 x 0.835 / 10 = 54.506944 + 3.2000 + 47.0400 + 14.7000 = 119.446944 -> charged 119.45
    const res = await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger());
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ordersOf(contract.id);
    expect(row).toMatchObject({ productId: diesel, pricePer100lE4: 1_194_500, netMinor: 1_194_500, creditDays: 14 });
  });

  test('an agreed freight replaces the seller freight groups for that contract, and the list says it is included', async () => {
    const bremen = await terminalIdByCode(t.app.db, 'HB-IND');
    const ruled = await contractFor({ terminalId: bremen });
    const agreed = await contractFor({ terminalId: bremen, priceBasis: { ...base.priceBasis, agreedFreight: 0.5 } });
    const priceOf = async (c: typeof ruled) =>
      TriggerContractSchema.parse(
        (await c.agent.get('/api/trigger-contracts'))
          .json()
          .contracts.find((x: { id: number }) => x.id === c.contract.id),
      );
    // 78.288704 + 12 EUR/cbm Fracht Bremen = 79.488704; with the agreed 0.50 EUR/100L15 instead: 78.788704 (charged 79.49 and 78.79).
    expect((await priceOf(ruled)).price).toBe(79.49);
    const agreedView = await priceOf(agreed);
    expect(agreedView.price).toBe(78.79);
    expect(agreedView.included).toBe('inkl. CO2-Abgabe, Energiesteuer und Vereinbarte Fracht, zzgl. MwSt.');
  });
});

describe('petrol mix for real (issue 24 part 5)', () => {
  const mixContract = async (over: Partial<NonNullable<TriggerContractInput['petrolMix']>> = {}) => {
    const e5 = await productIdByCode(t.app.db, 'SUPER-E5');
    const e10 = await productIdByCode(t.app.db, 'SUPER-E10');
    const petrolMix = {
      split: [
        { productId: e5, percent: 60 },
        { productId: e10, percent: 40 },
      ],
      flexibilityPercent: 10,
      liftingStart: '2026-11-23',
      ...over,
    };
    return {
      e5,
      e10,
      ...(await contractFor({
        productId: e5,
        petrolMix,
        priceBasis: { futureMonth: 'M01', premium: 2.5, premiumUnit: 'EUR_100L15' },
      })),
    };
  };

  test('a 60/40 Super E5/E10 trigger becomes two orders, each at its own composition, the volume taken once, one trigger of the day', async () => {
    const { contract, agent, e5, e10 } = await mixContract();
    const listed = TriggerContractSchema.parse(
      (await agent.get('/api/trigger-contracts')).json().contracts.find((c: { id: number }) => c.id === contract.id),
    );
    // E5: 705 / 1.08 x 0.745 / 10 = 48.631944 + 2.5 + 65.45 + 14.70 = 131.2844 -> charged 131.28
    // E10: 705 / 1.08 x 0.750 / 10 = 48.958333 + 2.5 + 65.45 + 14.70 = 131.6133 -> charged 131.61
    expect(listed.mixProducts).toEqual([
      { id: e5, name: 'Super E5', percent: 60, price: 131.28 },
      { id: e10, name: 'Super E10', percent: 40, price: 131.61 },
    ]);
    const body = trigger({ quantityCbm: 10 });
    const res = await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, body);
    expect(res.statusCode, res.body).toBe(201);
    // A retry with the same key answers with both orders and places nothing.
    const again = PlaceOrderResponseSchema.parse(
      (await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, body)).json(),
    );
    expect(again).toMatchObject({ replayed: true });
    expect(again.orders).toHaveLength(2);
    expect(
      PlaceOrderResponseSchema.parse(res.json()).orders.map((o) => [o.product.id, o.quantityCbm, o.pricePer100l]),
    ).toEqual([
      [e5, 6, 131.28],
      [e10, 4, 131.61],
    ]);
    const rows = (await ordersOf(contract.id)).sort((a, b) => a.id - b.id);
    // 6,000 L x 131.28 / 100 = 7,876.80; 4,000 L x 131.61 / 100 = 5,264.40.
    expect(rows.map((r) => [r.productId, r.litres, r.pricePer100lE4, r.netMinor])).toEqual([
      [e5, 6_000, 1_312_800, 787_680],
      [e10, 4_000, 1_316_100, 526_440],
    ]);
    expect((await contractRow(contract.id)).triggeredLitres).toBe(10_000);
    const after = TriggerContractSchema.parse(
      (await agent.get('/api/trigger-contracts')).json().contracts.find((c: { id: number }) => c.id === contract.id),
    );
    expect(after.triggersToday).toBe(1);
    // The history shows each order with its product.
    const history = TriggerHistoryResponseSchema.parse((await agent.get('/api/trigger-history')).json());
    const entries = history.contracts.find((c) => c.contract.id === contract.id)!.triggers;
    expect(entries.map((e) => [e.product, e.quantityCbm, e.price])).toEqual([
      ['Super E5', 6, 131.28],
      ['Super E10', 4, 131.61],
    ]);
  });

  test('the buyer moves litres inside the flexibility; outside it, or not adding up, is refused and writes nothing', async () => {
    const { contract, agent, e5, e10 } = await mixContract();
    const split = (a: number, b: number) => [
      { productId: e5, quantityCbm: a },
      { productId: e10, quantityCbm: b },
    ];
    // 6 ± 0.6 cbm and 4 ± 0.4 cbm.
    await expectRefused(
      await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ mixSplit: split(6.7, 3.3) })),
      contract.id,
      'TRIGGER_MIX_SPLIT_INVALID',
      422,
    );
    await expectRefused(
      await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ mixSplit: split(6.2, 3.7) })),
      contract.id,
      'TRIGGER_MIX_SPLIT_INVALID',
      422,
    );
    expect(await ordersOf(contract.id)).toHaveLength(0);
    const res = await agent.post(
      `/api/trigger-contracts/${contract.id}/triggers`,
      trigger({ mixSplit: split(6.4, 3.6) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await ordersOf(contract.id)).map((o) => o.litres).sort((a, b) => b - a)).toEqual([6_400, 3_600]);
  });

  test('with a price hold: each product at its held price', async () => {
    const { contract, agent, e5, e10 } = await mixContract();
    const hold = TriggerPriceHoldSchema.parse(
      (await agent.post(`/api/trigger-contracts/${contract.id}/price-hold`, {})).json(),
    );
    expect(hold.mixPrices).toEqual([
      { productId: e5, price: 131.28 },
      { productId: e10, price: 131.61 },
    ]);
    await feedQuotes(t.app, { ...EXAMPLE_QUOTES, 'ICE/GAS1': 800 });
    const res = await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ holdId: hold.holdId }));
    expect(res.statusCode, res.body).toBe(201);
    expect(PlaceOrderResponseSchema.parse(res.json()).orders.map((o) => o.pricePer100l)).toEqual([131.28, 131.61]);
  });

  test('a split on a contract without a mix is refused', async () => {
    const { contract, agent } = await contractFor();
    const e5 = await productIdByCode(t.app.db, 'SUPER-E5');
    const res = await agent.post(
      `/api/trigger-contracts/${contract.id}/triggers`,
      trigger({ mixSplit: [{ productId: e5, quantityCbm: 10 }] }),
    );
    await expectRefused(res, contract.id, 'TRIGGER_MIX_SPLIT_INVALID', 422);
  });

  test('a lifting period before the contract lifting start is refused', async () => {
    const { contract, agent } = await mixContract({ liftingStart: '2026-11-25' });
    await expectRefused(
      await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ liftingFrom: '2026-11-24' })),
      contract.id,
      'TRIGGER_BEFORE_LIFTING_START',
      422,
    );
    expect(
      (await agent.post(`/api/trigger-contracts/${contract.id}/triggers`, trigger({ liftingFrom: '2026-11-25' })))
        .statusCode,
    ).toBe(201);
  });

  test('only petrol products form a mix: heating oil and diesel are refused on their fields (create and edit), nothing written', async () => {
    const buyer = await createBuyer(t.app.db);
    await setTerms(t.app.db, buyer.accountId, sellerId, {});
    const hel = await productIdByCode(t.app.db, 'HEL-SCHWEFELARM');
    const diesel = await productIdByCode(t.app.db, 'DIESEL-B7');
    const petrolMix = {
      split: [
        { productId: hel, percent: 50 },
        { productId: diesel, percent: 50 },
      ],
      flexibilityPercent: 0,
      liftingStart: '2026-11-23',
    };
    const before = (await t.app.db.select().from(triggerContracts)).length;
    const res = await seller.post('/api/trigger-contracts', { ...base, buyerAccountId: buyer.accountId, petrolMix });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'petrolMix.split.0.productId': 'Ein Benzin-Mix kann nur aus Benzinprodukten bestehen.',
      'petrolMix.split.1.productId': 'Ein Benzin-Mix kann nur aus Benzinprodukten bestehen.',
    });
    expect(await t.app.db.select().from(triggerContracts)).toHaveLength(before);

    const { contract } = await contractFor();
    const edit = await seller.put(`/api/trigger-contracts/${contract.id}`, {
      ...base,
      buyerAccountId: contract.buyer.id,
      version: contract.version,
      petrolMix,
    });
    expect(edit.statusCode).toBe(400);
    expect((await contractRow(contract.id)).petrolMix).toBeNull();

    // A petrol mix of a contract whose own product is not in it: refused on the product.
    const e5 = await productIdByCode(t.app.db, 'SUPER-E5');
    const e10 = await productIdByCode(t.app.db, 'SUPER-E10');
    const petrol = {
      split: [
        { productId: e5, percent: 60 },
        { productId: e10, percent: 40 },
      ],
      flexibilityPercent: 0,
      liftingStart: '2026-11-23',
    };
    const outside = await seller.post('/api/trigger-contracts', {
      ...base,
      buyerAccountId: buyer.accountId,
      petrolMix: petrol,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields).toEqual({
      productId: 'Das Produkt des Vertrags muss Teil des Benzin-Mix sein.',
    });
  });
});
