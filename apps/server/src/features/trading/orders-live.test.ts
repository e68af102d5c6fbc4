import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { OrderDetailSchema, PlaceOrderResponseSchema } from '@fuel/domain/contracts/orders';
import { ReservationResponseSchema } from '@fuel/domain/contracts/basket';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import { accounts, basketReservations, childAccountSettings, orders, users } from '../../db/schema';
import {
  accountIdByName,
  createBuyer,
  createOffer,
  productIdByCode,
  setTerms,
  terminalIdByCode,
} from '../../../test/trading-fixtures';
import { createLiveOffer, deleteRulesOf, EXAMPLE_QUOTES, feedQuotes } from '../pricing-engine/live-market.fixtures';

// A live price in the basket and the order: reserved with the market data it was computed from, held
// during the countdown, kept by the order. Hanseatische's demo rules are deleted; the clock moves on
// ten minutes per test so each test's quotes are the newest.

let t: TestApp;
let sellerId: number;
let seller: Awaited<ReturnType<typeof loginAs>>;
let step = 0;
const ids = { heizoel: 0, bremen: 0 };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', BASKET_RESERVATION_SECONDS: '90' });
  sellerId = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  seller = await loginAs(t.app, 'verkaeufer');
  ids.heizoel = await productIdByCode(t.app.db, 'HEL-SCHWEFELARM');
  ids.bremen = await terminalIdByCode(t.app.db, 'HB-IND');
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.now = new Date(TEST_NOW.getTime() + ++step * 10 * 60_000);
  await deleteRulesOf(t.app.db, sellerId);
});

async function buyerAgent() {
  const buyer = await createBuyer(t.app.db);
  await setTerms(t.app.db, buyer.accountId, sellerId, {});
  return { buyer, a: await loginAs(t.app, buyer.username) };
}

const confirmed = { confirmTerms: true, confirmBookingChecked: true };
const EXAMPLE_BASIS = {
  symbol: 'ICE/GAS',
  futureMonth: 'M00',
  icePriceUsdMt: 700,
  fxSymbol: 'FX/EURUSD',
  fxRate: 1.08,
  density: 0.845,
  source: 'LIVE',
};

describe('basket', () => {
  test("reserving a live offer holds the engine's price for the ordering account with its basis", async () => {
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    const offer = await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
    const { a, buyer } = await buyerAgent();
    // A customer price for this buyer: the reservation is the buyer's price, not the list price.
    const rule = {
      kind: 'PRICE',
      scope: 'ACCOUNT',
      params: { value: -0.5, unit: 'EUR/100L15' },
      accountIds: [buyer.accountId],
      productIds: [ids.heizoel],
      terminalIds: [ids.bremen],
    };
    expect((await seller.post('/api/pricing/rules', rule)).statusCode).toBe(201);

    const res = await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 });
    expect(res.statusCode, res.body).toBe(201);
    const { reservation } = ReservationResponseSchema.parse(res.json());
    expect(reservation.pricePer100l).toBe(54.27);
    expect(reservation.amounts.net).toBe(5427);
    expect(reservation.priceBasis).toMatchObject({ ...EXAMPLE_BASIS, computedAt: t.clock.now.toISOString() });
    const [row] = await t.app.db.select().from(basketReservations).where(eq(basketReservations.id, reservation.id));
    expect(row).toMatchObject({ pricePer100lE4: 542_700, priceBasis: reservation.priceBasis });
  });

  test('refresh prices again from the quotes now', async () => {
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    const offer = await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
    const { a } = await buyerAgent();
    const { reservation } = (await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 })).json();
    t.clock.now = new Date(t.clock.now.getTime() + 30_000);
    await feedQuotes(t.app, { 'ICE/GAS': 720 });
    const refreshed = ReservationResponseSchema.parse(
      (await a.post(`/api/basket/${reservation.id}/refresh`)).json(),
    ).reservation;
    expect(refreshed.pricePer100l).toBe(56.33);
    expect(refreshed.priceBasis).toMatchObject({ icePriceUsdMt: 720, computedAt: t.clock.now.toISOString() });
  });

  test('without fresh market data a live offer cannot be reserved or refreshed (409, German message, nothing stored)', async () => {
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    const offer = await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
    const { a, buyer } = await buyerAgent();
    const { reservation } = (await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 })).json();
    t.clock.now = new Date(t.clock.now.getTime() + 121_000);
    const res = await a.post('/api/basket', { offerId: offer.id, quantityCbm: 12 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'MARKET_DATA_UNAVAILABLE',
      message: ERROR_MESSAGES.MARKET_DATA_UNAVAILABLE,
    });
    const refresh = await a.post(`/api/basket/${reservation.id}/refresh`);
    expect(refresh.json().error.code).toBe('MARKET_DATA_UNAVAILABLE');
    const rows = await t.app.db
      .select()
      .from(basketReservations)
      .where(eq(basketReservations.buyerAccountId, buyer.accountId));
    expect(rows.map((r) => [r.litres, r.pricePer100lE4])).toEqual([[10_000, 547_700]]);
  });

  test('a fixed offer reserves without basis', async () => {
    const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
    const { a } = await buyerAgent();
    const { reservation } = ReservationResponseSchema.parse(
      (await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 })).json(),
    );
    expect(reservation.priceBasis).toBeNull();
  });
});

describe('orders', () => {
  test('placing during the countdown keeps the reserved price and basis although the market moved; the order shows them', async () => {
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    const offer = await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
    const { a } = await buyerAgent();
    const { reservation } = (await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 })).json();
    const reservedAt = t.clock.now.toISOString();
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await feedQuotes(t.app, { 'ICE/GAS': 730 });

    const res = await a.post('/api/orders', {
      reservationIds: [reservation.id],
      ...confirmed,
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [placed] = PlaceOrderResponseSchema.parse(res.json()).orders;
    expect(placed!.pricePer100l).toBe(54.77);
    expect(placed!.priceBasis).toMatchObject({ ...EXAMPLE_BASIS, computedAt: reservedAt });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, placed!.id));
    expect(row).toMatchObject({ pricePer100lE4: 547_700, priceBasis: placed!.priceBasis, netMinor: 547_700 });

    const detail = OrderDetailSchema.parse((await a.get(`/api/orders/${placed!.id}`)).json());
    expect(detail.priceBasis).toEqual(placed!.priceBasis);
    const sellerView = OrderDetailSchema.parse((await seller.get(`/api/orders/${placed!.id}`)).json());
    expect(sellerView.priceBasis).toEqual(placed!.priceBasis);
  });

  test('after the countdown: a moved price is no longer available; without market data the order is refused', async () => {
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    const offer = await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
    const { a } = await buyerAgent();
    const { reservation } = (await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 })).json();
    t.clock.now = new Date(t.clock.now.getTime() + 100_000);
    await feedQuotes(t.app, { 'ICE/GAS': 701 });
    const moved = await a.post('/api/orders', {
      reservationIds: [reservation.id],
      ...confirmed,
      idempotencyKey: randomUUID(),
    });
    expect(moved.json().error.code).toBe('OFFER_NOT_AVAILABLE');

    t.clock.now = new Date(t.clock.now.getTime() + 121_000);
    const stale = await a.post('/api/orders', {
      reservationIds: [reservation.id],
      ...confirmed,
      idempotencyKey: randomUUID(),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('MARKET_DATA_UNAVAILABLE');
    expect(await t.app.db.$count(orders, eq(orders.offerId, offer.id))).toBe(0);
  });

  test('ordering a live offer directly (no reservation) prices it now and keeps the basis', async () => {
    await feedQuotes(t.app, { ...EXAMPLE_QUOTES, 'ICE/GAS': 710 });
    const offer = await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
    const { a } = await buyerAgent();
    const res = await a.post('/api/orders', {
      items: [{ offerId: offer.id, quantityCbm: 10 }],
      ...confirmed,
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [placed] = res.json().orders;
    expect(placed.pricePer100l).toBe(55.55);
    expect(placed.priceBasis).toMatchObject({ icePriceUsdMt: 710, computedAt: t.clock.now.toISOString() });
  });

  test("a child account: the engine's price for the child plus the parent's adjustment", async () => {
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    const offer = await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
    const parent = await createBuyer(t.app.db);
    await t.app.db
      .update(users)
      .set({ roles: ['MyOffers_Purchase', 'ChildAccounts_View', 'ChildAccounts_Offers_View'] })
      .where(eq(users.id, parent.userId));
    const [child] = await t.app.db
      .insert(accounts)
      .values({
        type: 'buyer',
        name: `Kind ${parent.accountId} GmbH`,
        platform: 'A',
        parentAccountId: parent.accountId,
      })
      .returning({ id: accounts.id });
    await setTerms(t.app.db, child!.id, sellerId, {});
    await t.app.db.insert(childAccountSettings).values({ childAccountId: child!.id, priceAdjustmentE4: 5_000 });
    const rule = {
      kind: 'PRICE',
      scope: 'ACCOUNT',
      params: { value: -1, unit: 'EUR/100L15' },
      accountIds: [child!.id],
      productIds: [ids.heizoel],
      terminalIds: [ids.bremen],
    };
    expect((await seller.post('/api/pricing/rules', rule)).statusCode).toBe(201);
    const a = await loginAs(t.app, parent.username);

    const res = await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10, childAccountId: child!.id });
    expect(res.statusCode, res.body).toBe(201);
    // 54.7685 - 1 (the child's customer price) + 0.5 (the parent's adjustment)
    expect(res.json().reservation.pricePer100l).toBe(54.27);
    const placed = await a.post('/api/orders', {
      reservationIds: [res.json().reservation.id],
      ...confirmed,
      idempotencyKey: randomUUID(),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().orders[0]).toMatchObject({
      buyer: { id: child!.id },
      pricePer100l: 54.27,
      priceBasis: { icePriceUsdMt: 700 },
    });
  });

  test('fixed offers keep no basis', async () => {
    const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
    const { a } = await buyerAgent();
    const res = await a.post('/api/orders', {
      items: [{ offerId: offer.id, quantityCbm: 10 }],
      ...confirmed,
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().orders[0].priceBasis).toBeNull();
  });
});
