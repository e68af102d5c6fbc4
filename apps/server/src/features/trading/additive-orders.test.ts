// Issue 17 parts 4 and 5: additive orders through trading's one placement (units between min and max,
// credit, payment term, idempotency, refusals that change nothing), their confirmation, mails, the
// seller's decision, both sides' history and exact counters.
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import { accountIdByName, createOffer, setTerms } from '../../../test/trading-fixtures';
import { accounts, additiveOffers, auditLog, mailOutbox, orders, users } from '../../db/schema';
import { allowAdditives } from '../additives/additives.fixtures';
import {
  ADDITIVE_SELLER,
  createAdditiveBuyer,
  createAdditiveLocation,
  createAdditiveOffer,
} from './additive-orders.fixtures';

let t: TestApp;
let sellerId: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  sellerId = await accountIdByName(t.app.db, ADDITIVE_SELLER);
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date(TEST_NOW);
});

type Buyer = Awaited<ReturnType<typeof createAdditiveBuyer>>;

async function buyerAgent(opts: Parameters<typeof createAdditiveBuyer>[2] = {}) {
  const buyer = await createAdditiveBuyer(t.app.db, sellerId, opts);
  return { buyer, a: await loginAs(t.app, buyer.username) };
}

const order = (
  buyer: Buyer,
  items: Array<{ offerId: number; units: number }>,
  extra: Record<string, unknown> = {},
) => ({
  items,
  locationId: buyer.locationId,
  confirmTerms: true,
  confirmBookingChecked: true,
  idempotencyKey: randomUUID(),
  ...extra,
});

const offerRow = async (id: number) =>
  (await t.app.db.select().from(additiveOffers).where(eq(additiveOffers.id, id)))[0]!;
const ordersOfBuyer = (accountId: number) => t.app.db.select().from(orders).where(eq(orders.buyerAccountId, accountId));

async function drift() {
  const result = (await t.app.db.execute(sql`select * from order_counter_drift`)) as unknown as { rows: unknown[] };
  return result.rows;
}

async function expectRefusal(
  res: { statusCode: number; json(): { error: { code: string; message: string } } },
  code: string,
  status: number,
) {
  expect(res.json().error.code).toBe(code);
  expect(res.statusCode).toBe(status);
}

test('a buyer orders units of an additive offer to its location: numbers, amounts per unit, credit days, sold units, audit, mails', async () => {
  const offer = await createAdditiveOffer(t.app.db, { sellerAccountId: sellerId });
  const { a, buyer } = await buyerAgent();

  const res = await a.post('/api/orders/additives', order(buyer, [{ offerId: offer.id, units: 10 }]));
  expect(res.statusCode).toBe(201);
  expect(res.json().replayed).toBe(false);
  const [o] = res.json().orders;
  expect(o.contractNumber).toMatch(/^K-2026-\d{6}$/);
  expect(o).toMatchObject({
    market: 'ADDITIVE',
    productType: 'ADDITIVE',
    status: 'OPEN',
    side: 'buyer',
    seller: { id: sellerId, name: ADDITIVE_SELLER },
    buyer: { id: buyer.accountId },
    product: { name: 'AdBlue' },
    terminal: null,
    deliveryAddress: null,
    // 10 canisters of 20 L at 24.90: 249.00 net, 19 % VAT.
    quantityCbm: 0.2,
    pricePer100l: 124.5,
    amounts: { net: 249, vat: 47.31, gross: 296.31, vatRate: 19, currency: 'EUR' },
    paymentPeriod: { creditDays: 30, dueDate: '2026-12-22' },
    collectionPeriod: { startDate: '2026-11-20', endDate: '2026-11-22' },
    additive: {
      units: 10,
      purchaseUnit: { name: 'Kanister 20 L', litres: 20 },
      pricePerUnit: 24.9,
      location: {
        _id: buyer.locationId,
        address: { street: 'Hafenstraße 7', postCode: '28217', city: 'Bremen', county: 'Bremen', country: 'DE' },
      },
    },
  });
  expect((await offerRow(offer.id)).soldUnits).toBe(10);
  const [stored] = await ordersOfBuyer(buyer.accountId);
  expect(stored).toMatchObject({
    market: 'ADDITIVE',
    additiveOfferId: offer.id,
    offerId: null,
    units: 10,
    litres: 200,
    pricePerUnitE4: 249_000,
    additiveLocationId: buyer.locationId,
  });

  // The confirmation page reads the same order.
  expect((await a.get(`/api/orders/${o.id}`)).json().additive.units).toBe(10);
  expect((await a.get(`/api/orders/${o.id}/submission`)).json().orders).toHaveLength(1);
  // The basket is fuel-only: an additive order is ordered again in the additive market.
  const reorder = await a.post(`/api/orders/${o.id}/reorder`);
  expect(reorder.statusCode).toBe(409);
  expect(reorder.json().error.message).toContain('Additiv-Markt');

  await t.app.outbox.drain();
  const [audit] = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(o.id))));
  expect(audit).toMatchObject({
    action: 'order.placed',
    details: { additiveOfferId: offer.id, units: 10, litres: 200, grossMinor: 29_631 },
  });
  const mails = await t.app.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.subject} like ${`%${o.contractNumber}%`}`);
  const buyerMail = mails.find((m) => m.to === `${buyer.username}@example.de`)!;
  expect(buyerMail.subject).toBe(`Auftragsbestätigung ${o.contractNumber}`);
  expect(buyerMail.text).toContain('Menge: 10 × Kanister 20 L');
  expect(buyerMail.text).toContain('Lieferort: Hafenstraße 7, 28217 Bremen');
  expect(buyerMail.text).toContain('Preis: 24,90 EUR je Einheit');
  expect(mails.filter((m) => m.to !== buyerMail.to).length).toBeGreaterThan(0);
  expect(await drift()).toEqual([]);
});

test('units below the minimum, above the maximum or beyond what is left are refused and change nothing', async () => {
  const offer = await createAdditiveOffer(t.app.db, { sellerAccountId: sellerId, totalUnits: 30 });
  const { a, buyer } = await buyerAgent();

  const below = await a.post('/api/orders/additives', order(buyer, [{ offerId: offer.id, units: 1 }]));
  await expectRefusal(below, 'ADDITIVE_UNITS_OUT_OF_RANGE', 422);
  expect(below.json().error.message).toBe('Die Anzahl der Einheiten muss zwischen 2 und 50 liegen.');
  await expectRefusal(
    await a.post('/api/orders/additives', order(buyer, [{ offerId: offer.id, units: 51 }])),
    'ADDITIVE_UNITS_OUT_OF_RANGE',
    422,
  );
  const beyond = await a.post('/api/orders/additives', order(buyer, [{ offerId: offer.id, units: 31 }]));
  await expectRefusal(beyond, 'NOT_ENOUGH_VOLUME', 409);
  expect(beyond.json().error.message).toBe('Es sind nur noch 30 Einheiten verfügbar.');
  // Two lines of the same offer count together.
  await expectRefusal(
    await a.post(
      '/api/orders/additives',
      order(buyer, [
        { offerId: offer.id, units: 20 },
        { offerId: offer.id, units: 20 },
      ]),
    ),
    'NOT_ENOUGH_VOLUME',
    409,
  );
  // A typed fraction or zero is bad input.
  expect((await a.post('/api/orders/additives', order(buyer, [{ offerId: offer.id, units: 2.5 }]))).statusCode).toBe(
    400,
  );

  expect(await ordersOfBuyer(buyer.accountId)).toEqual([]);
  expect((await offerRow(offer.id)).soldUnits).toBe(0);
});

test('additive orders use the credit limit like fuel orders: beyond it they are refused, together with fuel orders too', async () => {
  const offer = await createAdditiveOffer(t.app.db, { sellerAccountId: sellerId });
  // 500.00 EUR limit: 10 canisters (296.31 gross) fit once, not twice.
  const { a, buyer } = await buyerAgent({ creditLimitMinor: 500_00 });
  expect((await a.post('/api/orders/additives', order(buyer, [{ offerId: offer.id, units: 10 }]))).statusCode).toBe(
    201,
  );
  const refused = await a.post('/api/orders/additives', order(buyer, [{ offerId: offer.id, units: 10 }]));
  await expectRefusal(refused, 'INSUFFICIENT_CREDIT', 409);
  expect(await ordersOfBuyer(buyer.accountId)).toHaveLength(1);
  expect((await offerRow(offer.id)).soldUnits).toBe(10);

  // The Hanseatische sells fuel and additives: one credit line for both.
  const hanse = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  await setTerms(t.app.db, buyer.accountId, hanse, { creditLimitMinor: 1500_00 });
  await allowAdditives(t.app.db, { buyerAccountId: buyer.accountId, sellerAccountId: hanse }, [offer.productId]);
  const hanseAdditive = await createAdditiveOffer(t.app.db, { sellerAccountId: hanse });
  const fuel = await createOffer(t.app.db, t.clock.now, { sellerAccountId: hanse, pricePer100lE4: 20_0000 });
  // 5 cbm of fuel at 20 EUR/100 L: 1,190.00 gross; 20 canisters more (592.62) would pass 1,500.00, 4 (118.52) not.
  const fuelOrder = await a.post('/api/orders', {
    items: [{ offerId: fuel.id, quantityCbm: 5 }],
    confirmTerms: true,
    confirmBookingChecked: true,
    idempotencyKey: randomUUID(),
  });
  expect(fuelOrder.statusCode).toBe(201);
  await expectRefusal(
    await a.post('/api/orders/additives', order(buyer, [{ offerId: hanseAdditive.id, units: 20 }])),
    'INSUFFICIENT_CREDIT',
    409,
  );
  expect(
    (await a.post('/api/orders/additives', order(buyer, [{ offerId: hanseAdditive.id, units: 4 }]))).statusCode,
  ).toBe(201);
  expect(await drift()).toEqual([]);
});

test('a retry with the same key answers the first orders and takes the units once', async () => {
  const offer = await createAdditiveOffer(t.app.db, { sellerAccountId: sellerId });
  const { a, buyer } = await buyerAgent();
  const body = order(buyer, [{ offerId: offer.id, units: 5 }]);
  const first = await a.post('/api/orders/additives', body);
  const again = await a.post('/api/orders/additives', body);
  expect(first.statusCode).toBe(201);
  expect(again.statusCode).toBe(200);
  expect(again.json().replayed).toBe(true);
  expect(again.json().orders.map((o: { id: number }) => o.id)).toEqual(
    first.json().orders.map((o: { id: number }) => o.id),
  );
  // Without the confirmations a repeated submit still answers with the first one's orders.
  expect((await a.post('/api/orders/additives', { ...body, confirmTerms: false })).json().replayed).toBe(true);
  expect((await offerRow(offer.id)).soldUnits).toBe(5);
  expect(await ordersOfBuyer(buyer.accountId)).toHaveLength(1);
});

test('the relationship, the offer and the location decide: refusals with their codes, nothing written', async () => {
  const offer = await createAdditiveOffer(t.app.db, { sellerAccountId: sellerId });
  const { a: notEnabled, buyer: b1 } = await buyerAgent({ additivesEnabled: false });
  await expectRefusal(
    await notEnabled.post('/api/orders/additives', order(b1, [{ offerId: offer.id, units: 5 }])),
    'ADDITIVES_NOT_ENABLED',
    409,
  );

  const { a, buyer } = await buyerAgent({ productCodes: ['DIESEL-FLIESS-WINTER'] });
  // AdBlue is not among the additives the seller allows this buyer.
  await expectRefusal(
    await a.post('/api/orders/additives', order(buyer, [{ offerId: offer.id, units: 5 }])),
    'OFFER_NOT_AVAILABLE',
    409,
  );

  const { a: c, buyer: b3 } = await buyerAgent();
  const paused = await createAdditiveOffer(t.app.db, { sellerAccountId: sellerId, status: 'PAUSED' });
  await expectRefusal(
    await c.post('/api/orders/additives', order(b3, [{ offerId: paused.id, units: 5 }])),
    'OFFER_NOT_AVAILABLE',
    409,
  );
  await expectRefusal(
    await c.post('/api/orders/additives', order(b3, [{ offerId: 999_999, units: 5 }])),
    'OFFER_NOT_AVAILABLE',
    409,
  );
  // No location, a removed one, or another buyer's.
  await expectRefusal(
    await c.post('/api/orders/additives', order(b3, [{ offerId: offer.id, units: 5 }], { locationId: undefined })),
    'DELIVERY_ADDRESS_REQUIRED',
    422,
  );
  await expectRefusal(
    await c.post('/api/orders/additives', order(b3, [{ offerId: offer.id, units: 5 }], { locationId: b1.locationId })),
    'DELIVERY_ADDRESS_REQUIRED',
    422,
  );
  const removed = await createAdditiveLocation(t.app.db, b3.accountId, { active: false });
  await expectRefusal(
    await c.post('/api/orders/additives', order(b3, [{ offerId: offer.id, units: 5 }], { locationId: removed })),
    'DELIVERY_ADDRESS_REQUIRED',
    422,
  );
  await expectRefusal(
    await c.post(
      '/api/orders/additives',
      order(b3, [{ offerId: offer.id, units: 5 }], { confirmBookingChecked: false }),
    ),
    'ORDER_CONFIRMATION_REQUIRED',
    422,
  );

  // A relationship the seller disabled.
  await setTerms(t.app.db, b3.accountId, sellerId, { sellerStatus: 'DISABLED' });
  await expectRefusal(
    await c.post('/api/orders/additives', order(b3, [{ offerId: offer.id, units: 5 }])),
    'NOT_CONNECTED',
    409,
  );

  expect(
    await t.app.db
      .select()
      .from(orders)
      .where(inArray(orders.buyerAccountId, [b1.accountId, buyer.accountId, b3.accountId])),
  ).toEqual([]);
  expect((await offerRow(offer.id)).soldUnits).toBe(0);
});

test('without the flag the call does not exist (404), without the account feature it is refused (403), sellers may not order', async () => {
  const offer = await createAdditiveOffer(t.app.db, { sellerAccountId: sellerId });
  const { a, buyer } = await buyerAgent();
  await t.app.db
    .update(accounts)
    .set({ features: { productAdditives: false, newsBox: false, sharedCreditLimits: false, triggers: false } })
    .where(eq(accounts.id, buyer.accountId));
  await expectRefusal(
    await a.post('/api/orders/additives', order(buyer, [{ offerId: offer.id, units: 5 }])),
    'ADDITIVES_NOT_AVAILABLE',
    403,
  );
  const seller = await loginAs(t.app, 'verkaeufer-additive');
  expect((await seller.post('/api/orders/additives', order(buyer, [{ offerId: offer.id, units: 5 }]))).statusCode).toBe(
    403,
  );

  const off = await createTestApp({ FEATURE_FLAGS: 'ENABLE_MARKETPLACE_ADDITIVES=false' });
  try {
    const k = await loginAs(off.app, 'kaeufer');
    const res = await k.post('/api/orders/additives', order(buyer, [{ offerId: offer.id, units: 5 }]));
    await expectRefusal(res, 'FEATURE_DISABLED', 404);
    expect((await k.get('/api/orderHistory?productType=ADDITIVE')).statusCode).toBe(404);
  } finally {
    await off.close();
  }
});

test('the seller confirms or declines an additive order; a decline gives the units and the credit back; the buyer is mailed', async () => {
  const offer = await createAdditiveOffer(t.app.db, { sellerAccountId: sellerId });
  const { a, buyer } = await buyerAgent({ creditLimitMinor: 1000_00 });
  const seller = await loginAs(t.app, 'verkaeufer-additive');
  const [first] = (await a.post('/api/orders/additives', order(buyer, [{ offerId: offer.id, units: 10 }]))).json()
    .orders;
  const [second] = (await a.post('/api/orders/additives', order(buyer, [{ offerId: offer.id, units: 20 }]))).json()
    .orders;
  expect((await offerRow(offer.id)).soldUnits).toBe(30);

  // Both wait in the seller's work queue (decision 033) until decided.
  const waiting = async () => (await seller.get('/api/orderHistory/awaiting-count')).json().count as number;
  const before = await waiting();
  const sellerView = (await seller.get(`/api/orders/${first.id}`)).json();
  expect(sellerView).toMatchObject({ side: 'seller', canDecide: true, additive: { units: 10 } });
  const confirmed = await seller.post(`/api/orders/${first.id}/confirm`, { comment: 'Lieferung Dienstag' });
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED', canDecide: false });
  const declined = await seller.post(`/api/orders/${second.id}/decline`, {});
  expect(declined.json().status).toBe('DECLINED');
  expect((await offerRow(offer.id)).soldUnits).toBe(10);
  expect(await waiting()).toBe(before - 2);
  // Declined twice: the status is locked, the units are not given back again.
  await expectRefusal(await seller.post(`/api/orders/${second.id}/decline`, {}), 'ORDER_STATUS_LOCKED', 409);
  expect((await offerRow(offer.id)).soldUnits).toBe(10);
  // Another seller does not see the order.
  expect((await (await loginAs(t.app, 'verkaeufer')).post(`/api/orders/${first.id}/confirm`, {})).statusCode).toBe(404);

  // The declined order's credit is free again: 20 canisters (592.62) fit beside the confirmed 296.31.
  expect((await a.post('/api/orders/additives', order(buyer, [{ offerId: offer.id, units: 20 }]))).statusCode).toBe(
    201,
  );

  const [buyerUser] = await t.app.db.select().from(users).where(eq(users.id, buyer.userId));
  const decisionMails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyerUser!.email));
  expect(decisionMails.map((m) => m.subject)).toEqual(
    expect.arrayContaining([
      `Auftrag bestätigt: ${first.contractNumber}`,
      `Auftrag abgelehnt: ${second.contractNumber}`,
    ]),
  );
  expect(decisionMails.find((m) => m.subject.startsWith('Auftrag bestätigt'))!.text).toContain(
    'Menge: 10 × Kanister 20 L',
  );
  expect(await drift()).toEqual([]);
});

test('both sides find additive orders in their history with productType=ADDITIVE, with units, unit and location; FUEL leaves them out', async () => {
  const offer = await createAdditiveOffer(t.app.db, { sellerAccountId: sellerId });
  const { a, buyer } = await buyerAgent();
  const [placed] = (await a.post('/api/orders/additives', order(buyer, [{ offerId: offer.id, units: 6 }]))).json()
    .orders;
  const seller = await loginAs(t.app, 'verkaeufer-additive');

  for (const [who, agent] of [
    ['buyer', a],
    ['seller', seller],
  ] as const) {
    const h = (await agent.get('/api/orderHistory?productType=ADDITIVE&pageLimit=100')).json();
    const row = h.orders.find((r: { _id: number }) => r._id === placed.id);
    expect(row, who).toMatchObject({
      market: 'ADDITIVE',
      product: { name: 'AdBlue', type: 'additive' },
      terminal: null,
      volume: 0.12,
      invoice: { net: 149.4 },
      additive: {
        units: 6,
        purchaseUnit: { name: 'Kanister 20 L', litres: 20 },
        pricePerUnit: 24.9,
        location: { _id: buyer.locationId },
      },
    });
    expect(h.orders.every((r: { product: { type: string } }) => r.product.type === 'additive')).toBe(true);
    expect(h.filterOptions.products.map((p: { name: string }) => p.name)).toContain('AdBlue');
    const fuel = (await agent.get('/api/orderHistory?productType=FUEL&pageLimit=100')).json();
    expect(fuel.orders.some((r: { _id: number }) => r._id === placed.id)).toBe(false);
    // The keyset page and the summary of decision 036 answer the same.
    const page = (await agent.get('/api/orderHistory/page?productType=ADDITIVE&pageLimit=100')).json();
    expect(page.orders.some((r: { _id: number }) => r._id === placed.id)).toBe(true);
    const summary = (await agent.get('/api/orderHistory/summary?productType=ADDITIVE')).json();
    expect(summary.metadata.total).toBe(h.metadata.total);
  }
  // A fuel-only seller has no additive history.
  expect(
    (await (await loginAs(t.app, 'verkaeufer-rhein')).get('/api/orderHistory?productType=ADDITIVE')).statusCode,
  ).toBe(403);
});

test('concurrent orders never take more units than the offer holds', async () => {
  const offer = await createAdditiveOffer(t.app.db, { sellerAccountId: sellerId, totalUnits: 20, maxUnits: 20 });
  const buyers = await Promise.all([1, 2, 3, 4].map(() => buyerAgent()));
  const answers = await Promise.all(
    buyers.map(({ a, buyer }) => a.post('/api/orders/additives', order(buyer, [{ offerId: offer.id, units: 6 }]))),
  );
  const placed = answers.filter((r) => r.statusCode === 201).length;
  expect(placed).toBe(3);
  expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().error.code)).toEqual(['NOT_ENOUGH_VOLUME']);
  expect((await offerRow(offer.id)).soldUnits).toBe(18);
  expect(await drift()).toEqual([]);
});
