import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { PriceBreakdownSchema, PricingRuleSchema } from '@fuel/domain/contracts/pricing-engine';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TEST_NOW } from '../../../test/test-clock';
import { loginAs } from '../../../test/demo-login';
import {
  accountIdByName,
  createBuyer,
  createOffer,
  productIdByCode,
  setTerms,
  terminalIdByCode,
  userByName,
} from '../../../test/trading-fixtures';
import { BREAKDOWN_MESSAGES } from './breakdown.service';
import { createLiveOffer, deleteRulesOf, EXAMPLE_QUOTES, feedQuotes } from './live-market.fixtures';

// GET /api/pricing/breakdown: the seller's explanation of one live price for one connected buyer.

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;
let step = 0;
const ids = { seller: 0, schmidt: 0, heizoel: 0, bremen: 0 };

beforeAll(async () => {
  t = await createTestApp();
  seller = await loginAs(t.app, 'verkaeufer');
  ids.seller = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  ids.schmidt = await accountIdByName(t.app.db, 'Heizöl Schmidt GmbH & Co. KG');
  ids.heizoel = await productIdByCode(t.app.db, 'HEL-SCHWEFELARM');
  ids.bremen = await terminalIdByCode(t.app.db, 'HB-IND');
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.now = new Date(TEST_NOW.getTime() + ++step * 10 * 60_000);
  await deleteRulesOf(t.app.db, ids.seller);
});

const rule = async (body: Record<string, unknown>) => {
  const res = await seller.post('/api/pricing/rules', body);
  expect(res.statusCode, res.body).toBe(201);
  return PricingRuleSchema.parse(res.json());
};
const breakdown = (offerId: number, buyerAccountId: number) =>
  seller.get(`/api/pricing/breakdown?offerId=${offerId}&buyerAccountId=${buyerAccountId}`);

test('every step explained, with the rules that applied and why', async () => {
  await feedQuotes(t.app, EXAMPLE_QUOTES);
  const offer = await createLiveOffer(t.app.db, t.clock.now, {
    sellerAccountId: ids.seller,
    live: { density: null, surcharge: 25, surchargeUnit: 'USD_MT' },
  });
  const density = await rule({
    kind: 'DENSITY',
    scope: 'PRODUCT',
    params: { density: 0.845 },
    productIds: [ids.heizoel],
  });
  const duty = await rule({
    kind: 'DUTY',
    scope: 'PRODUCT',
    groupName: 'Energiesteuer',
    params: { value: 61.35, unit: 'EUR/cbm' },
    productIds: [ids.heizoel],
  });
  const customer = await rule({
    kind: 'PRICE',
    scope: 'ACCOUNT',
    params: { value: -1, unit: 'EUR/100L15' },
    accountIds: [ids.schmidt],
    productIds: [ids.heizoel],
    terminalIds: [ids.bremen],
  });
  // A customer rule of another buyer does not apply.
  const other = await userByName(t.app.db, 'aviat');
  await rule({
    kind: 'PRICE',
    scope: 'ACCOUNT',
    params: { value: -3, unit: 'EUR/100L15' },
    accountIds: [other.accountId],
    productIds: [ids.heizoel],
    terminalIds: [ids.bremen],
  });

  const res = await breakdown(offer.id, ids.schmidt);
  expect(res.statusCode, res.body).toBe(200);
  const b = PriceBreakdownSchema.parse(res.json());
  expect(b.offer).toMatchObject({ id: offer.id, product: { id: ids.heizoel }, terminal: { id: ids.bremen } });
  expect(b.buyer).toEqual({ id: ids.schmidt, name: 'Heizöl Schmidt GmbH & Co. KG' });
  // 725 / 1.08 x 0.845 / 10 = 56.7245, + 6.135 duty, - 1 customer price
  expect(b.result).toMatchObject({ ok: true, pricePer100l: 61.86, missing: [] });
  expect(b.result.basis).toMatchObject({ symbol: 'ICE/GAS', icePriceUsdMt: 700, fxRate: 1.08, density: 0.845 });
  expect(b.result.steps.length).toBeGreaterThanOrEqual(5);
  expect(b.result.steps.at(-1)!.value).toBeCloseTo(61.86, 4);
  for (const s of b.result.steps) expect(s.label.length).toBeGreaterThan(0);
  expect(b.result.steps.filter((s) => s.ruleId !== null).map((s) => s.ruleId)).toEqual(
    expect.arrayContaining([duty.id, customer.id]),
  );
  expect(b.appliedRules.map((r) => r.id).sort()).toEqual([density.id, duty.id, customer.id].sort());
  for (const r of b.appliedRules) expect(r.reason).toMatch(/\./);
  expect(b.recipe).toMatchObject({ offerId: offer.id, density: 0.845, adjustments: expect.any(Array) });
});

test('without fresh market data: the recipe and the missing symbols, no price', async () => {
  await feedQuotes(t.app, EXAMPLE_QUOTES);
  const offer = await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller });
  t.clock.now = new Date(t.clock.now.getTime() + 121_000);
  const b = PriceBreakdownSchema.parse((await breakdown(offer.id, ids.schmidt)).json());
  expect(b.result).toMatchObject({ ok: false, pricePer100l: null, steps: [], basis: null });
  expect(b.result.missing).toEqual(expect.arrayContaining(['ICE/GAS', 'FX/EURUSD']));
});

test("refusals: another seller's offer 404; a fixed offer or a buyer without an active relationship 400; a bad query 400", async () => {
  const offer = await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller });
  const other = await loginAs(t.app, 'verkaeufer-rhein');
  expect((await other.get(`/api/pricing/breakdown?offerId=${offer.id}&buyerAccountId=${ids.schmidt}`)).statusCode).toBe(
    404,
  );
  const fixed = await createOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller });
  const notLive = await breakdown(fixed.id, ids.schmidt);
  expect(notLive.statusCode).toBe(400);
  expect(notLive.json().error.fields).toEqual({ offerId: BREAKDOWN_MESSAGES.notLive });
  const stranger = await createBuyer(t.app.db);
  expect((await breakdown(offer.id, stranger.accountId)).json().error.fields).toEqual({
    buyerAccountId: BREAKDOWN_MESSAGES.buyerNotConnected,
  });
  // Bauer's relationship with Hanseatische is DISABLED by the seller.
  const bauer = await userByName(t.app.db, 'bauer');
  expect((await breakdown(offer.id, bauer.accountId)).statusCode).toBe(400);
  await setTerms(t.app.db, stranger.accountId, ids.seller, { sellerStatus: 'IN_REVIEW' });
  expect((await breakdown(offer.id, stranger.accountId)).statusCode).toBe(400);
  expect((await seller.get('/api/pricing/breakdown?offerId=abc&buyerAccountId=1')).statusCode).toBe(400);
  expect((await seller.get('/api/pricing/breakdown')).statusCode).toBe(400);
});
