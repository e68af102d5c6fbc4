import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import { basketReservations, offers } from '../../db/schema';
import { accountIdByName, createBuyer, createOffer, setTerms } from '../../../test/trading-fixtures';

const SELLER = 'Hanseatische Mineralöl Handels GmbH';

let t: TestApp;
let sellerId: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', BASKET_RESERVATION_SECONDS: '90' });
  sellerId = await accountIdByName(t.app.db, SELLER);
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date(TEST_NOW);
});

async function buyerAgent(terms: Parameters<typeof setTerms>[3] = {}) {
  const buyer = await createBuyer(t.app.db);
  await setTerms(t.app.db, buyer.accountId, sellerId, terms);
  return { buyer, a: await loginAs(t.app, buyer.username) };
}

test('reserving holds the current price for the configured seconds with a net/VAT/gross preview', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a } = await buyerAgent();
  const res = await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  expect(body.serverTime).toBe(TEST_NOW.toISOString());
  expect(body.reservation).toMatchObject({
    offerId: offer.id,
    quantityCbm: 10,
    pricePer100l: 98.45,
    amounts: { net: 9845, vat: 1870.55, gross: 11715.55, vatRate: 19, currency: 'EUR' },
    expired: false,
    seller: { name: SELLER },
  });
  expect(new Date(body.reservation.expiresAt).getTime() - TEST_NOW.getTime()).toBe(90_000);

  const basket = (await a.get('/api/basket')).json();
  expect(basket.items).toHaveLength(1);
  expect(basket.totals).toEqual({ net: 9845, vat: 1870.55, gross: 11715.55, currency: 'EUR' });
});

test('the basket says per buyer account and seller the free credit and what this basket leaves of it', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { buyer, a } = await buyerAgent({ creditLimitMinor: 20_000_00 });
  expect((await a.get('/api/basket')).json().credit).toEqual([]);
  await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 });
  const basket = (await a.get('/api/basket')).json();
  expect(basket.credit).toEqual([
    {
      buyerAccount: { id: buyer.accountId, name: expect.any(String) },
      seller: { id: sellerId, name: SELLER },
      limit: 20_000,
      free: 20_000,
      basketGross: 11715.55,
      leftAfter: 8284.45,
      enough: true,
      shared: false,
    },
  ]);
  await setTerms(t.app.db, buyer.accountId, sellerId, { creditLimitMinor: 10_000_00 });
  expect((await a.get('/api/basket')).json().credit[0]).toMatchObject({
    limit: 10_000,
    leftAfter: -1715.55,
    enough: false,
  });
});

test('a quantity outside the offer min-max is refused with 422 and a message naming the range', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a } = await buyerAgent();
  for (const quantityCbm of [4.999, 40.001]) {
    const res = await a.post('/api/basket', { offerId: offer.id, quantityCbm });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'QUANTITY_OUT_OF_RANGE',
      message: 'Die Menge muss zwischen 5 und 40 cbm liegen.',
    });
  }
  expect((await a.get('/api/basket')).json().items).toEqual([]);
  // More than three decimals is bad input.
  expect((await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10.0001 })).statusCode).toBe(400);
});

test('a reservation expires on the server clock; refresh renews price and expiry', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a } = await buyerAgent();
  const { reservation } = (await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 })).json();

  t.clock.now = new Date(TEST_NOW.getTime() + 89_000);
  expect((await a.get('/api/basket')).json().items[0].expired).toBe(false);
  t.clock.now = new Date(TEST_NOW.getTime() + 90_000);
  expect((await a.get('/api/basket')).json().items[0].expired).toBe(true);

  await t.app.db.update(offers).set({ pricePer100lE4: 991234 }).where(eq(offers.id, offer.id));
  const res = await a.post(`/api/basket/${reservation.id}/refresh`);
  expect(res.statusCode).toBe(200);
  expect(res.json().reservation).toMatchObject({ id: reservation.id, pricePer100l: 99.12, expired: false });
  expect(new Date(res.json().reservation.expiresAt).getTime()).toBe(t.clock.now.getTime() + 90_000);
});

test('refreshing a reservation whose offer was paused answers OFFER_NOT_AVAILABLE', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a } = await buyerAgent();
  const { reservation } = (await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 })).json();
  await t.app.db.update(offers).set({ status: 'PAUSED' }).where(eq(offers.id, offer.id));
  const res = await a.post(`/api/basket/${reservation.id}/refresh`);
  expect(res.statusCode).toBe(409);
  expect(res.json().error.code).toBe('OFFER_NOT_AVAILABLE');
});

test('reserving refuses offers the buyer cannot trade and putting the same offer in again replaces it', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a, buyer } = await buyerAgent();
  expect((await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 })).statusCode).toBe(201);
  expect((await a.post('/api/basket', { offerId: offer.id, quantityCbm: 12 })).statusCode).toBe(201);
  const items = (await a.get('/api/basket')).json().items;
  expect(items.map((i: { quantityCbm: number }) => i.quantityCbm)).toEqual([12]);

  await setTerms(t.app.db, buyer.accountId, sellerId, { sellerStatus: 'DISABLED' });
  const res = await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 });
  expect(res.json().error.code).toBe('NOT_CONNECTED');
  expect((await a.post('/api/basket', { offerId: 99_999_999, quantityCbm: 10 })).json().error.code).toBe(
    'OFFER_NOT_AVAILABLE',
  );
});

test('a buyer never sees, refreshes or deletes another buyer reservation; sellers have no basket', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const first = await buyerAgent();
  const second = await buyerAgent();
  const { reservation } = (await first.a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 })).json();
  expect((await second.a.get('/api/basket')).json().items).toEqual([]);
  expect((await second.a.post(`/api/basket/${reservation.id}/refresh`)).statusCode).toBe(404);
  expect((await second.a.delete(`/api/basket/${reservation.id}`)).statusCode).toBe(404);
  const seller = await loginAs(t.app, 'verkaeufer');
  expect((await seller.get('/api/basket')).statusCode).toBe(403);

  expect((await first.a.delete(`/api/basket/${reservation.id}`)).json()).toEqual({ deleted: true });
  const left = await t.app.db.select().from(basketReservations).where(eq(basketReservations.id, reservation.id));
  expect(left).toEqual([]);
});
