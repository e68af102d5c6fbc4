// Issue 17 part 6: empty-barrel pickup requests: the form's options, create (location or free address,
// preferred date not in the past), the seller's mail, the buyer's last 5, the seller's status changes,
// ownership and the flags.
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import { accountIdByName } from '../../../test/trading-fixtures';
import { accounts, mailOutbox, users } from '../../db/schema';
import { additiveIdByCode, purchaseUnitIdByCode } from '../additives/additives.fixtures';
import { ADDITIVE_SELLER, createAdditiveBuyer } from '../trading/additive-orders.fixtures';

let t: TestApp;
let sellerId: number;
let adBlue: number;
let canister: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  sellerId = await accountIdByName(t.app.db, ADDITIVE_SELLER);
  adBlue = await additiveIdByCode(t.app.db, 'ADBLUE');
  canister = await purchaseUnitIdByCode(t.app.db, 'KANISTER_20L');
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date(TEST_NOW);
});

async function buyerAgent() {
  const buyer = await createAdditiveBuyer(t.app.db, sellerId);
  return { buyer, a: await loginAs(t.app, buyer.username) };
}

type Buyer = Awaited<ReturnType<typeof createAdditiveBuyer>>;
const request = (buyer: Buyer, over: Record<string, unknown> = {}) => ({
  sellerId,
  productId: adBlue,
  purchaseUnitId: canister,
  units: 12,
  locationId: buyer.locationId,
  preferredDate: '2026-11-24',
  ...over,
});

const mailsTo = (email: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

test('the form offers the sellers the buyer trades additives with, their allowed additives and the units that can be given back', async () => {
  const { a } = await buyerAgent();
  const res = await a.get('/api/empty-barrels/options');
  expect(res.statusCode).toBe(200);
  const [seller, ...others] = res.json().sellers;
  expect(others).toEqual([]);
  expect(seller).toMatchObject({ id: sellerId, name: ADDITIVE_SELLER });
  expect(seller.products).toHaveLength(1);
  // AdBlue is also sold in bulk, which cannot be given back.
  expect(seller.products[0].purchaseUnits.map((u: { name: string }) => u.name)).toEqual([
    'Kanister 10 L',
    'Kanister 20 L',
    'Fass 200 L',
    'IBC-Container 1 cbm',
  ]);
});

test('a buyer asks for a pickup at one of its locations; the seller is mailed and sees it open', async () => {
  const { a, buyer } = await buyerAgent();
  const res = await a.post('/api/empty-barrels', request(buyer, { comment: 'Tor 3, bitte vorher anrufen' }));
  expect(res.statusCode).toBe(201);
  const created = res.json();
  expect(created).toMatchObject({
    seller: { id: sellerId, name: ADDITIVE_SELLER },
    buyer: { id: buyer.accountId },
    product: { id: adBlue, name: 'AdBlue' },
    purchaseUnit: { id: canister, name: 'Kanister 20 L' },
    units: 12,
    locationId: buyer.locationId,
    pickupAddress: { street: 'Hafenstraße 7', postCode: '28217', city: 'Bremen', county: 'Bremen', country: 'DE' },
    preferredDate: '2026-11-24',
    comment: 'Tor 3, bitte vorher anrufen',
    status: 'OPEN',
    statusLabel: 'Offen',
    nextStatuses: [],
  });

  await t.app.outbox.drain();
  const [sellerAdmin] = await t.app.db.select().from(users).where(eq(users.username, 'verkaeufer-additive'));
  const mail = (await mailsTo(sellerAdmin!.email)).find((m) => m.subject.includes(created.buyer.name));
  expect(mail?.subject).toBe(`Leergebinde-Abholung angefragt: ${created.buyer.name}`);
  expect(mail?.text).toContain('Gebinde: 12 × Kanister 20 L');
  expect(mail?.text).toContain('Abholadresse: Hafenstraße 7, 28217 Bremen (Bremen)');
  expect(mail?.text).toContain('Wunschtermin: 24.11.2026');
  expect(mail?.text).toContain('Bemerkung: Tor 3, bitte vorher anrufen');

  const seller = await loginAs(t.app, 'verkaeufer-additive');
  const list = (await seller.get('/api/empty-barrels?status=OPEN')).json();
  const mine = list.requests.find((r: { id: number }) => r.id === created.id);
  expect(mine).toMatchObject({ status: 'OPEN', nextStatuses: ['SCHEDULED', 'DONE'] });
  expect(list.counts.OPEN).toBeGreaterThanOrEqual(1);
});

test('a free pickup address instead of a location; today is the earliest preferred date', async () => {
  const { a, buyer } = await buyerAgent();
  const address = {
    street: 'Werkstraße 9',
    postCode: '26135',
    city: 'Oldenburg',
    county: 'Niedersachsen',
    country: 'DE',
  };
  const res = await a.post(
    '/api/empty-barrels',
    request(buyer, { locationId: undefined, address, preferredDate: '2026-11-20' }),
  );
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ locationId: null, pickupAddress: address, preferredDate: '2026-11-20' });

  const past = await a.post('/api/empty-barrels', request(buyer, { preferredDate: '2026-11-19' }));
  expect(past.statusCode).toBe(400);
  expect(past.json().error.fields).toEqual({
    preferredDate: 'Das Wunschdatum darf nicht in der Vergangenheit liegen.',
  });
  const both = await a.post('/api/empty-barrels', request(buyer, { address }));
  expect(both.statusCode).toBe(400);
  expect(both.json().error.fields.locationId).toBe(
    'Bitte wählen Sie eine Lieferstelle oder geben Sie eine Abholadresse ein.',
  );
  expect((await a.post('/api/empty-barrels', request(buyer, { locationId: undefined }))).statusCode).toBe(400);
  expect(
    (
      await a.post(
        '/api/empty-barrels',
        request(buyer, { locationId: undefined, address: { ...address, postCode: '123' } }),
      )
    ).json().error.fields,
  ).toEqual({
    'address.postCode': 'Bitte geben Sie eine gültige Postleitzahl mit 5 Ziffern ein.',
  });
  expect((await a.get('/api/empty-barrels')).json().total).toBe(1);
});

test('a seller without additives for the buyer, an additive not allowed, a unit that cannot be given back or a foreign location are refused', async () => {
  const { a, buyer } = await buyerAgent();
  const other = await createAdditiveBuyer(t.app.db, sellerId);
  const rhein = await accountIdByName(t.app.db, 'Rhein-Ruhr Tanklager GmbH');
  const refused = await a.post('/api/empty-barrels', request(buyer, { sellerId: rhein }));
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error.code).toBe('ADDITIVES_NOT_ENABLED');

  const notAllowed = await a.post(
    '/api/empty-barrels',
    request(buyer, { productId: await additiveIdByCode(t.app.db, 'CETAN-PLUS') }),
  );
  expect(notAllowed.statusCode).toBe(400);
  expect(Object.keys(notAllowed.json().error.fields)).toEqual(['productId']);
  const bulk = await a.post(
    '/api/empty-barrels',
    request(buyer, { purchaseUnitId: await purchaseUnitIdByCode(t.app.db, 'LOSE_LITER') }),
  );
  expect(bulk.statusCode).toBe(400);
  expect(Object.keys(bulk.json().error.fields)).toEqual(['purchaseUnitId']);
  const foreign = await a.post('/api/empty-barrels', request(buyer, { locationId: other.locationId }));
  expect(foreign.statusCode).toBe(400);
  expect(Object.keys(foreign.json().error.fields)).toEqual(['locationId']);
  expect((await a.get('/api/empty-barrels')).json()).toMatchObject({ requests: [], total: 0 });
});

test("the buyer's list shows its last 5 requests, newest first, and none of another buyer's", async () => {
  const { a, buyer } = await buyerAgent();
  const ids: number[] = [];
  for (let i = 1; i <= 7; i++) {
    t.clock.now = new Date(TEST_NOW.getTime() + i * 60_000);
    ids.push((await a.post('/api/empty-barrels', request(buyer, { units: i }))).json().id);
  }
  const list = (await a.get('/api/empty-barrels')).json();
  expect(list.requests.map((r: { id: number }) => r.id)).toEqual(ids.slice(2).reverse());
  expect(list.total).toBe(5);
  expect(list.counts).toEqual({ OPEN: 7, SCHEDULED: 0, DONE: 0 });
  const { a: stranger } = await buyerAgent();
  expect((await stranger.get('/api/empty-barrels')).json().requests).toEqual([]);
});

test('the seller schedules and closes a pickup; done is final; the buyer is mailed; nobody else may change it', async () => {
  const { a, buyer } = await buyerAgent();
  const created = (await a.post('/api/empty-barrels', request(buyer))).json();
  const seller = await loginAs(t.app, 'verkaeufer-additive');

  const scheduled = await seller.put(`/api/empty-barrels/${created.id}/status`, { status: 'SCHEDULED' });
  expect(scheduled.statusCode).toBe(200);
  expect(scheduled.json()).toMatchObject({
    status: 'SCHEDULED',
    statusLabel: 'Eingeplant',
    nextStatuses: ['OPEN', 'DONE'],
  });
  // The same status again changes nothing and mails nobody.
  expect((await seller.put(`/api/empty-barrels/${created.id}/status`, { status: 'SCHEDULED' })).json().status).toBe(
    'SCHEDULED',
  );
  expect((await seller.put(`/api/empty-barrels/${created.id}/status`, { status: 'DONE' })).json()).toMatchObject({
    status: 'DONE',
    nextStatuses: [],
  });
  const locked = await seller.put(`/api/empty-barrels/${created.id}/status`, { status: 'OPEN' });
  expect(locked.statusCode).toBe(409);
  expect(locked.json().error.code).toBe('EMPTY_BARREL_STATUS_LOCKED');
  expect((await seller.put(`/api/empty-barrels/${created.id}/status`, { status: 'LATER' })).statusCode).toBe(400);

  // Another seller and the buyer cannot change it.
  expect(
    (await (await loginAs(t.app, 'verkaeufer')).put(`/api/empty-barrels/${created.id}/status`, { status: 'OPEN' }))
      .statusCode,
  ).toBe(404);
  expect((await a.put(`/api/empty-barrels/${created.id}/status`, { status: 'OPEN' })).statusCode).toBe(403);

  await t.app.outbox.drain();
  const subjects = (await mailsTo(`${buyer.username}@example.de`)).map((m) => m.subject);
  expect(subjects.sort()).toEqual([
    `Leergebinde-Abholung eingeplant: ${ADDITIVE_SELLER}`,
    `Leergebinde-Abholung erledigt: ${ADDITIVE_SELLER}`,
  ]);
  expect((await a.get('/api/empty-barrels')).json().requests[0]).toMatchObject({ status: 'DONE', nextStatuses: [] });
});

test('without the account feature productAdditives 403, without the platform flag 404', async () => {
  const { a, buyer } = await buyerAgent();
  await t.app.db
    .update(accounts)
    .set({ features: { productAdditives: false, newsBox: false, sharedCreditLimits: false, triggers: false } })
    .where(eq(accounts.id, buyer.accountId));
  for (const res of [
    await a.get('/api/empty-barrels'),
    await a.get('/api/empty-barrels/options'),
    await a.post('/api/empty-barrels', request(buyer)),
  ]) {
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ADDITIVES_NOT_AVAILABLE');
  }
  // A fuel-only seller has no pickups.
  expect((await (await loginAs(t.app, 'verkaeufer-rhein')).get('/api/empty-barrels')).statusCode).toBe(403);

  const off = await createTestApp({ FEATURE_FLAGS: 'ENABLE_MARKETPLACE_ADDITIVES=false' });
  try {
    const k = await loginAs(off.app, 'kaeufer');
    expect((await k.get('/api/empty-barrels')).statusCode).toBe(404);
    expect((await k.post('/api/empty-barrels', {})).statusCode).toBe(404);
  } finally {
    await off.close();
  }
});
