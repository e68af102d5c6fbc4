import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MyOffersResponseSchema, SellerOfferSchema, type SellerOffer } from '@fuel/domain/contracts/offers';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { TEST_NOW } from '../../../test/test-clock';
import { loginAs } from '../../../test/demo-login';
import { nextEvent } from '../../../test/live-market';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { accounts, auditLog, liftingPeriods, offers, products, regions, terminals } from '../../db/schema';
import { createOffer } from '../../../test/trading-fixtures';

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;
let otherSeller: Awaited<ReturnType<typeof loginAs>>;
const ids = { diesel: 0, heizoel: 0, adblue: 0, hamburg: 0, nord: 0, prompt: 0, days14: 0 };

async function idOf(table: typeof products | typeof terminals | typeof liftingPeriods, code: string) {
  const [row] = await t.app.db.select({ id: table.id }).from(table).where(eq(table.code, code));
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = TEST_NOW; // Friday 2026-11-20, 09:30 in Berlin
  seller = await loginAs(t.app, 'verkaeufer');
  otherSeller = await loginAs(t.app, 'verkaeufer-rhein');
  ids.diesel = await idOf(products, 'DIESEL-B7');
  ids.heizoel = await idOf(products, 'HEL-SCHWEFELARM');
  ids.adblue = await idOf(products, 'ADBLUE');
  ids.hamburg = await idOf(terminals, 'HH-HAR');
  ids.prompt = await idOf(liftingPeriods, 'PROMPT');
  ids.days14 = (
    await t.app.db.select({ id: liftingPeriods.id }).from(liftingPeriods).where(eq(liftingPeriods.days, 14))
  )[0].id;
  ids.nord = (await t.app.db.select({ id: regions.id }).from(regions).where(eq(regions.name, 'Nord')))[0].id;
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = TEST_NOW;
});

const input = () => ({
  pricingType: 'FIXED',
  productId: ids.diesel,
  deliveryType: 'PICKUP',
  terminalId: ids.hamburg,
  totalCbm: 500,
  minOrderCbm: 10,
  maxOrderCbm: 40.5,
  priceInputUnit: 'EUR_100L15',
  price: 145.1234,
  startDate: '2026-11-20',
  endDate: '2026-11-30',
  dailyStartTime: '06:00',
  dailyEndTime: '18:00',
  collectionType: 'LIFTING_PERIOD',
  liftingPeriodId: ids.days14,
});

async function create(a = seller, body: Record<string, unknown> = input()): Promise<SellerOffer> {
  const res = await a.post('/api/offers', body);
  expect(res.statusCode, res.body).toBe(201);
  return SellerOfferSchema.parse(res.json());
}

async function mine(a = seller, query = ''): Promise<SellerOffer[]> {
  const res = await a.get(`/api/offers/mine${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return MyOffersResponseSchema.parse(res.json()).offers;
}

describe('who may manage offers', () => {
  test('anonymous 401, buyers 403', async () => {
    expect((await agent(t.app).get('/api/offers/mine')).statusCode).toBe(401);
    const buyer = await loginAs(t.app, 'kaeufer');
    expect((await buyer.get('/api/offers/mine')).statusCode).toBe(403);
    expect((await buyer.post('/api/offers', input())).statusCode).toBe(403);
  });
});

describe('create and read', () => {
  test('stores litres and the price per 100 L, answers in cbm with derived status, writes an audit entry', async () => {
    const offer = await create();
    expect(offer).toMatchObject({
      product: { id: ids.diesel, name: 'Diesel B7' },
      deliveryType: 'PICKUP',
      terminal: { id: ids.hamburg, name: 'Tanklager Hamburg-Harburg' },
      deliveryRegion: null,
      status: 'ACTIVE',
      displayStatus: 'ACTIVE',
      pricePer100l: 145.1234,
      pricePerLitre: 1.451234,
      totalCbm: 500,
      soldCbm: 0,
      remainingCbm: 500,
      minOrderCbm: 10,
      maxOrderCbm: 40.5,
      collectionType: 'LIFTING_PERIOD',
      liftingPeriod: { id: ids.days14, days: 14 },
      version: 1,
    });
    const [row] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({
      totalLitres: 500_000,
      maxOrderLitres: 40_500,
      pricePer100lE4: 1_451_234,
      sellerAccountId: expect.any(Number),
    });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'offer'), eq(auditLog.entityId, String(offer.id))));
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect((await mine()).map((o) => o.id)).toContain(offer.id);
  });

  test('a price per litre is stored per 100 L and answered in both units', async () => {
    const offer = await create(seller, { ...input(), priceInputUnit: 'EUR_L', price: 0.984512 });
    expect(offer).toMatchObject({ priceInputUnit: 'EUR_L', pricePer100l: 98.4512, pricePerLitre: 0.984512 });
  });

  test('custom collection dates', async () => {
    const offer = await create(seller, {
      ...input(),
      collectionType: 'CUSTOM',
      liftingPeriodId: null,
      collectionStartDate: '2026-11-23',
      collectionEndDate: '2026-11-27',
    });
    expect(offer).toMatchObject({
      collectionType: 'CUSTOM',
      liftingPeriod: null,
      collectionStartDate: '2026-11-23',
      collectionEndDate: '2026-11-27',
    });
  });

  test('delivered into a region (DELIVERED_PRODUCTS is on for brand A)', async () => {
    const offer = await create(seller, {
      ...input(),
      deliveryType: 'DELIVERED',
      terminalId: null,
      deliveryRegionId: ids.nord,
    });
    expect(offer).toMatchObject({
      deliveryType: 'DELIVERED',
      terminal: null,
      deliveryRegion: { id: ids.nord, name: 'Nord' },
    });
  });
});

describe('validation refusals: 400 with German field messages, nothing stored', () => {
  const refusals: Array<[string, Record<string, unknown>, Record<string, string>]> = [
    ['missing product', { productId: null }, { productId: 'Produkt ist ein Pflichtfeld.' }],
    ['missing terminal', { terminalId: null }, { terminalId: 'Terminal ist ein Pflichtfeld.' }],
    ['missing total', { totalCbm: undefined }, { totalCbm: 'Gesamtmenge (cbm) ist ein Pflichtfeld.' }],
    ['missing min', { minOrderCbm: null }, { minOrderCbm: 'Mindestmenge pro Bestellung (cbm) ist ein Pflichtfeld.' }],
    ['missing max', { maxOrderCbm: null }, { maxOrderCbm: 'Höchstmenge pro Bestellung (cbm) ist ein Pflichtfeld.' }],
    ['missing price', { price: null }, { price: 'Preis ist ein Pflichtfeld.' }],
    ['missing start', { startDate: '' }, { startDate: 'Angebotsbeginn ist ein Pflichtfeld.' }],
    ['missing end', { endDate: null }, { endDate: 'Angebotsende ist ein Pflichtfeld.' }],
    ['missing daily start', { dailyStartTime: ' ' }, { dailyStartTime: 'Tägliche Startzeit ist ein Pflichtfeld.' }],
    ['missing daily end', { dailyEndTime: null }, { dailyEndTime: 'Tägliche Endzeit ist ein Pflichtfeld.' }],
    ['missing lifting period', { liftingPeriodId: null }, { liftingPeriodId: 'Abholzeitraum ist ein Pflichtfeld.' }],
    ['invalid date', { endDate: '2026-11-31' }, { endDate: 'Angebotsende ist kein gültiges Datum.' }],
    [
      'invalid time',
      { dailyEndTime: '18.00' },
      { dailyEndTime: 'Tägliche Endzeit muss im Format HH:mm angegeben werden.' },
    ],
    [
      '4 decimals of cbm',
      { totalCbm: 500.0001 },
      { totalCbm: 'Gesamtmenge (cbm) darf höchstens 3 Nachkommastellen haben.' },
    ],
    [
      'min above max',
      { minOrderCbm: 41 },
      { minOrderCbm: 'Die Mindestmenge darf nicht größer als die Höchstmenge sein.' },
    ],
    [
      'max above total',
      { maxOrderCbm: 501 },
      { maxOrderCbm: 'Die Höchstmenge darf nicht größer als die Gesamtmenge sein.' },
    ],
    [
      'end before start',
      { startDate: '2026-11-25', endDate: '2026-11-24' },
      { endDate: 'Das Angebotsende darf nicht vor dem Angebotsbeginn liegen.' },
    ],
    [
      'end in the past',
      { startDate: '2026-11-10', endDate: '2026-11-19' },
      { endDate: 'Das Angebotsende darf nicht in der Vergangenheit liegen.' },
    ],
    [
      'daily end not after start',
      { dailyStartTime: '18:00', dailyEndTime: '06:00' },
      { dailyEndTime: 'Die tägliche Endzeit muss nach der Startzeit liegen.' },
    ],
    [
      'custom collection before the offer start',
      {
        collectionType: 'CUSTOM',
        liftingPeriodId: null,
        collectionStartDate: '2026-11-19',
        collectionEndDate: '2026-11-22',
      },
      { collectionStartDate: 'Der Abholbeginn darf nicht vor dem Angebotsbeginn liegen.' },
    ],
    [
      'custom collection end before its start',
      {
        collectionType: 'CUSTOM',
        liftingPeriodId: null,
        collectionStartDate: '2026-11-24',
        collectionEndDate: '2026-11-23',
      },
      { collectionEndDate: 'Das Abholende darf nicht vor dem Abholbeginn liegen.' },
    ],
    ['negative price', { price: -5 }, { price: 'Ein negativer Preis ist nicht zulässig.' }],
    ['zero price', { price: 0 }, { price: 'Der Preis muss größer als 0 sein.' }],
    ['unknown product', { productId: 99999 }, { productId: 'Produkt ist ungültig.' }],
    ['additive is not a fuel', { productId: -1 }, { productId: 'Produkt ist ein Pflichtfeld.' }],
    ['unknown terminal', { terminalId: 99999 }, { terminalId: 'Terminal ist ungültig.' }],
    ['unknown lifting period', { liftingPeriodId: 99999 }, { liftingPeriodId: 'Abholzeitraum ist ungültig.' }],
    ['live pricing', { pricingType: 'LIVE' }, {}],
  ];

  test.each(refusals)('%s', async (_name, change, fields) => {
    const before = await t.app.db.$count(offers);
    const res = await seller.post('/api/offers', { ...input(), ...change });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toBe('Die Eingaben sind unvollständig oder ungültig.');
    for (const [field, message] of Object.entries(fields)) expect(body.error.fields?.[field]).toBe(message);
    expect(await t.app.db.$count(offers)).toBe(before);
  });

  test('an additive-only seller (decision 042) publishes no fuel offers: 403, nothing stored', async () => {
    const additive = await loginAs(t.app, 'verkaeufer-additive');
    const res = await additive.post('/api/offers', input());
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'FUEL_NOT_AVAILABLE', message: ERROR_MESSAGES.FUEL_NOT_AVAILABLE });
    expect((await additive.get('/api/offers/mine')).json().offers).toEqual([]);
  });

  test('issue 25 part 2: nor by cloning or editing a fuel offer it holds (stored before the rule): 403, nothing stored', async () => {
    const additive = await loginAs(t.app, 'verkaeufer-additive');
    const [account] = await t.app.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.name, 'Nordwest Additiv-Technik GmbH'));
    const held = await createOffer(t.app.db, TEST_NOW, { sellerAccountId: account!.id });
    const before = await t.app.db.$count(offers);
    const clone = await additive.post(`/api/offers/${held.id}/clone`);
    expect(clone.statusCode).toBe(403);
    expect(clone.json().error.code).toBe('FUEL_NOT_AVAILABLE');
    const edit = await additive.put(`/api/offers/${held.id}`, input());
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.code).toBe('FUEL_NOT_AVAILABLE');
    expect(await t.app.db.$count(offers)).toBe(before);
  });

  test('an additive product is refused', async () => {
    const res = await seller.post('/api/offers', { ...input(), productId: ids.adblue });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.productId).toBe('Produkt ist ungültig.');
  });

  test('live pricing without its fields names each missing one in German', async () => {
    const res = await seller.post('/api/offers', { ...input(), pricingType: 'LIVE' });
    expect(res.json().error.fields).toMatchObject({
      futureMonth: 'Terminmonat (ICE LS Gasoil) ist ein Pflichtfeld.',
      fxMode: 'Wechselkurs ist ein Pflichtfeld.',
      density: 'Dichte (kg/l) ist ein Pflichtfeld.',
    });
  });
});

test('delivered offers are refused when DELIVERED_PRODUCTS is off', async () => {
  const t2 = await createTestApp({ FEATURE_FLAGS: 'DELIVERED_PRODUCTS=false' });
  try {
    t2.clock.now = TEST_NOW;
    const s = await loginAs(t2.app, 'verkaeufer');
    const res = await s.post('/api/offers', {
      ...input(),
      deliveryType: 'DELIVERED',
      terminalId: null,
      deliveryRegionId: ids.nord,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.deliveryType).toBe('Lieferung ist auf dieser Plattform nicht verfügbar.');
  } finally {
    await t2.close();
  }
});

describe('edit', () => {
  test('replaces the fields, bumps the version and audits', async () => {
    const offer = await create();
    const res = await seller.put(`/api/offers/${offer.id}`, { ...input(), price: 139.5, totalCbm: 800 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: offer.id, version: 2, pricePer100l: 139.5, totalCbm: 800 });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'offer'), eq(auditLog.entityId, String(offer.id))));
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
  });

  test('the total may not fall below what is sold (409, nothing changed)', async () => {
    const offer = await create();
    await t.app.db.update(offers).set({ soldLitres: 120_500 }).where(eq(offers.id, offer.id));
    const res = await seller.put(`/api/offers/${offer.id}`, { ...input(), totalCbm: 120, maxOrderCbm: 40 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'OFFER_TOTAL_BELOW_SOLD',
      message: 'Die Gesamtmenge darf nicht unter der bereits verkauften Menge (120,500 cbm) liegen.',
    });
    const [row] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ totalLitres: 500_000, version: 1 });
    const ok = await seller.put(`/api/offers/${offer.id}`, { ...input(), totalCbm: 120.5, maxOrderCbm: 40 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ remainingCbm: 0, soldCbm: 120.5, displayStatus: 'SOLD_OUT' });
  });

  test('validation applies to edits too', async () => {
    const offer = await create();
    const res = await seller.put(`/api/offers/${offer.id}`, { ...input(), minOrderCbm: 50 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.minOrderCbm).toBe('Die Mindestmenge darf nicht größer als die Höchstmenge sein.');
  });
});

describe('clone, pause, resume, delete', () => {
  test('clone: a PAUSED copy with nothing sold, version 1', async () => {
    const offer = await create();
    await t.app.db.update(offers).set({ soldLitres: 50_000, version: 3 }).where(eq(offers.id, offer.id));
    const res = await seller.post(`/api/offers/${offer.id}/clone`);
    expect(res.statusCode, res.body).toBe(201);
    const clone = SellerOfferSchema.parse(res.json());
    expect(clone.id).not.toBe(offer.id);
    expect(clone).toMatchObject({
      status: 'PAUSED',
      displayStatus: 'PAUSED',
      soldCbm: 0,
      totalCbm: 500,
      version: 1,
      pricePer100l: 145.1234,
    });
  });

  test('pause and resume change the status and are audited', async () => {
    const offer = await create();
    const paused = await seller.put(`/api/offers/${offer.id}/status`, { status: 'PAUSED' });
    expect(paused.json()).toMatchObject({ status: 'PAUSED', displayStatus: 'PAUSED' });
    const resumed = await seller.put(`/api/offers/${offer.id}/status`, { status: 'ACTIVE' });
    expect(resumed.json()).toMatchObject({ status: 'ACTIVE', displayStatus: 'ACTIVE' });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'offer'), eq(auditLog.entityId, String(offer.id))));
    expect(audit.map((a) => a.action)).toEqual(['create', 'pause', 'resume']);
    expect((await seller.put(`/api/offers/${offer.id}/status`, { status: 'REMOVED' })).statusCode).toBe(400);
    expect((await seller.put(`/api/offers/${offer.id}/status`, {})).json().error.fields.status).toBe(
      'Status ist ein Pflichtfeld.',
    );
  });

  test('delete sets REMOVED; the offer leaves the list and cannot be changed any more', async () => {
    const offer = await create();
    const res = await seller.delete(`/api/offers/${offer.id}`);
    expect(res.statusCode).toBe(204);
    const [row] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row.status).toBe('REMOVED');
    expect((await mine()).map((o) => o.id)).not.toContain(offer.id);
    expect((await seller.put(`/api/offers/${offer.id}/status`, { status: 'ACTIVE' })).statusCode).toBe(404);
    expect((await seller.delete(`/api/offers/${offer.id}`)).statusCode).toBe(404);
  });
});

test("every change buyers' markets show announces the seller's market; a clone (paused) or a no-op does not", async () => {
  const sellerId = (await seller.get('/api/account')).json().id as number;
  let count = 0;
  const off = t.app.events.subscribe((event) => {
    if (event.type === 'sellerMarketChanged' && event.sellerAccountId === sellerId) count++;
  });
  // Waits for the event (on PostgreSQL it comes back over NOTIFY a moment after the answer).
  const announcing = async (action: () => Promise<unknown>) => {
    const announced = nextEvent(t.app, 'sellerMarketChanged', (e) => e.sellerAccountId === sellerId);
    await action();
    await announced;
  };
  try {
    let offer!: SellerOffer;
    await announcing(async () => (offer = await create()));
    await announcing(() => seller.put(`/api/offers/${offer.id}`, { ...input(), price: 146 }));
    await announcing(() => seller.put(`/api/offers/${offer.id}/status`, { status: 'PAUSED' }));
    // Silent: a paused clone, pausing again, a refused edit.
    await seller.post(`/api/offers/${offer.id}/clone`);
    await seller.put(`/api/offers/${offer.id}/status`, { status: 'PAUSED' });
    await seller.put(`/api/offers/${offer.id}`, { ...input(), totalCbm: -1 });
    // Events arrive in order: had a silent step announced, the count would be ahead by then.
    await announcing(() => seller.delete(`/api/offers/${offer.id}`));
    expect(count).toBe(4);
  } finally {
    off();
  }
});

describe("ownership: another seller's offer is not found", () => {
  test('edit, clone, status, delete of a foreign offer -> 404, nothing changed; foreign offers are not listed', async () => {
    const offer = await create();
    const calls = [
      otherSeller.put(`/api/offers/${offer.id}`, input()),
      otherSeller.post(`/api/offers/${offer.id}/clone`),
      otherSeller.put(`/api/offers/${offer.id}/status`, { status: 'PAUSED' }),
      otherSeller.delete(`/api/offers/${offer.id}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const [row] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ status: 'ACTIVE', version: 1 });
    expect((await mine(otherSeller)).map((o) => o.id)).not.toContain(offer.id);
  });
});

describe('list with derived status and filters', () => {
  test('Geplant, Abgelaufen, Ausverkauft, Pausiert, Aktiv; filters by status and product', async () => {
    const planned = await create(seller, { ...input(), startDate: '2026-11-25', endDate: '2026-11-30' });
    const expiring = await create(seller, {
      ...input(),
      productId: ids.heizoel,
      startDate: '2026-11-20',
      endDate: '2026-11-20',
    });
    const soldOut = await create();
    await t.app.db.update(offers).set({ soldLitres: 495_000 }).where(eq(offers.id, soldOut.id));
    const paused = await create();
    await seller.put(`/api/offers/${paused.id}/status`, { status: 'PAUSED' });

    t.clock.now = new Date('2026-11-21T10:00:00+01:00');
    const later = await loginAs(t.app, 'verkaeufer');
    const ours = new Set([planned.id, expiring.id, soldOut.id, paused.id]);
    // The demo seed has offers of this seller too: look at ours only.
    const mineOf = async (query: string) =>
      (await mine(later, query))
        .map((o) => o.id)
        .filter((id) => ours.has(id))
        .sort();
    const all = await mine(later);
    const statusOf = (id: number) => all.find((o) => o.id === id)?.displayStatus;
    expect(statusOf(planned.id)).toBe('PLANNED');
    expect(statusOf(expiring.id)).toBe('EXPIRED');
    expect(statusOf(soldOut.id)).toBe('SOLD_OUT');
    expect(statusOf(paused.id)).toBe('PAUSED');

    expect(await mineOf('?status=EXPIRED')).toEqual([expiring.id]);
    expect(await mineOf('?status=PLANNED,SOLD_OUT')).toEqual([planned.id, soldOut.id].sort());
    expect(await mineOf('?status=PLANNED&status=PAUSED')).toEqual([planned.id, paused.id].sort());
    expect(await mineOf(`?productId=${ids.heizoel}`)).toEqual([expiring.id]);
    const expiredRows = await mine(later, '?status=EXPIRED');
    expect(expiredRows.every((o) => o.displayStatus === 'EXPIRED')).toBe(true);
    expect((await later.get('/api/offers/mine?status=KAPUTT')).statusCode).toBe(400);
  });
});
