import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MarketOffersResponseSchema, type MarketOffersResponse } from '@fuel/domain/contracts/market';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { TEST_NOW } from '../../../test/test-clock';
import { loginAs } from '../../../test/demo-login';
import {
  accounts,
  liftingPeriods,
  offers,
  paymentTerms,
  products,
  regions,
  relationshipProducts,
  relationships,
  relationshipTerminals,
  terminals,
  users,
} from '../../db/schema';

// TEST_NOW: Friday 2026-11-20, 09:30 in Berlin. Every offer of the demo seed is removed first, so
// the market holds only the offers each test writes.

let t: TestApp;
const acc = {
  schmidt: 0,
  aviat: 0,
  aviatNord: 0,
  bauer: 0,
  hanseatische: 0,
  rheinRuhr: 0,
  sueddeutsche: 0,
  mitteldeutsche: 0,
};
const prod = { heizoel: 0, diesel: 0, e5: 0, e10: 0 };
const term = { hamburg: 0, bremen: 0, duisburg: 0, nordRegion: 0, westRegion: 0 };
let days14 = 0;
let netto21 = 0;

const accountOf = async (username: string) =>
  (await t.app.db.select({ id: users.accountId }).from(users).where(eq(users.username, username)))[0].id;
const productOf = async (code: string) =>
  (await t.app.db.select({ id: products.id }).from(products).where(eq(products.code, code)))[0].id;
const terminalOf = async (code: string) =>
  (await t.app.db.select({ id: terminals.id }).from(terminals).where(eq(terminals.code, code)))[0].id;
const regionOf = async (name: string) =>
  (await t.app.db.select({ id: regions.id }).from(regions).where(eq(regions.name, name)))[0].id;

async function relationshipId(buyer: number, seller: number) {
  const [row] = await t.app.db
    .select({ id: relationships.id })
    .from(relationships)
    .where(and(eq(relationships.buyerAccountId, buyer), eq(relationships.sellerAccountId, seller)));
  return row.id;
}

/** Replaces the buyer terms of a relationship: allowed terminals and products (credit days 30, Heizöl 14). */
async function setTerms(buyer: number, seller: number, terminalIds: number[], productIds: number[]) {
  const id = await relationshipId(buyer, seller);
  await t.app.db.delete(relationshipTerminals).where(eq(relationshipTerminals.relationshipId, id));
  await t.app.db.delete(relationshipProducts).where(eq(relationshipProducts.relationshipId, id));
  if (terminalIds.length)
    await t.app.db
      .insert(relationshipTerminals)
      .values(terminalIds.map((terminalId) => ({ relationshipId: id, terminalId })));
  if (productIds.length) {
    await t.app.db.insert(relationshipProducts).values(
      productIds.map((productId) => ({
        relationshipId: id,
        productId,
        creditDays: productId === prod.heizoel ? 14 : 30,
      })),
    );
  }
  // A retired relationship-level term of 21 days (legacy data, decision 050): the market must not show it.
  await t.app.db.update(relationships).set({ paymentTermId: netto21 }).where(eq(relationships.id, id));
}

type OfferRow = typeof offers.$inferInsert;
async function offer(values: Partial<OfferRow> = {}): Promise<number> {
  const [row] = await t.app.db
    .insert(offers)
    .values({
      sellerAccountId: acc.hanseatische,
      productId: prod.diesel,
      terminalId: term.hamburg,
      status: 'ACTIVE',
      pricingType: 'FIXED',
      pricePer100lE4: 1_450_000,
      totalLitres: 300_000,
      soldLitres: 0,
      minOrderLitres: 10_000,
      maxOrderLitres: 40_000,
      startDate: '2026-11-18',
      endDate: '2026-11-27',
      dailyStartTime: '06:00',
      dailyEndTime: '18:00',
      liftingPeriodId: days14,
      ...values,
    })
    .returning({ id: offers.id });
  return row.id;
}

async function market(a: Awaited<ReturnType<typeof loginAs>>, query = ''): Promise<MarketOffersResponse> {
  const res = await a.get(`/api/v2/offers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return MarketOffersResponseSchema.parse(res.json());
}
const idsOf = (m: MarketOffersResponse) => m.offers.map((o) => o.id);

let kaeufer: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = TEST_NOW;
  await t.app.db.update(offers).set({ status: 'REMOVED' });
  acc.schmidt = await accountOf('kaeufer');
  acc.aviat = await accountOf('aviat');
  acc.aviatNord = await accountOf('aviat-nord');
  acc.bauer = await accountOf('bauer');
  acc.hanseatische = await accountOf('verkaeufer');
  acc.rheinRuhr = await accountOf('verkaeufer-rhein');
  acc.sueddeutsche = await accountOf('verkaeufer-sued');
  acc.mitteldeutsche = await accountOf('verkaeufer-mitte');
  prod.heizoel = await productOf('HEL-SCHWEFELARM');
  prod.diesel = await productOf('DIESEL-B7');
  prod.e5 = await productOf('SUPER-E5');
  prod.e10 = await productOf('SUPER-E10');
  term.hamburg = await terminalOf('HH-HAR');
  term.bremen = await terminalOf('HB-IND');
  term.duisburg = await terminalOf('DU-RUH');
  term.nordRegion = await regionOf('Nord');
  term.westRegion = await regionOf('West');
  days14 = (await t.app.db.select({ id: liftingPeriods.id }).from(liftingPeriods).where(eq(liftingPeriods.days, 14)))[0]
    .id;
  netto21 = (
    await t.app.db.select({ id: paymentTerms.id }).from(paymentTerms).where(eq(paymentTerms.creditDays, 21))
  )[0].id;
  const allFuels = [prod.heizoel, prod.diesel, prod.e5, prod.e10];
  await setTerms(acc.schmidt, acc.hanseatische, [term.hamburg, term.bremen], allFuels);
  // Relationships that do not trade (NEW, IN_REVIEW, DECLINED, DISABLED), given terms all the same.
  for (const seller of [acc.rheinRuhr, acc.sueddeutsche, acc.mitteldeutsche])
    await setTerms(acc.schmidt, seller, [term.hamburg], allFuels);
  await setTerms(acc.bauer, acc.hanseatische, [term.hamburg], allFuels);
  await setTerms(acc.aviatNord, acc.hanseatische, [term.bremen], [prod.diesel]);
  kaeufer = await loginAs(t.app, 'kaeufer');
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.now = TEST_NOW;
  await t.app.db.update(offers).set({ status: 'REMOVED' });
});

describe('who may see the market', () => {
  test('anonymous 401, sellers 403', async () => {
    expect((await agent(t.app).get('/api/v2/offers')).statusCode).toBe(401);
    const seller = await loginAs(t.app, 'verkaeufer');
    expect((await seller.get('/api/v2/offers')).statusCode).toBe(403);
    expect((await seller.get(`/api/offers/childAccount/${acc.aviatNord}`)).statusCode).toBe(403);
  });
});

describe('visibility rules', () => {
  test('an active offer at an allowed terminal and product, in the market shape', async () => {
    const id = await offer({ pricePer100lE4: 1_451_234, soldLitres: 12_345, collectionStartDate: null });
    const m = await market(kaeufer);
    expect(idsOf(m)).toEqual([id]);
    const [row] = await t.app.db
      .select({ vat: accounts.vatId })
      .from(accounts)
      .where(eq(accounts.id, acc.hanseatische));
    expect(m.offers[0]).toEqual({
      id,
      version: 1,
      seller: { id: acc.hanseatische, name: 'Hanseatische Mineralöl Handels GmbH' },
      product: { id: prod.diesel, name: 'Diesel B7', category: 'DIESEL', categorySort: 20 },
      deliveryType: 'PICKUP',
      terminal: { id: term.hamburg, name: 'Tanklager Hamburg-Harburg', city: 'Hamburg' },
      region: { id: term.nordRegion, name: 'Nord' },
      pricingType: 'FIXED',
      currency: 'EUR',
      pricePer100l: 145.12,
      pricePerLitre: 1.4512,
      liveRecipe: null,
      remainingCbm: 287.655,
      minOrderCbm: 10,
      maxOrderCbm: 40,
      startDate: '2026-11-18',
      endDate: '2026-11-27',
      dailyStartTime: '06:00',
      dailyEndTime: '18:00',
      selectedQuantity: 0,
      overrides: {
        current: { collectionTime: 14, collectionStartDate: '2026-11-20', collectionEndDate: '2026-12-04' },
        original: { collectionTime: 14, collectionStartDate: '2026-11-20', collectionEndDate: '2026-12-04' },
      },
      deliveryAddress: { id: expect.any(Number), street: 'Hemelinger Hafendamm 8', zipCode: '28309' },
      vatNumber: row.vat,
      // The product's term (decision 050), not the retired relationship-level one (21 days here).
      creditDays: 30,
    });
    expect(m.offers[0]).not.toHaveProperty('paymentTerm');
    expect(row.vat).toBe('DE287614530');
  });

  test('hidden: paused, removed, expired, not started, sold out, outside daily time, live price, not allowed terminal or product', async () => {
    const visible = await offer();
    await offer({ status: 'PAUSED' });
    await offer({ status: 'REMOVED' });
    await offer({ startDate: '2026-11-10', endDate: '2026-11-19' });
    await offer({ startDate: '2026-11-21' });
    await offer({ soldLitres: 290_001 }); // 9.999 cbm left, min order 10
    await offer({ soldLitres: 300_000, minOrderLitres: 0 });
    await offer({ dailyStartTime: '10:00' });
    await offer({ dailyEndTime: '09:30' });
    await offer({ pricingType: 'LIVE', pricePer100lE4: null });
    await offer({ terminalId: term.duisburg });
    const heizoel = await offer({ productId: prod.heizoel });
    await setTerms(acc.schmidt, acc.hanseatische, [term.hamburg, term.bremen], [prod.diesel]);
    try {
      expect(idsOf(await market(kaeufer))).toEqual([visible]);
    } finally {
      await setTerms(
        acc.schmidt,
        acc.hanseatische,
        [term.hamburg, term.bremen],
        [prod.heizoel, prod.diesel, prod.e5, prod.e10],
      );
    }
    expect(idsOf(await market(kaeufer)).sort()).toEqual([visible, heizoel].sort());
  });

  test('exactly one minimum order left is still visible; the end date and the daily start count as inside', async () => {
    const lastOrder = await offer({ soldLitres: 290_000 });
    const lastDay = await offer({ startDate: '2026-11-20', endDate: '2026-11-20', dailyStartTime: '09:30' });
    expect(idsOf(await market(kaeufer)).sort()).toEqual([lastOrder, lastDay].sort());
  });

  test('time moves: before the daily start and from the daily end the offer is hidden (Europe/Berlin)', async () => {
    const id = await offer({ dailyStartTime: '06:00', dailyEndTime: '18:00' });
    t.clock.now = new Date('2026-11-20T05:59:00+01:00');
    expect(idsOf(await market(kaeufer))).toEqual([]);
    t.clock.now = new Date('2026-11-20T06:00:00+01:00');
    expect(idsOf(await market(kaeufer))).toEqual([id]);
    t.clock.now = new Date('2026-11-20T17:59:59+01:00');
    expect(idsOf(await market(kaeufer))).toEqual([id]);
    t.clock.now = new Date('2026-11-20T18:00:00+01:00');
    expect(idsOf(await market(kaeufer))).toEqual([]);
    // 23:30 UTC on the 20th is 00:30 on the 21st in Berlin: after the end date.
    const late = await offer({ dailyStartTime: '00:00', dailyEndTime: '23:59', endDate: '2026-11-20' });
    t.clock.now = new Date('2026-11-20T22:30:00Z');
    expect(idsOf(await market(kaeufer))).toEqual([late]);
    t.clock.now = new Date('2026-11-20T23:30:00Z');
    expect(idsOf(await market(kaeufer))).toEqual([]);
  });

  test('other sellers are hidden unless ENABLED on both sides', async () => {
    const own = await offer();
    await offer({ sellerAccountId: acc.rheinRuhr }); // NEW
    await offer({ sellerAccountId: acc.sueddeutsche }); // IN_REVIEW
    await offer({ sellerAccountId: acc.mitteldeutsche }); // DECLINED
    expect(idsOf(await market(kaeufer))).toEqual([own]);
    // bauer: the seller disabled the relationship with hanseatische.
    const bauer = await loginAs(t.app, 'bauer');
    expect(idsOf(await market(bauer))).toEqual([]);
  });

  test('a relationship the buyer side has not enabled does not trade', async () => {
    const id = await offer();
    const rel = await relationshipId(acc.schmidt, acc.hanseatische);
    await t.app.db.update(relationships).set({ buyerStatus: 'DISABLED' }).where(eq(relationships.id, rel));
    try {
      expect(idsOf(await market(kaeufer))).toEqual([]);
      await t.app.db
        .update(relationships)
        .set({ buyerStatus: 'ENABLED', sellerStatus: 'DISABLED' })
        .where(eq(relationships.id, rel));
      expect(idsOf(await market(kaeufer))).toEqual([]);
    } finally {
      await t.app.db
        .update(relationships)
        .set({ buyerStatus: 'ENABLED', sellerStatus: 'ENABLED' })
        .where(eq(relationships.id, rel));
    }
    expect(idsOf(await market(kaeufer))).toEqual([id]);
  });

  test('delivered offers: visible when the buyer has an allowed terminal in the region', async () => {
    const nord = await offer({ terminalId: null, deliveryRegionId: term.nordRegion });
    await offer({ terminalId: null, deliveryRegionId: term.westRegion });
    const m = await market(kaeufer);
    expect(idsOf(m)).toEqual([nord]);
    expect(m.offers[0]).toMatchObject({ deliveryType: 'DELIVERED', terminal: null, region: { name: 'Nord' } });
  });
});

describe('order and filters', () => {
  test('category order Heizöl, Diesel, Benzin, products by name, best price first', async () => {
    const e10 = await offer({ productId: prod.e10, pricePer100lE4: 1_650_000 });
    const e5Cheap = await offer({ productId: prod.e5, pricePer100lE4: 1_700_000 });
    const e5Dear = await offer({ productId: prod.e5, pricePer100lE4: 1_750_000 });
    const dieselDear = await offer({ pricePer100lE4: 1_520_000 });
    const dieselCheap = await offer({ pricePer100lE4: 1_410_000, terminalId: term.bremen });
    const heizoel = await offer({ productId: prod.heizoel, pricePer100lE4: 990_000 });
    const m = await market(kaeufer);
    expect(idsOf(m)).toEqual([heizoel, dieselCheap, dieselDear, e10, e5Cheap, e5Dear]);
    expect(m.offers.map((o) => o.product.name)).toEqual([
      'Heizöl EL schwefelarm',
      'Diesel B7',
      'Diesel B7',
      'Super E10',
      'Super E5',
      'Super E5',
    ]);
  });

  test('filters by product(s), terminal(s), region; filterOptions list the terminals with offers and the delivery addresses', async () => {
    const hh = await offer();
    const hb = await offer({ terminalId: term.bremen, productId: prod.heizoel });
    const delivered = await offer({ terminalId: null, deliveryRegionId: term.nordRegion, productId: prod.e5 });

    const all = await market(kaeufer);
    expect(all.filterOptions.terminals).toEqual([
      {
        id: term.bremen,
        name: 'Tanklager Bremen Industriehafen',
        city: 'Bremen',
        region: { id: term.nordRegion, name: 'Nord' },
      },
      {
        id: term.hamburg,
        name: 'Tanklager Hamburg-Harburg',
        city: 'Hamburg',
        region: { id: term.nordRegion, name: 'Nord' },
      },
    ]);
    expect(all.filterOptions.deliveryAddress).toHaveLength(2);
    expect(all.filterOptions.deliveryAddress[0]).toMatchObject({
      street: 'Hemelinger Hafendamm 8',
      zipCode: '28309',
      city: 'Bremen',
    });

    expect(idsOf(await market(kaeufer, `?productId=${prod.heizoel}`))).toEqual([hb]);
    expect(idsOf(await market(kaeufer, `?productIds=${prod.heizoel},${prod.diesel}`))).toEqual([hb, hh]);
    expect(idsOf(await market(kaeufer, `?productId=${prod.heizoel}&productId=${prod.e5}`))).toEqual([hb, delivered]);
    expect(idsOf(await market(kaeufer, `?terminalId=${term.hamburg}`))).toEqual([hh]);
    expect(idsOf(await market(kaeufer, `?terminalIds=${term.hamburg},${term.bremen}`))).toEqual([hb, hh]);
    expect(idsOf(await market(kaeufer, `?regionId=${term.nordRegion}`))).toEqual([hb, hh, delivered]);
    expect(idsOf(await market(kaeufer, `?regionId=${term.westRegion}`))).toEqual([]);
    // The terminal options follow the product filter, not the terminal filter.
    const heizoelOnly = await market(kaeufer, `?productId=${prod.heizoel}&terminalId=${term.hamburg}`);
    expect(idsOf(heizoelOnly)).toEqual([]);
    expect(heizoelOnly.filterOptions.terminals.map((x) => x.id)).toEqual([term.bremen]);
    expect((await kaeufer.get('/api/v2/offers?productId=abc')).statusCode).toBe(400);
  });

  test('sellerIds (a favourite market, issue 18) keeps the offers of those sellers; terminal options and hidden counts follow', async () => {
    const hh = await offer();
    const hb = await offer({ terminalId: term.bremen, productId: prod.heizoel });
    expect(idsOf(await market(kaeufer, `?sellerIds=${acc.hanseatische}`))).toEqual([hb, hh]);
    expect(
      idsOf(await market(kaeufer, `?sellerIds=${acc.hanseatische},${acc.rheinRuhr}&productIds=${prod.heizoel}`)),
    ).toEqual([hb]);
    const otherSeller = await market(kaeufer, `?sellerIds=${acc.rheinRuhr}`);
    expect(idsOf(otherSeller)).toEqual([]);
    expect(otherSeller.filterOptions.terminals).toEqual([]);
    expect((await kaeufer.get('/api/v2/offers?sellerIds=x')).statusCode).toBe(400);
  });

  test("deliveryAddressId picks one of the buyer's addresses; a foreign one is refused", async () => {
    await offer();
    const all = await market(kaeufer);
    const second = all.filterOptions.deliveryAddress[1];
    const m = await market(kaeufer, `?deliveryAddressId=${second.id}`);
    expect(m.offers[0].deliveryAddress).toEqual({ id: second.id, street: second.street, zipCode: second.zipCode });
    const bauer = await loginAs(t.app, 'bauer');
    const res = await bauer.get(`/api/v2/offers?deliveryAddressId=${second.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.deliveryAddressId).toBe('Lieferadresse ist ungültig.');
  });
});

test('without DELIVERED_PRODUCTS: no delivered offers, no delivery address', async () => {
  const t2 = await createTestApp({ FEATURE_FLAGS: 'DELIVERED_PRODUCTS=false' });
  try {
    t2.clock.now = TEST_NOW;
    await t2.app.db.update(offers).set({ status: 'REMOVED' });
    const rel = (
      await t2.app.db
        .select({ id: relationships.id })
        .from(relationships)
        .where(and(eq(relationships.buyerAccountId, acc.schmidt), eq(relationships.sellerAccountId, acc.hanseatische)))
    )[0].id;
    await t2.app.db.delete(relationshipTerminals).where(eq(relationshipTerminals.relationshipId, rel));
    await t2.app.db.delete(relationshipProducts).where(eq(relationshipProducts.relationshipId, rel));
    await t2.app.db.insert(relationshipTerminals).values({ relationshipId: rel, terminalId: term.hamburg });
    await t2.app.db.insert(relationshipProducts).values({ relationshipId: rel, productId: prod.diesel, creditDays: 7 });
    const base = {
      sellerAccountId: acc.hanseatische,
      productId: prod.diesel,
      pricePer100lE4: 1_400_000,
      totalLitres: 100_000,
      minOrderLitres: 1000,
      maxOrderLitres: 5000,
      startDate: '2026-11-20',
      endDate: '2026-11-21',
      dailyStartTime: '00:00',
      dailyEndTime: '23:59',
      liftingPeriodId: days14,
    };
    const [pickup] = await t2.app.db
      .insert(offers)
      .values({ ...base, terminalId: term.hamburg })
      .returning({ id: offers.id });
    await t2.app.db.insert(offers).values({ ...base, terminalId: null, deliveryRegionId: term.nordRegion });
    const a = await loginAs(t2.app, 'kaeufer');
    const res = await a.get('/api/v2/offers');
    const m = MarketOffersResponseSchema.parse(res.json());
    expect(idsOf(m)).toEqual([pickup.id]);
    expect(m.offers[0]).toMatchObject({ deliveryAddress: null, creditDays: 7 });
    expect(m.filterOptions.deliveryAddress).toEqual([]);
  } finally {
    await t2.close();
  }
});

describe('child accounts: GET /api/offers/childAccount/{id}', () => {
  test("a parent sees the market of its child (the child's terms), not of a foreign account", async () => {
    const hh = await offer();
    const hb = await offer({ terminalId: term.bremen });
    await offer({ terminalId: term.bremen, productId: prod.heizoel });
    const aviat = await loginAs(t.app, 'aviat');
    const res = await aviat.get(`/api/offers/childAccount/${acc.aviatNord}`);
    expect(res.statusCode, res.body).toBe(200);
    const m = MarketOffersResponseSchema.parse(res.json());
    expect(idsOf(m)).toEqual([hb]);
    expect(idsOf(m)).not.toContain(hh);

    for (const foreign of [acc.schmidt, acc.aviat, acc.hanseatische, 999_999]) {
      const r = await aviat.get(`/api/offers/childAccount/${foreign}`);
      expect(r.statusCode).toBe(404);
      expect(r.json().error.code).toBe('NOT_FOUND');
    }
    // A buyer that is not the parent: 404 as well.
    expect((await kaeufer.get(`/api/offers/childAccount/${acc.aviatNord}`)).statusCode).toBe(404);
  });
});
