import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import {
  accounts,
  auditLog,
  basketReservations,
  childAccountSettings,
  orders,
  paymentTerms,
  users,
} from '../../db/schema';
import { accountIdByName, createBuyer, createOffer, setTerms, terminalIdByCode } from '../../../test/trading-fixtures';
import { createLiveOffer, deleteRulesOf, EXAMPLE_QUOTES, feedQuotes } from '../pricing-engine/live-market.fixtures';

const SELLER = 'Hanseatische Mineralöl Handels GmbH';

let t: TestApp;
let sellerId: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  sellerId = await accountIdByName(t.app.db, SELLER);
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date(TEST_NOW);
});

const NO_SETTINGS = {
  paymentTermId: null,
  dailyLimitCbm: null,
  collectionShorteningDays: 0,
  priceAdjustment: 0,
  terminalIds: null,
};

/** A parent company (admin user with the shareholder roles) with one child that trades with the seller. */
async function family(opts: { admin?: boolean } = {}) {
  const parent = await createBuyer(t.app.db);
  await t.app.db
    .update(users)
    .set({
      roles: ['MyOffers_Purchase', 'ChildAccounts_View', 'ChildAccounts_Offers_View'],
      isAdmin: opts.admin ?? true,
    })
    .where(eq(users.id, parent.userId));
  const [child] = await t.app.db
    .insert(accounts)
    .values({ type: 'buyer', name: `Kind ${parent.accountId} GmbH`, platform: 'A', parentAccountId: parent.accountId })
    .returning({ id: accounts.id });
  await setTerms(t.app.db, child!.id, sellerId, {});
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId, pricePer100lE4: 900_000 });
  return { parent, childId: child!.id, offer, a: await loginAs(t.app, parent.username) };
}

const put = (a: Awaited<ReturnType<typeof loginAs>>, childId: number, body: unknown) =>
  a.put(`/api/child-accounts/${childId}/settings`, body);
const orderFor = (childAccountId: number, offerId: number, quantityCbm: number) => ({
  items: [{ offerId, quantityCbm, childAccountId }],
  confirmTerms: true,
  confirmBookingChecked: true,
  idempotencyKey: randomUUID(),
});

test('the demo shareholder sees its two child accounts with default settings', async () => {
  const a = await loginAs(t.app, 'aviat');
  const res = await a.get('/api/child-accounts');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.childAccounts.map((c: { name: string }) => c.name)).toEqual([
    'Aviat Tankstellen Nord GmbH',
    'Aviat Tankstellen Süd GmbH',
  ]);
  expect(body.childAccounts[0].settings).toEqual(NO_SETTINGS);
  expect(body.paymentTerms.length).toBeGreaterThan(0);
  expect(body.terminals.length).toBeGreaterThan(0);
});

test('a buyer without the role gets 403; anonymous 401', async () => {
  expect((await (await loginAs(t.app, 'kaeufer')).get('/api/child-accounts')).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/child-accounts' })).statusCode).toBe(401);
});

test('saving settings: stored, listed, audited; a foreign child is 404; a non-admin 403', async () => {
  const { a, childId, parent } = await family();
  const [term] = await t.app.db.select().from(paymentTerms).limit(1);
  const terminal = await terminalIdByCode(t.app.db, 'HB-IND');
  const settings = {
    paymentTermId: term!.id,
    dailyLimitCbm: 80,
    collectionShorteningDays: 2,
    priceAdjustment: 1.25,
    terminalIds: [terminal],
  };
  const res = await put(a, childId, settings);
  expect(res.statusCode).toBe(200);
  expect(res.json().settings).toEqual(settings);
  const [row] = await t.app.db
    .select()
    .from(childAccountSettings)
    .where(eq(childAccountSettings.childAccountId, childId));
  expect(row).toMatchObject({
    dailyLimitLitres: 80_000,
    priceAdjustmentE4: 12_500,
    collectionShorteningDays: 2,
    terminalIds: [terminal],
  });
  const listed = (await a.get('/api/child-accounts')).json();
  expect(listed.childAccounts).toEqual([expect.objectContaining({ id: childId, settings })]);
  const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'child_account.settings_updated'));
  expect(audits.some((r) => r.accountId === parent.accountId && r.entityId === String(childId))).toBe(true);

  // Someone else's child, another family's child and a plain account: all 404, nothing written.
  const other = await family();
  expect((await put(a, other.childId, NO_SETTINGS)).statusCode).toBe(404);
  expect((await put(a, sellerId, NO_SETTINGS)).statusCode).toBe(404);
  expect(
    await t.app.db.select().from(childAccountSettings).where(eq(childAccountSettings.childAccountId, other.childId)),
  ).toEqual([]);

  const viewer = await family({ admin: false });
  expect((await put(viewer.a, viewer.childId, NO_SETTINGS)).statusCode).toBe(403);
});

test('invalid settings are refused with German messages', async () => {
  const { a, childId } = await family();
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ dailyLimitCbm: -1 }, 'dailyLimitCbm'],
    [{ dailyLimitCbm: 1.2345 }, 'dailyLimitCbm'],
    [{ collectionShorteningDays: 1.5 }, 'collectionShorteningDays'],
    [{ collectionShorteningDays: -1 }, 'collectionShorteningDays'],
    [{ priceAdjustment: 'viel' }, 'priceAdjustment'],
    [{ priceAdjustment: 0.00001 }, 'priceAdjustment'],
    [{ priceAdjustment: -0.5 }, 'priceAdjustment'],
    [{ priceAdjustment: 10.5 }, 'priceAdjustment'],
    [{ terminalIds: [1, 1] }, 'terminalIds'],
    [{ terminalIds: [999_999] }, 'terminalIds'],
    [{ paymentTermId: 999_999 }, 'paymentTermId'],
  ];
  for (const [change, field] of cases) {
    const res = await put(a, childId, { ...NO_SETTINGS, ...change });
    expect(res.statusCode, JSON.stringify(change)).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(
      Object.keys(body.error.fields).some((k) => k.startsWith(field)),
      JSON.stringify(body),
    ).toBe(true);
  }
  expect(
    await t.app.db.select().from(childAccountSettings).where(eq(childAccountSettings.childAccountId, childId)),
  ).toEqual([]);
});

test("a child order carries the price adjustment and the shortened window; its payment term is the seller's (decision 050)", async () => {
  const { a, childId, offer } = await family();
  const [term] = await t.app.db.select().from(paymentTerms).orderBy(paymentTerms.id).limit(1);
  await put(a, childId, { ...NO_SETTINGS, paymentTermId: term!.id, priceAdjustment: 0.5, collectionShorteningDays: 1 });

  const basket = await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10, childAccountId: childId });
  expect(basket.statusCode).toBe(201);
  expect(basket.json().reservation.pricePer100l).toBe(90.5);

  const res = await a.post('/api/orders', orderFor(childId, offer.id, 10));
  expect(res.statusCode).toBe(201);
  const placed = res.json().orders[0];
  expect(placed.pricePer100l).toBe(90.5);
  expect(placed.amounts.net).toBe(9050);
  const [row] = await t.app.db.select().from(orders).where(eq(orders.id, placed.id));
  // The parent's retired child term is stored as saved but not applied: the product's term governs.
  expect(row).toMatchObject({ buyerAccountId: childId, pricePer100lE4: 905_000, paymentTermId: null });
  expect(placed.paymentPeriod.creditDays).toBe(row!.creditDays);
  expect(row!.creditDays).not.toBe(term!.creditDays);
  // The offer's standard window minus one day, never before the start.
  expect(row!.collectionEndDate >= row!.collectionStartDate).toBe(true);
});

describe('decision 016: the adjustment is a surcharge of 0 to 10 EUR per 100 L, never a discount', () => {
  test('bounds: 0, 0.0001 and 10 are stored; any discount and anything above 10 is refused in German, nothing changes', async () => {
    const { a, childId } = await family();
    for (const ok of [0, 0.0001, 10]) {
      const res = await put(a, childId, { ...NO_SETTINGS, priceAdjustment: ok });
      expect(res.statusCode, `${ok}: ${res.body}`).toBe(200);
      expect(res.json().settings.priceAdjustment).toBe(ok);
    }
    for (const bad of [-0.0001, -1.25, -1000, 10.0001, 1000]) {
      const res = await put(a, childId, { ...NO_SETTINGS, priceAdjustment: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: {
          priceAdjustment: expect.stringMatching(bad < 0 ? /abschlag ist nicht möglich/i : /höchstens 10 EUR/),
        },
      });
    }
    const [row] = await t.app.db
      .select()
      .from(childAccountSettings)
      .where(eq(childAccountSettings.childAccountId, childId));
    expect(row!.priceAdjustmentE4).toBe(100_000);
  });

  test('the database refuses a discount or a surcharge above the bound written past the API (migration 0009)', async () => {
    const { childId } = await family();
    for (const priceAdjustmentE4 of [-10_000_000, -1, 100_001]) {
      await expect(
        t.app.db.insert(childAccountSettings).values({ childAccountId: childId, priceAdjustmentE4 }),
      ).rejects.toThrow();
    }
    await t.app.db.insert(childAccountSettings).values({ childAccountId: childId, priceAdjustmentE4: 100_000 });
  });

  test("the issue's attack: -1000 EUR is refused, the child cannot order at 0.0001", async () => {
    const { a, childId, offer } = await family();
    expect((await put(a, childId, { ...NO_SETTINGS, priceAdjustment: -1000 })).statusCode).toBe(400);
    const res = await a.post('/api/orders', orderFor(childId, offer.id, 10));
    expect(res.statusCode).toBe(201);
    expect(res.json().orders[0].pricePer100l).toBe(90);
  });
});

describe('spec section 5: a final price at or below zero is never shown or ordered', () => {
  test('fixed offers at 0 and below: out of the market, refused in basket and order with PRICE_NOT_POSITIVE, nothing written', async () => {
    const { a, childId, parent } = await family();
    await setTerms(t.app.db, parent.accountId, sellerId, {});
    await put(a, childId, { ...NO_SETTINGS, priceAdjustment: 10 });
    for (const pricePer100lE4 of [0, -1, -10_000]) {
      const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId, pricePer100lE4 });
      const markets = [
        (await a.get('/api/v2/offers')).json(),
        (await a.get(`/api/offers/childAccount/${childId}`)).json(),
      ];
      for (const m of markets) expect(m.offers.map((o: { id: number }) => o.id)).not.toContain(offer.id);
      // Neither the parent itself nor the child (whose surcharge would lift the price above zero).
      for (const childAccountId of [parent.accountId, childId]) {
        const basket = await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10, childAccountId });
        expect(basket.statusCode).toBe(409);
        expect(basket.json().error).toEqual({ code: 'PRICE_NOT_POSITIVE', message: ERROR_MESSAGES.PRICE_NOT_POSITIVE });
        const order = await a.post('/api/orders', orderFor(childAccountId, offer.id, 10));
        expect(order.statusCode).toBe(409);
        expect(order.json().error.code).toBe('PRICE_NOT_POSITIVE');
      }
      expect(await t.app.db.select().from(orders).where(eq(orders.offerId, offer.id))).toEqual([]);
      expect(await t.app.db.select().from(basketReservations).where(eq(basketReservations.offerId, offer.id))).toEqual(
        [],
      );
    }
  });

  test('a live offer whose engine price falls to zero or below: out of the market, refused in basket and order', async () => {
    const { a, childId } = await family();
    await deleteRulesOf(t.app.db, sellerId);
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    // 54.7685 EUR/100L15 less 547.685 EUR/cbm = 0; less 600 EUR/cbm is below zero.
    for (const surcharge of [-547.685, -600]) {
      const offer = await createLiveOffer(t.app.db, t.clock.now, {
        sellerAccountId: sellerId,
        live: { surcharge, surchargeUnit: 'EUR_CBM' },
      });
      const m = (await a.get(`/api/offers/childAccount/${childId}`)).json();
      expect(m.offers.map((o: { id: number }) => o.id)).not.toContain(offer.id);
      const basket = await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10, childAccountId: childId });
      expect(basket.json().error.code, String(surcharge)).toBe('PRICE_NOT_POSITIVE');
      const order = await a.post('/api/orders', orderFor(childId, offer.id, 10));
      expect(order.json().error.code).toBe('PRICE_NOT_POSITIVE');
      expect(await t.app.db.select().from(orders).where(eq(orders.offerId, offer.id))).toEqual([]);
    }
  });
});

test('collection shortening moves the end of a custom window, never before its start', async () => {
  const { a, childId } = await family();
  const custom = await createOffer(t.app.db, t.clock.now, {
    sellerAccountId: sellerId,
    liftingPeriodId: null,
    collectionStartDate: '2026-11-21',
    collectionEndDate: '2026-11-30',
  });
  await put(a, childId, { ...NO_SETTINGS, collectionShorteningDays: 3 });
  const res = await a.post('/api/orders', orderFor(childId, custom.id, 10));
  expect(res.statusCode).toBe(201);
  expect(res.json().orders[0].collectionPeriod).toEqual({ startDate: '2026-11-21', endDate: '2026-11-27' });

  await put(a, childId, { ...NO_SETTINGS, collectionShorteningDays: 30 });
  const short = await a.post('/api/orders', orderFor(childId, custom.id, 10));
  expect(short.json().orders[0].collectionPeriod).toEqual({ startDate: '2026-11-21', endDate: '2026-11-21' });
});

test('only the allowed terminals can be ordered for the child (basket and order)', async () => {
  const { a, childId, offer, parent } = await family();
  const other = await terminalIdByCode(t.app.db, 'HB-IND');
  // Allow a terminal that is not the offer's.
  const [{ id: elsewhere }] = (await a.get('/api/child-accounts'))
    .json()
    .terminals.filter((x: { id: number }) => x.id !== other);
  await put(a, childId, { ...NO_SETTINGS, terminalIds: [elsewhere] });
  const basket = await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10, childAccountId: childId });
  expect(basket.statusCode).toBe(409);
  expect(basket.json().error.code).toBe('OFFER_NOT_AVAILABLE');
  const res = await a.post('/api/orders', orderFor(childId, offer.id, 10));
  expect(res.json().error.code).toBe('OFFER_NOT_AVAILABLE');
  expect(await t.app.db.select().from(orders).where(eq(orders.offerId, offer.id))).toEqual([]);

  // The parent's own orders are not restricted by the child's settings.
  await setTerms(t.app.db, parent.accountId, sellerId, {});
  const own = await a.post('/api/orders', orderFor(parent.accountId, offer.id, 10));
  expect(own.statusCode).toBe(201);
  expect(own.json().orders[0].pricePer100l).toBe(90);

  await put(a, childId, { ...NO_SETTINGS, terminalIds: [other] });
  expect((await a.post('/api/orders', orderFor(childId, offer.id, 10))).statusCode).toBe(201);
});

test('the daily limit counts all of the child orders today and resets the next day', async () => {
  const { a, childId, offer, parent } = await family();
  const second = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId, pricePer100lE4: 910_000 });
  await put(a, childId, { ...NO_SETTINGS, dailyLimitCbm: 30 });

  expect((await a.post('/api/orders', orderFor(childId, offer.id, 20))).statusCode).toBe(201);
  const usage = (await a.get('/api/child-accounts')).json().childAccounts[0];
  expect(usage.orderedTodayCbm).toBe(20);

  const over = await a.post('/api/orders', orderFor(childId, second.id, 10.001));
  expect(over.statusCode).toBe(409);
  expect(over.json().error.code).toBe('DAILY_LIMIT_REACHED');
  expect(await t.app.db.select().from(orders).where(eq(orders.offerId, second.id))).toEqual([]);

  // Exactly up to the limit, over another offer (the limit spans offers and sellers).
  expect((await a.post('/api/orders', orderFor(childId, second.id, 10))).statusCode).toBe(201);
  expect((await a.post('/api/orders', orderFor(childId, second.id, 5))).json().error.code).toBe('DAILY_LIMIT_REACHED');

  // Next morning (Europe/Berlin) the limit is free again.
  t.clock.now = new Date('2026-11-21T00:05:00+01:00');
  const b = await loginAs(t.app, parent.username);
  expect((await b.get('/api/child-accounts')).json().childAccounts[0].orderedTodayCbm).toBe(0);
  expect((await b.post('/api/orders', orderFor(childId, second.id, 30))).statusCode).toBe(201);
});
