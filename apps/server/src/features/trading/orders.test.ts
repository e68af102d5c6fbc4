import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import {
  accounts,
  auditLog,
  basketReservations,
  mailOutbox,
  offers,
  orders,
  platformSettings,
  relationships,
  users,
} from '../../db/schema';
import { PICKUP_NUMBER_PATTERN } from '@fuel/domain/trading/order-numbers';
import {
  accountIdByName,
  anyRegionId,
  createBuyer,
  createDeliveryAddress,
  createOffer,
  setTerms,
  type TestTerms,
} from '../../../test/trading-fixtures';

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

async function buyerAgent(terms: TestTerms = {}) {
  const buyer = await createBuyer(t.app.db);
  await setTerms(t.app.db, buyer.accountId, sellerId, terms);
  return { buyer, a: await loginAs(t.app, buyer.username) };
}

const confirmed = { confirmTerms: true, confirmBookingChecked: true };
const order = (items: Array<{ offerId: number; quantityCbm: number }>, extra: Record<string, unknown> = {}) => ({
  items,
  ...confirmed,
  idempotencyKey: randomUUID(),
  ...extra,
});
const offerRow = async (id: number) => (await t.app.db.select().from(offers).where(eq(offers.id, id)))[0]!;
const ordersOfOffer = (offerId: number) => t.app.db.select().from(orders).where(eq(orders.offerId, offerId));

async function expectRefusal(
  res: { statusCode: number; json(): { error: { code: string; message: string } } },
  code: string,
  status = 409,
) {
  expect(res.json().error.code).toBe(code);
  expect(res.statusCode).toBe(status);
}

test('placing a reservation creates the order with numbers, amounts, periods, sold volume, audit and mails', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a, buyer } = await buyerAgent({ creditLimitMinor: 50_000_00 });
  const { reservation } = (await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 })).json();

  const res = await a.post('/api/orders', {
    reservationIds: [reservation.id],
    ...confirmed,
    idempotencyKey: randomUUID(),
  });
  expect(res.statusCode).toBe(201);
  const [o] = res.json().orders;
  expect(res.json().replayed).toBe(false);
  expect(o.contractNumber).toMatch(/^K-2026-\d{6}$/);
  expect(o.liftingMasterNumber).toMatch(/^HBIND-2026-\d{6}$/);
  expect(o.liftingMasterNumber.slice(-6)).toBe(o.contractNumber.slice(-6));
  expect(o.pickupNumber).toMatch(PICKUP_NUMBER_PATTERN);
  expect(o).toMatchObject({
    status: 'OPEN',
    statusLabel: 'Offen / zu prüfen',
    side: 'buyer',
    quantityCbm: 10,
    pricePer100l: 98.45,
    amounts: { net: 9845, vat: 1870.55, gross: 11715.55, vatRate: 19, currency: 'EUR' },
    seller: { id: sellerId, name: SELLER },
    buyer: { id: buyer.accountId },
    terminal: { name: 'Tanklager Bremen Industriehafen' },
    canDecide: false,
  });
  // Credit days 14 after the end of the collection window.
  const end = new Date(`${o.collectionPeriod.endDate}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 14);
  expect(o.paymentPeriod).toEqual({ creditDays: 14, dueDate: end.toISOString().slice(0, 10) });
  expect(o.collectionPeriod.startDate).toBe('2026-11-20');

  expect((await offerRow(offer.id)).soldLitres).toBe(10_000);
  expect(await t.app.db.select().from(basketReservations).where(eq(basketReservations.id, reservation.id))).toEqual([]);
  // Mails and audit entries follow the commit through the outbox (decision 034).
  await t.app.outbox.drain();
  const audits = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(o.id))));
  expect(audits.map((x) => x.action)).toEqual(['order.placed']);

  const mails = await t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, `Auftragsbestätigung ${o.contractNumber}`));
  const recipients = mails.map((m) => m.to);
  expect(recipients).toContain(`${buyer.username}@example.de`);
  expect(recipients.some((r) => r.endsWith('hanseatische-mineraloel.de') || !r.includes('example.de'))).toBe(true);
  expect(mails[0]!.text).toContain(o.pickupNumber);

  // The confirmation reads the same for the buyer, and with the seller's label for the seller.
  const again = (await a.get(`/api/orders/${o.id}`)).json();
  expect(again).toEqual(o);
  const seller = await loginAs(t.app, 'verkaeufer');
  const sellerView = (await seller.get(`/api/orders/${o.id}`)).json();
  expect(sellerView).toMatchObject({ side: 'seller', canDecide: true, contractNumber: o.contractNumber });
});

test('a retried submit with the same idempotency key returns the same order (body or header)', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a } = await buyerAgent();
  const body = order([{ offerId: offer.id, quantityCbm: 10 }]);
  const first = await a.post('/api/orders', body);
  const second = await a.post('/api/orders', body);
  expect(first.statusCode).toBe(201);
  expect(second.statusCode).toBe(200);
  expect(second.json().replayed).toBe(true);
  expect(second.json().orders[0].id).toBe(first.json().orders[0].id);
  expect(await ordersOfOffer(offer.id)).toHaveLength(1);
  expect((await offerRow(offer.id)).soldLitres).toBe(10_000);

  const key = randomUUID();
  const { idempotencyKey: _drop, ...noKey } = order([{ offerId: offer.id, quantityCbm: 5 }]);
  const viaHeader = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: noKey,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'idempotency-key': key },
      cookies: a.cookies(),
    });
  expect((await viaHeader()).statusCode).toBe(201);
  expect((await viaHeader()).statusCode).toBe(200);
  expect(await ordersOfOffer(offer.id)).toHaveLength(2);
  // Without any key the submit is bad input.
  expect((await a.post('/api/orders', noKey)).statusCode).toBe(400);
});

test('both confirmations are required (spec section 5 "Ordering")', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a } = await buyerAgent();
  for (const flags of [
    { confirmTerms: false, confirmBookingChecked: true },
    { confirmTerms: true, confirmBookingChecked: false },
  ]) {
    const res = await a.post('/api/orders', { ...order([{ offerId: offer.id, quantityCbm: 10 }]), ...flags });
    await expectRefusal(res, 'ORDER_CONFIRMATION_REQUIRED', 422);
  }
  expect(await ordersOfOffer(offer.id)).toHaveLength(0);
});

test('PURCHASING_DISABLED refuses ordering with its message', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a } = await buyerAgent();
  const [settings] = await t.app.db.select().from(platformSettings);
  await t.app.db.update(platformSettings).set({ features: { ...settings!.features, PURCHASING_DISABLED: true } });
  try {
    const res = await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }]));
    await expectRefusal(res, 'PURCHASING_DISABLED');
    expect(res.json().error.message).toContain('deaktiviert');
    await expectRefusal(await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 }), 'PURCHASING_DISABLED');
  } finally {
    await t.app.db.update(platformSettings).set({ features: settings!.features });
  }
  expect(await ordersOfOffer(offer.id)).toHaveLength(0);
});

test('INSUFFICIENT_CREDIT: over the limit, or no limit set; a decline frees the credit again', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a, buyer } = await buyerAgent({ creditLimitMinor: 20_000_00 });
  expect((await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }]))).statusCode).toBe(201);
  const res = await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }]));
  await expectRefusal(res, 'INSUFFICIENT_CREDIT');
  expect(res.json().error.message).toContain('Bitte wenden Sie sich an Ihren Verkäufer.');
  expect((await offerRow(offer.id)).soldLitres).toBe(10_000);

  const [placed] = await ordersOfOffer(offer.id);
  const seller = await loginAs(t.app, 'verkaeufer');
  expect((await seller.post(`/api/orders/${placed!.id}/decline`, { comment: 'Tank belegt' })).statusCode).toBe(200);
  expect((await offerRow(offer.id)).soldLitres).toBe(0);
  expect((await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }]))).statusCode).toBe(201);

  await t.app.db
    .update(relationships)
    .set({ creditLimitMinor: null })
    .where(eq(relationships.buyerAccountId, buyer.accountId));
  await expectRefusal(
    await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 5 }])),
    'INSUFFICIENT_CREDIT',
  );
});

test('ORDER_NOT_POSSIBLE: a user without purchase rights, or a blocked account', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a, buyer } = await buyerAgent();
  await t.app.db
    .update(users)
    .set({ roles: ['MyRelationships_View'] })
    .where(eq(users.id, buyer.userId));
  let res = await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }]));
  await expectRefusal(res, 'ORDER_NOT_POSSIBLE');
  expect(res.json().error.message).toContain('Bitte wenden Sie sich an den Betreiber.');

  const other = await buyerAgent();
  await t.app.db.update(accounts).set({ status: 'BLOCKED' }).where(eq(accounts.id, other.buyer.accountId));
  res = await other.a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }]));
  if (res.statusCode !== 401) await expectRefusal(res, 'ORDER_NOT_POSSIBLE');
  expect(await ordersOfOffer(offer.id)).toHaveLength(0);
});

test("DAILY_LIMIT_REACHED: the buyer's litres of the product today may not exceed the daily limit", async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a, buyer } = await buyerAgent({ products: [{ productId: offer.productId, dailyLimitLitres: 15_000 }] });
  expect((await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }]))).statusCode).toBe(201);
  await expectRefusal(
    await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 6 }])),
    'DAILY_LIMIT_REACHED',
  );
  expect((await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 5 }]))).statusCode).toBe(201);
  // The limit resets with the next business day.
  t.clock.now = new Date(TEST_NOW.getTime() + 24 * 3600_000);
  const nextDay = await loginAs(t.app, buyer.username);
  expect((await nextDay.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }]))).statusCode).toBe(201);
});

test('OFFER_NOT_AVAILABLE: paused, outside the daily time, terminal not allowed, or reservation expired and price moved', async () => {
  const { a, buyer } = await buyerAgent();
  const paused = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId, status: 'PAUSED' });
  await expectRefusal(
    await a.post('/api/orders', order([{ offerId: paused.id, quantityCbm: 10 }])),
    'OFFER_NOT_AVAILABLE',
  );
  const closed = await createOffer(t.app.db, t.clock.now, {
    sellerAccountId: sellerId,
    dailyStartTime: '12:00',
    dailyEndTime: '18:00',
  });
  await expectRefusal(
    await a.post('/api/orders', order([{ offerId: closed.id, quantityCbm: 10 }])),
    'OFFER_NOT_AVAILABLE',
  );
  const elsewhere = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  await setTerms(t.app.db, buyer.accountId, sellerId, { terminalIds: [] });
  await expectRefusal(
    await a.post('/api/orders', order([{ offerId: elsewhere.id, quantityCbm: 10 }])),
    'OFFER_NOT_AVAILABLE',
  );
  await setTerms(t.app.db, buyer.accountId, sellerId, {});

  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { reservation } = (await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 })).json();
  t.clock.now = new Date(TEST_NOW.getTime() + 120_000);
  await t.app.db.update(offers).set({ pricePer100lE4: 990000 }).where(eq(offers.id, offer.id));
  const res = await a.post('/api/orders', {
    reservationIds: [reservation.id],
    ...confirmed,
    idempotencyKey: randomUUID(),
  });
  await expectRefusal(res, 'OFFER_NOT_AVAILABLE');
  expect(res.json().error.message).toBe('Das Angebot ist nicht mehr verfügbar.');
  expect(await ordersOfOffer(offer.id)).toHaveLength(0);

  // After a refresh the new price is reserved and the order goes through at it.
  expect((await a.post(`/api/basket/${reservation.id}/refresh`)).statusCode).toBe(200);
  const placed = await a.post('/api/orders', {
    reservationIds: [reservation.id],
    ...confirmed,
    idempotencyKey: randomUUID(),
  });
  expect(placed.statusCode).toBe(201);
  expect(placed.json().orders[0].pricePer100l).toBe(99);
});

test('a live reservation keeps its price; an expired one with an unchanged price still orders', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a } = await buyerAgent();
  const first = (await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 })).json().reservation;
  await t.app.db.update(offers).set({ pricePer100lE4: 999999 }).where(eq(offers.id, offer.id));
  const res = await a.post('/api/orders', { reservationIds: [first.id], ...confirmed, idempotencyKey: randomUUID() });
  expect(res.json().orders[0].pricePer100l).toBe(98.45);

  const second = (await a.post('/api/basket', { offerId: offer.id, quantityCbm: 5 })).json().reservation;
  t.clock.now = new Date(TEST_NOW.getTime() + 600_000);
  const late = await a.post('/api/orders', { reservationIds: [second.id], ...confirmed, idempotencyKey: randomUUID() });
  expect(late.statusCode).toBe(201);
  expect(late.json().orders[0].pricePer100l).toBe(100);
});

test('NOT_CONNECTED: the relationship is not ENABLED on both sides', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a } = await buyerAgent({ sellerStatus: 'IN_REVIEW' });
  const res = await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }]));
  await expectRefusal(res, 'NOT_CONNECTED');
  expect(res.json().error.message).toBe('Sie sind mit diesem Verkäufer nicht verbunden.');
  const stranger = await createBuyer(t.app.db);
  const b = await loginAs(t.app, stranger.username);
  await expectRefusal(await b.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }])), 'NOT_CONNECTED');
});

test('NOT_ENOUGH_VOLUME names what is left', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, {
    sellerAccountId: sellerId,
    totalLitres: 17_500,
    minOrderLitres: 1_000,
  });
  const { a } = await buyerAgent();
  expect((await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 15 }]))).statusCode).toBe(201);
  const res = await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 3 }]));
  await expectRefusal(res, 'NOT_ENOUGH_VOLUME');
  expect(res.json().error.message).toBe(
    'Für dieses Angebot ist nicht mehr genügend Menge verfügbar. Nur noch 2,500 cbm verfügbar.',
  );
  expect((await offerRow(offer.id)).soldLitres).toBe(15_000);
});

test('PAYMENT_TERM_CHANGED: the buyer terms changed after the price was reserved', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a, buyer } = await buyerAgent();
  const { reservation } = (await a.post('/api/basket', { offerId: offer.id, quantityCbm: 10 })).json();
  await t.app.db
    .update(relationships)
    .set({ termsVersion: sql`${relationships.termsVersion} + 1` })
    .where(eq(relationships.buyerAccountId, buyer.accountId));
  const res = await a.post('/api/orders', {
    reservationIds: [reservation.id],
    ...confirmed,
    idempotencyKey: randomUUID(),
  });
  await expectRefusal(res, 'PAYMENT_TERM_CHANGED');
  expect(await ordersOfOffer(offer.id)).toHaveLength(0);
});

test('BASKET_TECHNICAL_ERROR: an unexpected database failure is a coded refusal and changes nothing', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a } = await buyerAgent();
  await t.database.exec('alter table orders add constraint test_broken check (litres < 0) not valid');
  try {
    const res = await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }]));
    await expectRefusal(res, 'BASKET_TECHNICAL_ERROR');
    expect(res.json().error.message).toContain('technischer Fehler');
  } finally {
    await t.database.exec('alter table orders drop constraint test_broken');
  }
  expect((await offerRow(offer.id)).soldLitres).toBe(0);
});

test('a database that goes away while an order is placed answers 503 DATABASE_UNAVAILABLE with Retry-After, not BASKET_TECHNICAL_ERROR, and changes nothing', async () => {
  // A PostgreSQL shutdown ends the statement with admin_shutdown (57P01); a trigger plays it here.
  // The client may retry the same key: the basket was not at fault (issue 25 part 1, decision 053).
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a } = await buyerAgent();
  await t.database
    .exec(`create function test_shutdown() returns trigger language plpgsql as $$ begin raise exception 'terminating connection due to administrator command' using errcode = 'admin_shutdown'; end $$;
    create trigger test_shutdown before insert on orders for each row execute function test_shutdown()`);
  try {
    const res = await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }]));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().error.code).toBe('DATABASE_UNAVAILABLE');
  } finally {
    await t.database.exec('drop trigger test_shutdown on orders; drop function test_shutdown()');
  }
  expect(await ordersOfOffer(offer.id)).toHaveLength(0);
  expect((await offerRow(offer.id)).soldLitres).toBe(0);
});

test("a delivered offer needs one of the buyer's delivery addresses", async () => {
  const offer = await createOffer(t.app.db, t.clock.now, {
    sellerAccountId: sellerId,
    deliveryRegionId: await anyRegionId(t.app.db),
  });
  const { a, buyer } = await buyerAgent({ terminalIds: [] });
  await expectRefusal(
    await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }])),
    'DELIVERY_ADDRESS_REQUIRED',
    422,
  );
  const foreign = await createDeliveryAddress(t.app.db, (await createBuyer(t.app.db)).accountId);
  await expectRefusal(
    await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }], { deliveryAddressId: foreign })),
    'DELIVERY_ADDRESS_REQUIRED',
    422,
  );
  const own = await createDeliveryAddress(t.app.db, buyer.accountId);
  const res = await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }], { deliveryAddressId: own }));
  expect(res.statusCode).toBe(201);
  expect(res.json().orders[0]).toMatchObject({ terminal: null, deliveryAddress: { id: own, city: 'Bremen' } });
  expect(res.json().orders[0].liftingMasterNumber).toMatch(/^LFG-/);
});

test('ownership: other buyers and other sellers never read an order; only its seller decides it', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a } = await buyerAgent();
  const placed = (await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }]))).json().orders[0];

  const otherBuyer = await buyerAgent();
  expect((await otherBuyer.a.get(`/api/orders/${placed.id}`)).statusCode).toBe(404);
  const otherSeller = await loginAs(t.app, 'verkaeufer-rhein');
  expect((await otherSeller.get(`/api/orders/${placed.id}`)).statusCode).toBe(404);
  expect((await otherSeller.post(`/api/orders/${placed.id}/confirm`, {})).statusCode).toBe(404);
  expect((await a.post(`/api/orders/${placed.id}/confirm`, {})).statusCode).toBe(403);
  expect((await a.get('/api/orders/999999999')).statusCode).toBe(404);
  expect((await otherBuyer.a.get('/api/orders/abc')).statusCode).toBe(400);
});

test('seller confirms irreversibly; the buyer is mailed; a decided order cannot change again', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a, buyer } = await buyerAgent();
  const placed = (await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }]))).json().orders[0];
  const seller = await loginAs(t.app, 'verkaeufer');
  const res = await seller.post(`/api/orders/${placed.id}/confirm`, {});
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ status: 'CONFIRMED', statusLabel: 'Bestätigt', canDecide: false });
  await expectRefusal(await seller.post(`/api/orders/${placed.id}/decline`, {}), 'ORDER_STATUS_LOCKED');
  await expectRefusal(await seller.post(`/api/orders/${placed.id}/confirm`, {}), 'ORDER_STATUS_LOCKED');
  expect((await offerRow(offer.id)).soldLitres).toBe(10_000);
  const mails = await t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, `${buyer.username}@example.de`));
  expect(mails.map((m) => m.subject)).toContain(`Auftrag bestätigt: ${placed.contractNumber}`);
  await t.app.outbox.drain();
  const audits = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(placed.id))));
  expect(audits.map((x) => x.action).sort()).toEqual(['order.confirmed', 'order.placed']);
});

test('decline from IN_REVIEW keeps the comment; the buyer sees INCOMPLETE as "Offen", the seller as "Unvollständig"', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const { a, buyer } = await buyerAgent();
  const first = (await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }]))).json().orders[0];
  const second = (await a.post('/api/orders', order([{ offerId: offer.id, quantityCbm: 10 }]))).json().orders[0];
  await t.app.db.update(orders).set({ status: 'IN_REVIEW' }).where(eq(orders.id, first.id));
  const seller = await loginAs(t.app, 'verkaeufer');
  const declined = await seller.post(`/api/orders/${first.id}/decline`, { comment: 'Kein Tankraum frei' });
  expect(declined.json()).toMatchObject({
    status: 'DECLINED',
    statusLabel: 'Abgelehnt',
    sellerComment: 'Kein Tankraum frei',
  });
  expect((await offerRow(offer.id)).soldLitres).toBe(10_000);
  const mail = (
    await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, `${buyer.username}@example.de`))
  ).find((m) => m.subject.startsWith('Auftrag abgelehnt'));
  expect(mail?.text).toContain('Kein Tankraum frei');

  await t.app.db.update(orders).set({ status: 'INCOMPLETE' }).where(eq(orders.id, second.id));
  expect((await a.get(`/api/orders/${second.id}`)).json().statusLabel).toBe('Offen');
  expect((await seller.get(`/api/orders/${second.id}`)).json().statusLabel).toBe('Unvollständig');
});

test('several reservations are placed together, all or none', async () => {
  const one = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const two = await createOffer(t.app.db, t.clock.now, {
    sellerAccountId: sellerId,
    totalLitres: 8_000,
    minOrderLitres: 1_000,
  });
  const { a } = await buyerAgent();
  const r1 = (await a.post('/api/basket', { offerId: one.id, quantityCbm: 10 })).json().reservation;
  const r2 = (await a.post('/api/basket', { offerId: two.id, quantityCbm: 8 })).json().reservation;
  await t.app.db.update(offers).set({ soldLitres: 1_000 }).where(eq(offers.id, two.id));
  const key = randomUUID();
  await expectRefusal(
    await a.post('/api/orders', { reservationIds: [r1.id, r2.id], ...confirmed, idempotencyKey: key }),
    'NOT_ENOUGH_VOLUME',
  );
  expect(await ordersOfOffer(one.id)).toHaveLength(0);
  await t.app.db.update(offers).set({ soldLitres: 0 }).where(eq(offers.id, two.id));
  const res = await a.post('/api/orders', { reservationIds: [r1.id, r2.id], ...confirmed, idempotencyKey: key });
  expect(res.statusCode).toBe(201);
  expect(res.json().orders).toHaveLength(2);
  const replay = await a.post('/api/orders', { reservationIds: [r1.id, r2.id], ...confirmed, idempotencyKey: key });
  expect(replay.statusCode).toBe(200);
  expect(replay.json().orders.map((o: { id: number }) => o.id)).toEqual(
    res.json().orders.map((o: { id: number }) => o.id),
  );
});
