// One submit, one confirmation: GET /api/orders/{id}/submission and the mails of a basket with two sellers.
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import { mailOutbox, offers as offersTable, orders as ordersTable } from '../../db/schema';
import { accountIdByName, createBuyer, createOffer, setTerms } from '../../../test/trading-fixtures';

let t: TestApp;
let hanse: number;
let rhein: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  hanse = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  rhein = await accountIdByName(t.app.db, 'Rhein-Ruhr Tanklager GmbH');
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date(TEST_NOW);
});

type Order = {
  id: number;
  contractNumber: string;
  liftingMasterNumber: string;
  pickupNumber: string;
  seller: { id: number };
  side: string;
};

/** A fresh buyer orders one offer of each seller in one submit (three lines: two at Hanse, one at Rhein-Ruhr). */
async function placeBasketOfThree() {
  const buyer = await createBuyer(t.app.db);
  await setTerms(t.app.db, buyer.accountId, hanse, {});
  await setTerms(t.app.db, buyer.accountId, rhein, {});
  const offers = [
    await createOffer(t.app.db, t.clock.now, { sellerAccountId: hanse }),
    await createOffer(t.app.db, t.clock.now, { sellerAccountId: hanse, pricePer100lE4: 991234 }),
    await createOffer(t.app.db, t.clock.now, { sellerAccountId: rhein }),
  ];
  const a = await loginAs(t.app, buyer.username);
  const res = await a.post('/api/orders', {
    items: offers.map((o) => ({ offerId: o.id, quantityCbm: 10 })),
    confirmTerms: true,
    confirmBookingChecked: true,
    idempotencyKey: randomUUID(),
  });
  expect(res.statusCode).toBe(201);
  return { buyer, a, orders: res.json().orders as Order[] };
}

test('the buyer reads every order of a submit from any of its orders; a seller only its own; others get 404', async () => {
  const { a, orders } = await placeBasketOfThree();
  expect(orders).toHaveLength(3);
  const ids = orders.map((o) => o.id);
  for (const id of ids) {
    const res = await a.get(`/api/orders/${id}/submission`);
    expect(res.statusCode).toBe(200);
    const read = res.json().orders as Order[];
    expect(read.map((o) => o.id)).toEqual(ids);
    expect(read.map((o) => [o.contractNumber, o.liftingMasterNumber, o.pickupNumber])).toEqual(
      orders.map((o) => [o.contractNumber, o.liftingMasterNumber, o.pickupNumber]),
    );
    expect(read.every((o) => o.side === 'buyer')).toBe(true);
  }

  const hanseView = (await (await loginAs(t.app, 'verkaeufer')).get(`/api/orders/${ids[0]}/submission`)).json()
    .orders as Order[];
  expect(hanseView.map((o) => o.id)).toEqual(ids.slice(0, 2));
  expect(hanseView.every((o) => o.side === 'seller' && o.seller.id === hanse)).toBe(true);

  const rheinUser = await loginAs(t.app, 'verkaeufer-rhein');
  expect((await rheinUser.get(`/api/orders/${ids[2]}/submission`)).json().orders.map((o: Order) => o.id)).toEqual([
    ids[2],
  ]);
  // Not its order: the Rhein-Ruhr seller cannot reach the submit through a Hanse order.
  expect((await rheinUser.get(`/api/orders/${ids[0]}/submission`)).statusCode).toBe(404);

  const stranger = await loginAs(t.app, (await createBuyer(t.app.db)).username);
  const refused = await stranger.get(`/api/orders/${ids[1]}/submission`);
  expect(refused.statusCode).toBe(404);
  expect(refused.json().error.message).toMatch(/nicht gefunden/i);
});

test('one mail to the buyer lists every order of the submit; each seller gets one mail with its own orders; prices with 2 decimals', async () => {
  const { buyer, orders } = await placeBasketOfThree();
  const numbers = orders.map((o) => o.contractNumber);

  // Mails and audit entries follow the commit through the outbox (decision 034).
  await t.app.outbox.drain();
  const toBuyer = await t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, `${buyer.username}@example.de`));
  expect(toBuyer).toHaveLength(1);
  const mail = toBuyer[0]!;
  expect(mail.subject).toBe(`Auftragsbestätigung ${numbers.join(', ')}`);
  for (const o of orders)
    for (const n of [o.contractNumber, o.liftingMasterNumber, o.pickupNumber]) expect(mail.text).toContain(n);
  expect(mail.text).toContain('Auftrag 3 von 3');
  // 99,1234 EUR per 100 L reads as the screens show it: 99,12.
  expect(mail.text).toContain('Preis: 99,12 EUR je 100 L');
  expect(mail.text).not.toMatch(/Preis: \d+,\d{3,}/);

  const sellerMails = await t.app.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${numbers[0]}%`));
  const toSellers = sellerMails.filter((m) => m.to !== `${buyer.username}@example.de`);
  expect(toSellers.length).toBeGreaterThan(0);
  for (const m of toSellers) {
    expect(m.subject).toBe(`Auftragsbestätigung ${numbers[0]}, ${numbers[1]}`);
    expect(m.text).not.toContain(numbers[2]);
  }
  const rheinMails = await t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, `Auftragsbestätigung ${numbers[2]}`));
  expect(rheinMails.length).toBeGreaterThan(0);
});

test('"erneut bestellen": the same offer and quantity go into the basket again; a paused offer is refused in German; only the buyer may', async () => {
  const { a, orders } = await placeBasketOfThree();
  const [first] = orders;
  const res = await a.post(`/api/orders/${first!.id}/reorder`, {});
  expect(res.statusCode).toBe(201);
  const offerId = (
    await t.app.db.select({ offerId: ordersTable.offerId }).from(ordersTable).where(eq(ordersTable.id, first!.id))
  )[0]!.offerId!;
  expect(res.json().reservation).toMatchObject({ offerId, quantityCbm: 10 });
  expect((await a.get('/api/basket')).json().items.map((i: { offerId: number }) => i.offerId)).toEqual([offerId]);

  await t.app.db.update(offersTable).set({ status: 'PAUSED' }).where(eq(offersTable.id, offerId));
  const refused = await a.post(`/api/orders/${first!.id}/reorder`, {});
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error).toMatchObject({
    code: 'OFFER_NOT_AVAILABLE',
    message: 'Das Angebot ist nicht mehr verfügbar.',
  });

  const stranger = await loginAs(t.app, (await createBuyer(t.app.db)).username);
  expect((await stranger.post(`/api/orders/${orders[1]!.id}/reorder`, {})).statusCode).toBe(404);
  expect((await (await loginAs(t.app, 'verkaeufer')).post(`/api/orders/${orders[1]!.id}/reorder`, {})).statusCode).toBe(
    403,
  );
});
