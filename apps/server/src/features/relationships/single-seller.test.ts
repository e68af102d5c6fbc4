import { afterAll, beforeAll, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { asc, eq, and } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { accounts, basketReservations, orders, relationships } from '../../db/schema';
import { createOffer, setTerms, userByName } from '../../../test/trading-fixtures';

let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  [on, off] = await Promise.all([createTestApp({ FEATURE_FLAGS: '+SINGLE_SELLER_MODE' }), createTestApp()]);
});
afterAll(() => Promise.all([on?.close(), off?.close()]));

const sellerRows = (t: TestApp) =>
  t.app.db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.type, 'seller'), eq(accounts.status, 'ACTIVE'), eq(accounts.platform, 'A')))
    .orderBy(asc(accounts.id));

test('single-seller mode: buyers cannot list or ask sellers (409, German), and nothing is written', async () => {
  const kaeufer = await loginAs(on.app, 'kaeufer');
  const available = await kaeufer.get('/api/relationships/seller/available');
  expect(available.statusCode).toBe(409);
  expect(available.json().error.code).toBe('SINGLE_SELLER_MODE');
  expect(available.json().error.message).toMatch(/^Im Ein-Verkäufer-Modus/);

  const before = await on.app.db.select().from(relationships);
  const [, second] = await sellerRows(on);
  const asked = await kaeufer.post('/api/relationships', { sellerAccountId: second!.id });
  expect(asked.statusCode).toBe(409);
  expect(asked.json().error.code).toBe('SINGLE_SELLER_MODE');
  expect(await on.app.db.select().from(relationships)).toEqual(before);
});

test('single-seller mode: the metadata sellers list holds the platform seller (the first active seller by id)', async () => {
  const [first] = await sellerRows(on);
  // aviat-nord is connected with two sellers, bauer with none of the first.
  for (const user of ['kaeufer', 'bauer', 'aviat-nord']) {
    const res = await (await loginAs(on.app, user)).get('/api/generic/metadata');
    expect(res.statusCode).toBe(200);
    expect(res.json().sellers).toEqual([{ id: first!.id, name: first!.name }]);
  }
  const seller = await (await loginAs(on.app, 'verkaeufer')).get('/api/generic/metadata');
  expect(seller.json().sellers).toEqual([]);
});

test('without the flag the buyer lists available sellers and the metadata holds its enabled sellers', async () => {
  const kaeufer = await loginAs(off.app, 'kaeufer');
  expect((await kaeufer.get('/api/relationships/seller/available')).statusCode).toBe(200);
  const nord = await loginAs(off.app, 'aviat-nord');
  expect((await nord.get('/api/generic/metadata')).json().sellers).toHaveLength(2);
});

test('single-seller mode: market, basket and orders deal only with the seller the metadata names', async () => {
  const [first, second] = await sellerRows(on);
  const kaeufer = await loginAs(on.app, 'kaeufer');
  const buyerId = (await userByName(on.app.db, 'kaeufer')).accountId;
  // The buyer is connected with both sellers, each with an offer in its market.
  for (const t of [on, off]) for (const s of [first!, second!]) await setTerms(t.app.db, buyerId, s.id, {});
  const [mine, foreign] = await Promise.all(
    [first!, second!].map((s) => createOffer(on.app.db, on.app.now(), { sellerAccountId: s.id })),
  );

  const named = (await kaeufer.get('/api/generic/metadata')).json().sellers;
  expect(named).toEqual([{ id: first!.id, name: first!.name }]);
  const market = (await kaeufer.get('/api/v2/offers')).json();
  expect(market.offers.map((o: { id: number }) => o.id)).toContain(mine!.id);
  expect(new Set(market.offers.map((o: { seller: { id: number } }) => o.seller.id))).toEqual(new Set([first!.id]));

  const basket = await kaeufer.post('/api/basket', { offerId: foreign!.id, quantityCbm: 10 });
  expect(basket.statusCode).toBe(409);
  expect(basket.json().error.code).toBe('OFFER_NOT_AVAILABLE');
  const order = await kaeufer.post('/api/orders', {
    items: [{ offerId: foreign!.id, quantityCbm: 10 }],
    confirmTerms: true,
    confirmBookingChecked: true,
    idempotencyKey: randomUUID(),
  });
  expect(order.statusCode).toBe(409);
  expect(order.json().error.code).toBe('OFFER_NOT_AVAILABLE');
  expect(await on.app.db.select().from(orders).where(eq(orders.offerId, foreign!.id))).toEqual([]);
  expect(await on.app.db.select().from(basketReservations).where(eq(basketReservations.offerId, foreign!.id))).toEqual(
    [],
  );

  const ok = await kaeufer.post('/api/orders', {
    items: [{ offerId: mine!.id, quantityCbm: 10 }],
    confirmTerms: true,
    confirmBookingChecked: true,
    idempotencyKey: randomUUID(),
  });
  expect(ok.statusCode, ok.body).toBe(201);
  expect(ok.json().orders[0].seller.id).toBe(first!.id);

  // Without the flag the same buyer sees and orders the other seller's offer.
  const other = await createOffer(off.app.db, off.app.now(), { sellerAccountId: second!.id });
  const offMarket = (await (await loginAs(off.app, 'kaeufer')).get('/api/v2/offers')).json();
  expect(offMarket.offers.map((o: { id: number }) => o.id)).toContain(other.id);
});

// Issue 25 part 2 (decision 054): single-seller mode on the additive paths too.
test('single-seller mode: the additive market and the empty-barrel form show the platform seller only', async () => {
  const [first] = await sellerRows(on);
  const sellersIn = async (t: TestApp) => {
    const kaeufer = await loginAs(t.app, 'kaeufer');
    const list = await kaeufer.get('/api/v2/offers/additives');
    expect(list.statusCode, list.body).toBe(200);
    const options = await kaeufer.get('/api/empty-barrels/options');
    expect(options.statusCode, options.body).toBe(200);
    return {
      offers: new Set((list.json().offers as Array<{ seller: { id: number } }>).map((o) => o.seller.id)),
      filter: (list.json().filterOptions.sellers as Array<{ id: number }>).map((s) => s.id),
      barrels: (options.json().sellers as Array<{ id: number }>).map((s) => s.id),
    };
  };
  // Without the mode the buyer sees another seller's additives (Nordwest Additiv-Technik): the check below means something.
  const without = await sellersIn(off);
  expect([...without.offers].some((id) => id !== first!.id)).toBe(true);
  expect(without.barrels.some((id) => id !== first!.id)).toBe(true);
  const single = await sellersIn(on);
  expect([...single.offers].every((id) => id === first!.id)).toBe(true);
  expect(single.barrels.every((id) => id === first!.id)).toBe(true);
  // Asking for another seller by filter finds nothing either.
  const other = [...without.offers].find((id) => id !== first!.id)!;
  const asked = await (await loginAs(on.app, 'kaeufer')).get(`/api/v2/offers/additives?sellerIds=${other}`);
  expect(asked.json().offers).toEqual([]);
});
