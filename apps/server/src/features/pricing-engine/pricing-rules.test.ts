import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  PRICING_RULE_MESSAGES as M,
  PricingRuleSchema,
  PricingRulesResponseSchema,
} from '@fuel/domain/contracts/pricing-engine';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { TEST_NOW } from '../../../test/test-clock';
import { loginAs } from '../../../test/demo-login';
import { auditLog, pricingRules } from '../../db/schema';
import {
  accountIdByName,
  createBuyer,
  createOffer,
  productIdByCode,
  terminalIdByCode,
  userByName,
} from '../../../test/trading-fixtures';
import { eventually } from '../../../test/live-market';
import { RULE_TARGET_MESSAGES } from './pricing-rules.service';

// Rules of the demo seller Hanseatische (verkaeufer); its demo rules are removed before each test.

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;
const ids = {
  seller: 0,
  otherSeller: 0,
  schmidt: 0,
  heizoel: 0,
  diesel: 0,
  adblue: 0,
  hamburg: 0,
  bremen: 0,
  duisburg: 0,
  ownOffer: 0,
  foreignOffer: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = TEST_NOW;
  seller = await loginAs(t.app, 'verkaeufer');
  ids.seller = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  ids.otherSeller = (await userByName(t.app.db, 'verkaeufer-rhein')).accountId;
  ids.schmidt = await accountIdByName(t.app.db, 'Heizöl Schmidt GmbH & Co. KG');
  ids.heizoel = await productIdByCode(t.app.db, 'HEL-SCHWEFELARM');
  ids.diesel = await productIdByCode(t.app.db, 'DIESEL-B7');
  ids.adblue = await productIdByCode(t.app.db, 'ADBLUE');
  ids.hamburg = await terminalIdByCode(t.app.db, 'HH-HAR');
  ids.bremen = await terminalIdByCode(t.app.db, 'HB-IND');
  ids.duisburg = await terminalIdByCode(t.app.db, 'DU-RUH');
  ids.ownOffer = (await createOffer(t.app.db, TEST_NOW, { sellerAccountId: ids.seller })).id;
  ids.foreignOffer = (await createOffer(t.app.db, TEST_NOW, { sellerAccountId: ids.otherSeller })).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.delete(pricingRules).where(eq(pricingRules.sellerAccountId, ids.seller));
});

const ruleCount = async () => t.app.db.$count(pricingRules, eq(pricingRules.sellerAccountId, ids.seller));

async function create(body: Record<string, unknown>) {
  const res = await seller.post('/api/pricing/rules', body);
  expect(res.statusCode, res.body).toBe(201);
  return PricingRuleSchema.parse(res.json());
}

/** A refusal: status, code and fields as given, and not one rule more or less. */
async function refused(body: Record<string, unknown>, status: number, code: string, fields?: Record<string, string>) {
  const before = await ruleCount();
  const res = await seller.post('/api/pricing/rules', body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  if (fields) expect(res.json().error.fields).toEqual(fields);
  expect(await ruleCount()).toBe(before);
  return res.json().error;
}

const duty = (extra: Record<string, unknown> = {}) => ({
  kind: 'DUTY',
  scope: 'GLOBAL',
  groupName: 'CO2-Abgabe',
  params: { value: 147, unit: 'EUR/cbm' },
  ...extra,
});

describe('who may manage rules', () => {
  test('anonymous 401, buyers 403 on every call', async () => {
    expect((await agent(t.app).get('/api/pricing/rules')).statusCode).toBe(401);
    const buyer = await loginAs(t.app, 'kaeufer');
    expect((await buyer.get('/api/pricing/rules')).statusCode).toBe(403);
    expect((await buyer.post('/api/pricing/rules', duty())).statusCode).toBe(403);
    expect((await buyer.put('/api/pricing/rules/1', duty())).statusCode).toBe(403);
    expect((await buyer.delete('/api/pricing/rules/1')).statusCode).toBe(403);
    expect((await buyer.get('/api/pricing/breakdown?offerId=1&buyerAccountId=1')).statusCode).toBe(403);
  });
});

describe('create, list, edit, delete', () => {
  test('stores a rule with normalised targets, lists it, audits every change', async () => {
    const rule = await create({
      kind: 'PRICE',
      scope: 'ACCOUNT',
      groupName: 'Kundenpreis',
      params: { value: -0.5, unit: 'EUR/100L15' },
      accountIds: [ids.schmidt],
      productIds: [ids.diesel, ids.heizoel, ids.diesel],
      terminalIds: [ids.hamburg],
    });
    expect(rule).toMatchObject({
      kind: 'PRICE',
      scope: 'ACCOUNT',
      groupName: 'Kundenpreis',
      params: { value: -0.5, unit: 'EUR/100L15' },
      accountIds: [ids.schmidt],
      productIds: [ids.heizoel, ids.diesel].sort((a, b) => a - b),
      terminalIds: [ids.hamburg],
      offerId: null,
    });
    const list = PricingRulesResponseSchema.parse((await seller.get('/api/pricing/rules')).json());
    expect(list.rules.map((r) => r.id)).toEqual([rule.id]);

    const edited = await seller.put(`/api/pricing/rules/${rule.id}`, {
      ...rule,
      params: { value: -0.75, unit: 'EUR/cbm' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().params).toEqual({ value: -0.75, unit: 'EUR/cbm' });
    expect((await seller.delete(`/api/pricing/rules/${rule.id}`)).statusCode).toBe(204);
    expect(await ruleCount()).toBe(0);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'pricing_rule'), eq(auditLog.entityId, String(rule.id))));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  test('every kind of spec section 3 with valid params is stored', async () => {
    const valid: Array<Record<string, unknown>> = [
      duty(),
      { kind: 'DENSITY', scope: 'PRODUCT', params: { density: 0.85 }, productIds: [ids.heizoel] },
      { kind: 'BIO_BLEND', scope: 'PRODUCT', params: { value: 1.2, unit: 'EUR/100L15' }, productIds: [ids.diesel] },
      { kind: 'FX', scope: 'GLOBAL', params: { rate: 1.0825 } },
      { kind: 'FX_LIVE_SYMBOL', scope: 'GLOBAL', params: { symbol: 'FX/EURUSD' } },
      { kind: 'FX_LIVE_PREMIUM', scope: 'GLOBAL', params: { premium: -0.002 } },
      { kind: 'ICE_EXPIRY', scope: 'GLOBAL', params: { date: '2026-12-10', time: '18:00', direction: 'FORWARD' } },
      { kind: 'ICE_LIVE', scope: 'TERMINAL', params: { futureMonth: 'M02' }, terminalIds: [ids.hamburg] },
      { kind: 'ICE_LIVE_PREMIUM', scope: 'NETWORK', params: { value: 4.25 }, terminalIds: [ids.hamburg, ids.bremen] },
      { kind: 'ICE_SETTLE', scope: 'OFFER', params: { priceUsdMt: 702.5 }, offerId: ids.ownOffer },
      { kind: 'PRODUCT_SETTLE', scope: 'PRODUCT', params: { priceUsdMt: 699 }, productIds: [ids.heizoel] },
      {
        kind: 'PRICE',
        scope: 'TERMINAL',
        groupName: 'Fracht Bremen',
        params: { value: 12, unit: 'EUR/cbm' },
        terminalIds: [ids.bremen],
      },
      { kind: 'MIN_PRICE_TRACKING', scope: 'GLOBAL', params: { maxPriceFall: 2.5 } },
      { kind: 'MIN_PRICE_FIXED', scope: 'PRODUCT', params: { price: 80 }, productIds: [ids.heizoel] },
    ];
    for (const body of valid) await create(body);
    expect(await ruleCount()).toBe(valid.length);
  });
});

describe("a change tells the seller's markets to refetch", () => {
  test("create, edit and delete each publish one 'sellerMarketChanged' of the seller; a refusal publishes none", async () => {
    const seen: number[] = [];
    // On PostgreSQL events come back through NOTIFY, so an announcement of an earlier test may still be on
    // its way: this test counts only what arrives after a marker it announces itself (delivered in order).
    const marker = 0;
    let counting = false;
    const off = t.app.events.subscribe((event) => {
      if (event.type !== 'sellerMarketChanged') return;
      if (event.sellerAccountId === marker) counting = true;
      else if (counting) seen.push(event.sellerAccountId);
    });
    try {
      await t.app.sellerMarketEvents.announceChange(marker);
      await eventually(() => expect(counting).toBe(true));
      const rule = await create(duty());
      await eventually(() => expect(seen).toEqual([ids.seller]));
      expect(
        (await seller.put(`/api/pricing/rules/${rule.id}`, { ...duty(), params: { value: 150, unit: 'EUR/cbm' } }))
          .statusCode,
      ).toBe(200);
      await eventually(() => expect(seen).toHaveLength(2));
      await refused(duty(), 409, 'PRICING_RULE_EXISTS');
      expect((await seller.delete(`/api/pricing/rules/${rule.id}`)).statusCode).toBe(204);
      await eventually(() => expect(seen).toEqual([ids.seller, ids.seller, ids.seller]));
    } finally {
      off();
    }
  });
});

describe('params of each kind: 400 with German field messages, nothing stored', () => {
  const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
    [
      'DUTY without value',
      { kind: 'DUTY', scope: 'GLOBAL', params: { unit: 'EUR/cbm' } },
      { 'params.value': 'Wert ist ein Pflichtfeld.' },
    ],
    [
      'DUTY with 5 decimals',
      { kind: 'DUTY', scope: 'GLOBAL', params: { value: 1.23456, unit: 'EUR/cbm' } },
      { 'params.value': M.decimals('Wert', 4) },
    ],
    [
      'DUTY in USD/mt',
      { kind: 'DUTY', scope: 'GLOBAL', params: { value: 1, unit: 'USD/mt' } },
      { 'params.unit': 'Währung/Einheit ist ein Pflichtfeld.' },
    ],
    [
      'DUTY too large',
      { kind: 'DUTY', scope: 'GLOBAL', params: { value: 100_001, unit: 'EUR/cbm' } },
      { 'params.value': M.tooLarge('Wert') },
    ],
    [
      'DENSITY out of range',
      { kind: 'DENSITY', scope: 'GLOBAL', params: { density: 1.3 } },
      { 'params.density': M.densityRange },
    ],
    [
      'DENSITY with 5 decimals',
      { kind: 'DENSITY', scope: 'GLOBAL', params: { density: 0.84512 } },
      { 'params.density': M.decimals('Dichte (kg/l)', 4) },
    ],
    [
      'BIO_BLEND without unit',
      { kind: 'BIO_BLEND', scope: 'GLOBAL', params: { value: 1 } },
      { 'params.unit': 'Währung/Einheit ist ein Pflichtfeld.' },
    ],
    [
      'FX rate 0',
      { kind: 'FX', scope: 'GLOBAL', params: { rate: 0 } },
      { 'params.rate': M.positive('Wechselkurs (USD je EUR)') },
    ],
    [
      'FX rate above 100',
      { kind: 'FX', scope: 'GLOBAL', params: { rate: 101 } },
      { 'params.rate': M.tooLarge('Wechselkurs (USD je EUR)') },
    ],
    [
      'FX_LIVE_SYMBOL unknown',
      { kind: 'FX_LIVE_SYMBOL', scope: 'GLOBAL', params: { symbol: 'FX/EURGBP' } },
      { 'params.symbol': 'Wechselkurs-Symbol ist ein Pflichtfeld.' },
    ],
    [
      'FX_LIVE_PREMIUM above 10',
      { kind: 'FX_LIVE_PREMIUM', scope: 'GLOBAL', params: { premium: 11 } },
      { 'params.premium': M.tooLarge('Aufschlag') },
    ],
    [
      'ICE_EXPIRY with an impossible date and time',
      { kind: 'ICE_EXPIRY', scope: 'GLOBAL', params: { date: '2026-02-30', time: '25:00', direction: 'FORWARD' } },
      { 'params.date': M.invalidDate, 'params.time': M.invalidTime },
    ],
    [
      'ICE_EXPIRY without direction',
      { kind: 'ICE_EXPIRY', scope: 'GLOBAL', params: { date: '2026-12-10', time: '18:00' } },
      { 'params.direction': 'Richtung ist ein Pflichtfeld.' },
    ],
    [
      'ICE_LIVE month M07',
      { kind: 'ICE_LIVE', scope: 'GLOBAL', params: { futureMonth: 'M07' } },
      { 'params.futureMonth': 'Terminmonat ist ein Pflichtfeld.' },
    ],
    [
      'ICE_LIVE_PREMIUM with 3 decimals',
      { kind: 'ICE_LIVE_PREMIUM', scope: 'GLOBAL', params: { value: 1.234 } },
      { 'params.value': M.decimals('Wert', 2) },
    ],
    [
      'ICE_SETTLE at 0',
      { kind: 'ICE_SETTLE', scope: 'GLOBAL', params: { priceUsdMt: 0 } },
      { 'params.priceUsdMt': M.positive('Abrechnungspreis (USD/mt)') },
    ],
    [
      'PRODUCT_SETTLE without price',
      { kind: 'PRODUCT_SETTLE', scope: 'PRODUCT', productIds: [1], params: {} },
      { 'params.priceUsdMt': 'Abrechnungspreis (USD/mt) ist ein Pflichtfeld.' },
    ],
    [
      'PRICE without unit',
      { kind: 'PRICE', scope: 'GLOBAL', params: { value: 1 } },
      { 'params.unit': 'Währung/Einheit ist ein Pflichtfeld.' },
    ],
    [
      'MIN_PRICE_TRACKING negative',
      { kind: 'MIN_PRICE_TRACKING', scope: 'GLOBAL', params: { maxPriceFall: -1 } },
      { 'params.maxPriceFall': M.notNegative('Maximaler Preisrückgang (EUR/100L15)') },
    ],
    [
      'MIN_PRICE_FIXED at 0',
      { kind: 'MIN_PRICE_FIXED', scope: 'GLOBAL', params: { price: 0 } },
      { 'params.price': M.positive('Mindestpreis (EUR/100L15)') },
    ],
    ['an unknown kind', { kind: 'NOPE', scope: 'GLOBAL', params: {} }, { kind: 'Regelart ist ein Pflichtfeld.' }],
    [
      'an unknown scope',
      { kind: 'FX', scope: 'WORLD', params: { rate: 1.08 } },
      { scope: 'Geltungsbereich ist ein Pflichtfeld.' },
    ],
  ];
  test.each(cases)('%s', async (_name, body, fields) => {
    await refused(body, 400, 'VALIDATION_FAILED', fields);
  });
});

describe('targets each scope needs (spec section 5 "at least one customer, terminal, product and currency/unit")', () => {
  const price = { kind: 'PRICE', params: { value: 1, unit: 'EUR/cbm' } };
  test.each<[string, () => Record<string, unknown>, Record<string, string>]>([
    [
      'GLOBAL names no targets',
      () => ({ ...price, scope: 'GLOBAL', productIds: [ids.heizoel] }),
      { scope: M.globalWithoutTargets },
    ],
    ['TERMINAL needs a terminal', () => ({ ...price, scope: 'TERMINAL' }), { terminalIds: M.terminalRequired }],
    [
      'NETWORK needs two terminals',
      () => ({ ...price, scope: 'NETWORK', terminalIds: [ids.hamburg] }),
      { terminalIds: M.networkNeedsTwo },
    ],
    ['PRODUCT needs a product', () => ({ ...price, scope: 'PRODUCT' }), { productIds: M.productRequired }],
    ['OFFER needs an offer', () => ({ ...price, scope: 'OFFER' }), { offerId: M.offerRequired }],
    [
      'an offer only with scope OFFER',
      () => ({ ...price, scope: 'PRODUCT', productIds: [ids.heizoel], offerId: ids.ownOffer }),
      { offerId: M.offerOnlyForOfferScope },
    ],
    [
      'ACCOUNT needs a customer',
      () => ({ kind: 'DUTY', scope: 'ACCOUNT', params: { value: 1, unit: 'EUR/cbm' } }),
      { accountIds: M.customerRequired },
    ],
    [
      'a customer price needs customer, products and terminals',
      () => ({ ...price, scope: 'ACCOUNT' }),
      { accountIds: M.customerRequired, productIds: M.productRequired, terminalIds: M.terminalRequired },
    ],
    [
      'PRODUCT_SETTLE needs a product',
      () => ({ kind: 'PRODUCT_SETTLE', scope: 'TERMINAL', terminalIds: [ids.hamburg], params: { priceUsdMt: 700 } }),
      { productIds: M.productSettleNeedsProduct },
    ],
  ])('%s', async (_name, body, fields) => {
    await refused(body(), 400, 'VALIDATION_FAILED', fields);
  });
});

describe("targets must be the seller's own", () => {
  test('customers: only buyers with a relationship to this seller', async () => {
    const stranger = await createBuyer(t.app.db);
    const customerRule = (accountIds: number[]) => ({
      kind: 'PRICE',
      scope: 'ACCOUNT',
      params: { value: -1, unit: 'EUR/100L15' },
      accountIds,
      productIds: [ids.heizoel],
      terminalIds: [ids.hamburg],
    });
    for (const foreign of [stranger.accountId, ids.otherSeller, ids.seller, 999_999]) {
      await refused(customerRule([ids.schmidt, foreign]), 400, 'VALIDATION_FAILED', {
        accountIds: RULE_TARGET_MESSAGES.accountIds,
      });
    }
    await create(customerRule([ids.schmidt]));
  });

  test("products: existing fuels; terminals: existing ones; the offer: one of the seller's own", async () => {
    const product = (productIds: number[]) => ({
      kind: 'DUTY',
      scope: 'PRODUCT',
      params: { value: 1, unit: 'EUR/cbm' },
      productIds,
    });
    await refused(product([ids.heizoel, 999_999]), 400, 'VALIDATION_FAILED', {
      productIds: RULE_TARGET_MESSAGES.productIds,
    });
    await refused(product([ids.adblue]), 400, 'VALIDATION_FAILED', { productIds: RULE_TARGET_MESSAGES.productIds });
    await refused(
      { kind: 'PRICE', scope: 'NETWORK', params: { value: 1, unit: 'EUR/cbm' }, terminalIds: [ids.hamburg, 999_999] },
      400,
      'VALIDATION_FAILED',
      {
        terminalIds: RULE_TARGET_MESSAGES.terminalIds,
      },
    );
    const offerRule = (offerId: number) => ({
      kind: 'ICE_SETTLE',
      scope: 'OFFER',
      params: { priceUsdMt: 700 },
      offerId,
    });
    await refused(offerRule(ids.foreignOffer), 400, 'VALIDATION_FAILED', { offerId: RULE_TARGET_MESSAGES.offerId });
    await refused(offerRule(999_999), 400, 'VALIDATION_FAILED', { offerId: RULE_TARGET_MESSAGES.offerId });
    const removed = await createOffer(t.app.db, TEST_NOW, { sellerAccountId: ids.seller, status: 'REMOVED' });
    await refused(offerRule(removed.id), 400, 'VALIDATION_FAILED', { offerId: RULE_TARGET_MESSAGES.offerId });
    // Several foreign targets at once: every field is named.
    await refused(
      {
        kind: 'PRICE',
        scope: 'ACCOUNT',
        params: { value: 1, unit: 'EUR/cbm' },
        accountIds: [999_999],
        productIds: [999_999],
        terminalIds: [999_999],
      },
      400,
      'VALIDATION_FAILED',
      {
        accountIds: RULE_TARGET_MESSAGES.accountIds,
        productIds: RULE_TARGET_MESSAGES.productIds,
        terminalIds: RULE_TARGET_MESSAGES.terminalIds,
      },
    );
  });

  test('an edit with foreign targets changes nothing', async () => {
    const rule = await create({
      kind: 'DUTY',
      scope: 'PRODUCT',
      params: { value: 1, unit: 'EUR/cbm' },
      productIds: [ids.heizoel],
    });
    const res = await seller.put(`/api/pricing/rules/${rule.id}`, { ...rule, productIds: [999_999] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ productIds: RULE_TARGET_MESSAGES.productIds });
    const [row] = await t.app.db.select().from(pricingRules).where(eq(pricingRules.id, rule.id));
    expect(row!.productIds).toEqual([ids.heizoel]);
  });
});

describe('duplicates (spec section 5): 409, nothing stored', () => {
  test('"rule already exists": same kind, scope, group and targets (target order does not matter)', async () => {
    await create(duty());
    const err = await refused(duty(), 409, 'PRICING_RULE_EXISTS');
    expect(err.message).toBe('Diese Regel existiert bereits.');
    // Another group is another rule (groups stack).
    await create(duty({ groupName: 'Energiesteuer' }));
    await create({
      kind: 'PRICE',
      scope: 'NETWORK',
      params: { value: 1, unit: 'EUR/cbm' },
      terminalIds: [ids.hamburg, ids.bremen],
    });
    await refused(
      {
        kind: 'PRICE',
        scope: 'NETWORK',
        params: { value: 2, unit: 'EUR/100L15' },
        terminalIds: [ids.bremen, ids.hamburg],
      },
      409,
      'PRICING_RULE_EXISTS',
    );
  });

  test('"expiry rule already exists": same roll date and time', async () => {
    const expiry = (direction: string, time = '18:00') => ({
      kind: 'ICE_EXPIRY',
      scope: 'GLOBAL',
      params: { date: '2026-12-10', time, direction },
    });
    await create(expiry('FORWARD'));
    const err = await refused(expiry('BACK'), 409, 'EXPIRY_RULE_EXISTS');
    expect(err.message).toBe('Diese Verfallsregel existiert bereits.');
    await create(expiry('BACK', '18:30'));
  });

  test('a duplicate relationship (customer) rule: same customer, products, terminals', async () => {
    const customer = (value: number, unit: string) => ({
      kind: 'PRICE',
      scope: 'ACCOUNT',
      params: { value, unit },
      accountIds: [ids.schmidt],
      productIds: [ids.heizoel, ids.diesel],
      terminalIds: [ids.hamburg],
    });
    await create(customer(-1, 'EUR/100L15'));
    await refused(customer(-2, 'EUR/100L15'), 409, 'PRICING_RULE_EXISTS');
    await refused({ ...customer(-2, 'EUR/cbm'), productIds: [ids.diesel, ids.heizoel] }, 409, 'PRICING_RULE_EXISTS');
    await create({ ...customer(-2, 'EUR/100L15'), terminalIds: [ids.bremen] });
  });

  test('an edit into a duplicate is refused and changes nothing; an edit of itself is fine', async () => {
    const a = await create(duty());
    const b = await create(duty({ groupName: 'Energiesteuer' }));
    const res = await seller.put(`/api/pricing/rules/${b.id}`, { ...b, groupName: 'CO2-Abgabe' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PRICING_RULE_EXISTS');
    const [row] = await t.app.db.select().from(pricingRules).where(eq(pricingRules.id, b.id));
    expect(row!.groupName).toBe('Energiesteuer');
    const same = await seller.put(`/api/pricing/rules/${a.id}`, { ...a, params: { value: 150, unit: 'EUR/cbm' } });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe('ownership', () => {
  test('another seller never lists, edits or deletes a rule: 404 and nothing changed', async () => {
    const rule = await create(duty());
    const other = await loginAs(t.app, 'verkaeufer-rhein');
    expect(
      PricingRulesResponseSchema.parse((await other.get('/api/pricing/rules')).json()).rules.map((r) => r.id),
    ).not.toContain(rule.id);
    const put = await other.put(`/api/pricing/rules/${rule.id}`, { ...duty(), params: { value: 1, unit: 'EUR/cbm' } });
    expect(put.statusCode).toBe(404);
    expect((await other.delete(`/api/pricing/rules/${rule.id}`)).statusCode).toBe(404);
    const [row] = await t.app.db.select().from(pricingRules).where(eq(pricingRules.id, rule.id));
    expect(row!.params).toEqual({ value: 147, unit: 'EUR/cbm' });
    expect((await seller.delete('/api/pricing/rules/999999')).statusCode).toBe(404);
  });
});
