import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  AdditiveOfferListResponseSchema,
  AdditiveOfferSchema,
  AdditiveProductsResponseSchema,
  type AdditiveOffer,
  type AdditiveOfferInput,
  type AdditiveOfferListResponse,
} from '@fuel/domain/contracts/additives';
import { BUYER_PRODUCTS_MESSAGES } from '@fuel/domain/contracts/buyer-management';
import { additiveOffers, relationships } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { accountIdByName } from '../../../test/trading-fixtures';
import { additiveIdByCode, additiveOfferInput, allowAdditives, purchaseUnitIdByCode } from './additives.fixtures';

// Demo (demo-additives.ts): Nordwest Additiv-Technik (verkaeufer-additive, sells additives only) and
// Hanseatische (verkaeufer, fuel and additives) allow Heizöl Schmidt (kaeufer) some additives; Aviat
// (aviat) has additives at Nordwest only; Rhein-Ruhr (verkaeufer-rhein) has no productAdditives;
// Süddeutsche (verkaeufer-sued) has productAdditives but sells fuel only; Bauer (bauer) has no productAdditives.

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;
let buyer: Awaited<ReturnType<typeof loginAs>>;
let input: AdditiveOfferInput;
const ids = { nordwest: 0, hanseatische: 0, schmidt: 0, aviat: 0, adblue: 0, cetan: 0, canister20: 0, drum: 0, ibc: 0 };

beforeAll(async () => {
  t = await createTestApp();
  seller = await loginAs(t.app, 'verkaeufer-additive');
  buyer = await loginAs(t.app, 'kaeufer');
  ids.nordwest = await accountIdByName(t.app.db, 'Nordwest Additiv-Technik GmbH');
  ids.hanseatische = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  ids.schmidt = await accountIdByName(t.app.db, 'Heizöl Schmidt GmbH & Co. KG');
  ids.aviat = await accountIdByName(t.app.db, 'Aviat Energie eG');
  ids.adblue = await additiveIdByCode(t.app.db, 'ADBLUE');
  ids.cetan = await additiveIdByCode(t.app.db, 'CETAN-PLUS');
  ids.canister20 = await purchaseUnitIdByCode(t.app.db, 'KANISTER_20L');
  ids.drum = await purchaseUnitIdByCode(t.app.db, 'FASS_200L');
  ids.ibc = await purchaseUnitIdByCode(t.app.db, 'IBC_1CBM');
  input = await additiveOfferInput(t.app.db);
});
afterAll(async () => t.close());

type Agent = typeof seller;

const create = async (over: Partial<AdditiveOfferInput> = {}, as: Agent = seller): Promise<AdditiveOffer> => {
  const res = await as.post('/api/v2/offers/additives', { ...input, ...over });
  expect(res.statusCode, res.body).toBe(201);
  return AdditiveOfferSchema.parse(res.json());
};

const list = async (as: Agent, query = ''): Promise<AdditiveOfferListResponse> => {
  const res = await as.get(`/api/v2/offers/additives${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdditiveOfferListResponseSchema.parse(res.json());
};

const edit = (as: Agent, offerId: number, status: string) =>
  as.put('/api/offer/additive/edit', { offerId, status_type_id: status });

const fieldsOf = (res: {
  statusCode: number;
  json: () => { error: { code: string; fields?: Record<string, string> } };
}) => {
  expect(res.statusCode).toBe(400);
  return res.json().error.fields ?? {};
};

describe('products and purchase units', () => {
  test('every active additive with the units it is sold in (spec section 3: cbm and lt)', async () => {
    const res = await seller.get('/api/additives/products');
    expect(res.statusCode, res.body).toBe(200);
    const { products } = AdditiveProductsResponseSchema.parse(res.json());
    expect(products.map((p) => p.code)).toEqual([
      'ADBLUE',
      'CETAN-PLUS',
      'DIESEL-BIOZID',
      'DIESEL-FLIESS-WINTER',
      'HEL-ADDITIV-PREMIUM',
      'HEL-STABILISATOR',
    ]);
    const adblue = products.find((p) => p.code === 'ADBLUE')!;
    expect(adblue.purchaseUnits.map((u) => [u.code, u.size, u.unit, u.litres, u.returnable])).toEqual([
      ['KANISTER_10L', 10, 'lt', 10, true],
      ['KANISTER_20L', 20, 'lt', 20, true],
      ['FASS_200L', 200, 'lt', 200, true],
      ['IBC_1CBM', 1, 'cbm', 1000, true],
      ['LOSE_LITER', 1, 'lt', 1, false],
    ]);
    // Buyers read the same catalogue.
    expect((await buyer.get('/api/additives/products')).statusCode).toBe(200);
  });
});

describe('the seller offers (spec section 4)', () => {
  test('create answers the offer with price per unit and per litre, its units and availability', async () => {
    const o = await create({
      purchaseUnitId: ids.ibc,
      pricePerUnit: 389.5,
      minUnits: 1,
      maxUnits: 10,
      totalUnits: 30,
      comment: '  Mit Pumpe  ',
    });
    expect(o).toMatchObject({
      status: 'ACTIVE',
      version: 1,
      seller: { id: ids.nordwest, name: 'Nordwest Additiv-Technik GmbH' },
      product: { id: ids.adblue, code: 'ADBLUE', name: 'AdBlue' },
      purchaseUnit: { id: ids.ibc, unit: 'cbm', size: 1, litres: 1000 },
      currency: 'EUR',
      pricePerUnit: 389.5,
      pricePerLitre: 0.3895,
      minUnits: 1,
      maxUnits: 10,
      totalUnits: 30,
      soldUnits: 0,
      availableUnits: 30,
      comment: 'Mit Pumpe',
      creditDays: null,
      clonedFromId: null,
    });
    expect(await create({ status: 'PAUSED' })).toMatchObject({ status: 'PAUSED' });
  });

  test('unit limits (spec section 5): whole numbers, min <= max <= total, each on its field; nothing stored', async () => {
    const before = (await list(seller)).metadata.total;
    expect(fieldsOf(await seller.post('/api/v2/offers/additives', { ...input, minUnits: 60, maxUnits: 50 }))).toEqual({
      minUnits: 'Die Mindestanzahl darf nicht größer als die Höchstanzahl sein.',
    });
    expect(fieldsOf(await seller.post('/api/v2/offers/additives', { ...input, maxUnits: 300 }))).toEqual({
      maxUnits: 'Die Höchstanzahl darf nicht größer als die verfügbaren Einheiten sein.',
    });
    expect(fieldsOf(await seller.post('/api/v2/offers/additives', { ...input, minUnits: 1.5 }))).toMatchObject({
      minUnits: 'Mindestanzahl pro Bestellung muss eine ganze Zahl sein.',
    });
    expect(fieldsOf(await seller.post('/api/v2/offers/additives', { ...input, minUnits: 0 }))).toMatchObject({
      minUnits: 'Mindestanzahl pro Bestellung muss mindestens 1 sein.',
    });
    expect(fieldsOf(await seller.post('/api/v2/offers/additives', { ...input, pricePerUnit: 0 }))).toMatchObject({
      pricePerUnit: 'Der Preis muss größer als 0 sein.',
    });
    expect(fieldsOf(await seller.post('/api/v2/offers/additives', { ...input, pricePerUnit: 1.23456 }))).toMatchObject({
      pricePerUnit: 'Preis pro Einheit darf höchstens 4 Nachkommastellen haben.',
    });
    expect(
      fieldsOf(await seller.post('/api/v2/offers/additives', { ...input, purchaseUnitId: undefined })),
    ).toMatchObject({ purchaseUnitId: 'Gebinde ist ein Pflichtfeld.' });
    expect((await list(seller)).metadata.total).toBe(before);
  });

  test('a unit the product is not sold in, an unknown product or a fuel product: 400 on the field', async () => {
    const lose = await purchaseUnitIdByCode(t.app.db, 'LOSE_LITER');
    expect(
      fieldsOf(await seller.post('/api/v2/offers/additives', { ...input, productId: ids.cetan, purchaseUnitId: lose })),
    ).toEqual({
      purchaseUnitId: 'Dieses Gebinde gibt es für das gewählte Additiv nicht.',
    });
    const diesel = await additiveIdByCode(t.app.db, 'DIESEL-B7');
    expect(fieldsOf(await seller.post('/api/v2/offers/additives', { ...input, productId: diesel }))).toEqual({
      productId: 'Unbekanntes oder inaktives Additiv.',
    });
    expect(fieldsOf(await seller.post('/api/v2/offers/additives', { ...input, productId: 999_999 }))).toEqual({
      productId: 'Unbekanntes oder inaktives Additiv.',
    });
  });

  test('status: ACTIVE <-> PAUSED through PUT /api/offer/additive/edit, REMOVED is final', async () => {
    const o = await create();
    const paused = await edit(seller, o._id, 'PAUSED');
    expect(paused.statusCode, paused.body).toBe(200);
    expect(AdditiveOfferSchema.parse(paused.json()).status).toBe('PAUSED');
    expect(AdditiveOfferSchema.parse((await edit(seller, o._id, 'ACTIVE')).json()).status).toBe('ACTIVE');
    // The same status again changes nothing.
    expect(AdditiveOfferSchema.parse((await edit(seller, o._id, 'ACTIVE')).json())).toMatchObject({
      status: 'ACTIVE',
      version: 1,
    });
    expect(AdditiveOfferSchema.parse((await edit(seller, o._id, 'REMOVED')).json()).status).toBe('REMOVED');
    for (const status of ['ACTIVE', 'PAUSED']) {
      const again = await edit(seller, o._id, status);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({
        code: 'ADDITIVE_OFFER_REMOVED',
        message: 'Dieses Additiv-Angebot wurde gelöscht und kann nicht mehr geändert werden.',
      });
    }
    const update = await seller.put(`/api/v2/offers/additives/${o._id}`, { ...input, status: undefined });
    expect(update.json().error.code).toBe('ADDITIVE_OFFER_REMOVED');
    expect((await list(seller)).offers.map((x) => x._id)).not.toContain(o._id);
  });

  test('an unknown status is bad input: 400, nothing changes', async () => {
    const o = await create();
    const res = await edit(seller, o._id, 'DELETED');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('status_type_id');
    expect((await list(seller, `productIds=${ids.adblue}`)).offers.find((x) => x._id === o._id)?.status).toBe('ACTIVE');
  });

  test('DELETE removes (REMOVED, 204); the list no longer shows it', async () => {
    const o = await create();
    expect((await seller.delete(`/api/v2/offers/additives/${o._id}`)).statusCode).toBe(204);
    expect((await list(seller)).offers.map((x) => x._id)).not.toContain(o._id);
    expect((await edit(seller, o._id, 'ACTIVE')).statusCode).toBe(409);
  });

  test('clone (POST /api/offer/additive): a copy with the body fields, always PAUSED', async () => {
    const source = await create({ pricePerUnit: 25.5 });
    const { status: _status, ...fields } = input;
    const res = await seller.post('/api/offer/additive', { ...fields, _id: source._id, pricePerUnit: 26 });
    expect(res.statusCode, res.body).toBe(201);
    const copy = AdditiveOfferSchema.parse(res.json());
    expect(copy).toMatchObject({
      status: 'PAUSED',
      pricePerUnit: 26,
      clonedFromId: source._id,
      soldUnits: 0,
      version: 1,
    });
    expect(copy._id).not.toBe(source._id);
    // Enabling the clone puts it on the market.
    expect(AdditiveOfferSchema.parse((await edit(seller, copy._id, 'ACTIVE')).json()).status).toBe('ACTIVE');
  });

  test('update: a new version; an older version is refused (ADDITIVE_OFFER_CHANGED); never below the units sold', async () => {
    const o = await create();
    const { status: _status, ...fields } = input;
    const res = await seller.put(`/api/v2/offers/additives/${o._id}`, {
      ...fields,
      pricePerUnit: 23.75,
      maxUnits: 40,
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdditiveOfferSchema.parse(res.json())).toMatchObject({ pricePerUnit: 23.75, maxUnits: 40, version: 2 });
    const stale = await seller.put(`/api/v2/offers/additives/${o._id}`, { ...fields, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('ADDITIVE_OFFER_CHANGED');
    // Units sold are trading's; here they are set directly.
    await t.app.db.update(additiveOffers).set({ soldUnits: 120 }).where(eq(additiveOffers.id, o._id));
    const below = await seller.put(`/api/v2/offers/additives/${o._id}`, { ...fields, totalUnits: 100, maxUnits: 50 });
    expect(below.statusCode).toBe(409);
    expect(below.json().error.code).toBe('OFFER_TOTAL_BELOW_SOLD');
  });

  test('ownership: another seller neither changes nor clones an offer (404); buyers are refused (403)', async () => {
    const o = await create();
    const hanseatische = await loginAs(t.app, 'verkaeufer');
    expect((await edit(hanseatische, o._id, 'PAUSED')).statusCode).toBe(404);
    expect((await hanseatische.delete(`/api/v2/offers/additives/${o._id}`)).statusCode).toBe(404);
    const { status: _status, ...fields } = input;
    expect((await hanseatische.put(`/api/v2/offers/additives/${o._id}`, fields)).statusCode).toBe(404);
    expect((await hanseatische.post('/api/offer/additive', { ...fields, _id: o._id })).statusCode).toBe(404);
    expect(
      (await hanseatische.get('/api/v2/offers/additives')).json().offers.map((x: AdditiveOffer) => x._id),
    ).not.toContain(o._id);
    expect((await edit(buyer, o._id, 'PAUSED')).statusCode).toBe(403);
    expect((await buyer.post('/api/v2/offers/additives', input)).statusCode).toBe(403);
  });
});

describe('the list GET /api/v2/offers/additives (spec sections 3, 7, 9)', () => {
  test('answers exactly {offers, filterOptions, metadata {pageCount, pageLimit, pageNumber, total}}, page size 1000, first page 1', async () => {
    const res = await seller.get('/api/v2/offers/additives');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['filterOptions', 'metadata', 'offers']);
    expect(Object.keys(body.metadata).sort()).toEqual(['pageCount', 'pageLimit', 'pageNumber', 'total']);
    expect(body.metadata).toMatchObject({ pageLimit: 1000, pageNumber: 1, pageCount: 1 });
    expect(body.metadata.total).toBe(body.offers.length);
  });

  test('a seller lists its own offers (not REMOVED); its buyer filter names the buyers with additives', async () => {
    const l = await list(seller);
    expect(l.offers.every((o) => o.seller.id === ids.nordwest && o.status !== 'REMOVED' && o.totalUnits !== null)).toBe(
      true,
    );
    expect(l.offers.some((o) => o.status === 'PAUSED')).toBe(true);
    expect(l.filterOptions.buyers.map((b) => b.id).sort()).toEqual([ids.schmidt, ids.aviat].sort());
    expect(l.filterOptions.sellers).toEqual([{ id: ids.nordwest, name: 'Nordwest Additiv-Technik GmbH' }]);
  });

  test('a buyer sees ACTIVE offers of sellers that allow it additives, only allowed products, with its credit days', async () => {
    const l = await list(buyer);
    expect(new Set(l.offers.map((o) => o.seller.id))).toEqual(new Set([ids.nordwest, ids.hanseatische]));
    expect(
      l.offers.every(
        (o) => o.status === 'ACTIVE' && o.totalUnits === null && o.soldUnits === null && o.creditDays === 30,
      ),
    ).toBe(true);
    // Cetan Plus is allowed to Aviat only; the Heizöl-Stabilisator offer is paused.
    const codes = new Set(l.offers.map((o) => o.product.code));
    expect(codes.has('CETAN-PLUS')).toBe(false);
    expect(codes.has('HEL-STABILISATOR')).toBe(false);
    expect(codes).toEqual(new Set(['ADBLUE', 'DIESEL-FLIESS-WINTER', 'DIESEL-BIOZID', 'HEL-ADDITIV-PREMIUM']));
    expect(l.filterOptions.sellers.map((s) => s.name)).toEqual([
      'Hanseatische Mineralöl Handels GmbH',
      'Nordwest Additiv-Technik GmbH',
    ]);
    expect(l.filterOptions.buyers).toEqual([{ id: ids.schmidt, name: 'Heizöl Schmidt GmbH & Co. KG' }]);
    const aviat = await list(await loginAs(t.app, 'aviat'));
    expect(new Set(aviat.offers.map((o) => o.product.code)).has('CETAN-PLUS')).toBe(true);
    expect(aviat.offers.every((o) => o.seller.id === ids.nordwest && o.creditDays === 14)).toBe(true);
  });

  test('an offer with fewer units left than its minimum is not on the market', async () => {
    const o = await create({ minUnits: 10, totalUnits: 12, maxUnits: 12 });
    expect((await list(buyer)).offers.map((x) => x._id)).toContain(o._id);
    await t.app.db.update(additiveOffers).set({ soldUnits: 3 }).where(eq(additiveOffers.id, o._id));
    expect((await list(buyer)).offers.map((x) => x._id)).not.toContain(o._id);
    expect((await list(seller)).offers.find((x) => x._id === o._id)).toMatchObject({ availableUnits: 9, soldUnits: 3 });
  });

  test('relationship rules (spec section 4): additives off, a product no longer allowed, a disabled relationship', async () => {
    const relId = await relationshipId(ids.schmidt, ids.nordwest);
    try {
      await relationshipRules(relId);
    } finally {
      // The demo state again, for the other tests.
      await t.app.db.update(relationships).set({ sellerStatus: 'ENABLED' }).where(eq(relationships.id, relId));
      const codes = ['ADBLUE', 'DIESEL-FLIESS-WINTER', 'DIESEL-BIOZID', 'HEL-STABILISATOR'];
      await allowAdditives(
        t.app.db,
        { buyerAccountId: ids.schmidt, sellerAccountId: ids.nordwest },
        await Promise.all(codes.map((c) => additiveIdByCode(t.app.db, c))),
      );
    }
  });

  async function relationshipRules(relId: number) {
    const allowed = [{ productId: ids.adblue, creditDays: 30 }];
    const off = await seller.put(`/api/buyer-management/${relId}/additives`, {
      additivesEnabled: false,
      additiveProducts: allowed,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ additivesEnabled: false, additiveProducts: allowed });
    expect((await list(buyer)).offers.some((o) => o.seller.id === ids.nordwest)).toBe(false);
    // Back on, AdBlue only.
    await seller.put(`/api/buyer-management/${relId}/additives`, { additivesEnabled: true, additiveProducts: allowed });
    expect(
      new Set((await list(buyer)).offers.filter((o) => o.seller.id === ids.nordwest).map((o) => o.product.code)),
    ).toEqual(new Set(['ADBLUE']));
    // The seller's buyer filter: offers a given buyer may order.
    const forSchmidt = await list(seller, `buyerIds=${ids.schmidt}`);
    expect(forSchmidt.offers.length).toBeGreaterThan(0);
    expect(forSchmidt.offers.every((o) => o.product.code === 'ADBLUE')).toBe(true);
    // Disabled by the seller: set up again from scratch, additives included (spec section 4).
    const disabled = await seller.post(`/api/relationships/${relId}/decision`, { decision: 'DISABLE' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ additivesEnabled: false });
    expect((await list(buyer)).offers.some((o) => o.seller.id === ids.nordwest)).toBe(false);
    expect((await list(seller, `buyerIds=${ids.schmidt}`)).offers).toEqual([]);
  }

  test('paging and sorting: pageLimit, pageNumber, every sort field, ties by id, a page past the end', async () => {
    const all = await list(buyer, 'sortBy=price&sortType=asc');
    const prices = all.offers.map((o) => o.pricePerUnit);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const page2 = await list(buyer, 'sortBy=price&sortType=asc&pageLimit=2&pageNumber=2');
    expect(page2.offers.map((o) => o._id)).toEqual(all.offers.slice(2, 4).map((o) => o._id));
    expect(page2.metadata).toEqual({
      pageCount: Math.ceil(all.metadata.total / 2),
      pageLimit: 2,
      pageNumber: 2,
      total: all.metadata.total,
    });
    const past = await list(buyer, 'pageLimit=2&pageNumber=999');
    expect(past.offers).toEqual([]);
    expect(past.metadata.total).toBe(all.metadata.total);
    const desc = await list(buyer, 'sortBy=availability&sortType=desc');
    const available = desc.offers.map((o) => o.availableUnits);
    expect(available).toEqual([...available].sort((a, b) => b - a));
    const perLitre = (await list(buyer, 'sortBy=pricePerLitre&sortType=asc')).offers.map((o) => o.pricePerLitre);
    expect(perLitre).toEqual([...perLitre].sort((a, b) => a - b));
    for (const sortBy of [
      'created',
      'updated',
      'product',
      'purchaseUnit',
      'minUnits',
      'maxUnits',
      'deliveryDays',
      'seller',
      'status',
    ]) {
      expect((await list(buyer, `sortBy=${sortBy}`)).metadata.total).toBe(all.metadata.total);
    }
  });

  test('filters: productIds, purchaseUnitList, sellerIds, min/maxOfferAvailability; options come from the unfiltered list', async () => {
    const all = await list(buyer);
    const adblue = await list(buyer, `productIds=${ids.adblue}`);
    expect(adblue.offers.length).toBeGreaterThan(0);
    expect(adblue.offers.every((o) => o.product.id === ids.adblue)).toBe(true);
    expect(adblue.filterOptions).toEqual(all.filterOptions);
    const drums = await list(buyer, `purchaseUnitList=${ids.drum},${ids.ibc}`);
    expect(drums.offers.every((o) => [ids.drum, ids.ibc].includes(o.purchaseUnit.id))).toBe(true);
    const hanse = await list(buyer, `sellerIds=${ids.hanseatische}`);
    expect(hanse.offers.every((o) => o.seller.id === ids.hanseatische)).toBe(true);
    const mid = await list(buyer, 'minOfferAvailability=50&maxOfferAvailability=500');
    expect(mid.offers.every((o) => o.availableUnits >= 50 && o.availableUnits <= 500)).toBe(true);
    expect(mid.metadata.total).toBeLessThan(all.metadata.total);
    expect(all.filterOptions.purchaseUnits[0]).toEqual({
      label: 'Kanister 10 L',
      value: await purchaseUnitIdByCode(t.app.db, 'KANISTER_10L'),
    });
    expect(all.filterOptions.availability.min).toBeLessThanOrEqual(all.filterOptions.availability.max!);
    expect(all.filterOptions.prices.minPrice).toBe(Math.min(...all.offers.map((o) => o.pricePerUnit)));
  });

  test('bad list requests are 400 with the German field message', async () => {
    const cases: Array<[string, string]> = [
      ['pageLimit=1001', 'pageLimit'],
      ['pageNumber=0', 'pageNumber'],
      ['sortBy=colour', 'sortBy'],
      ['sortType=up', 'sortType'],
      ['productIds=abc', 'productIds'],
      ['purchaseUnitList=0', 'purchaseUnitList'],
      ['minOfferAvailability=-1', 'minOfferAvailability'],
      ['minOfferAvailability=10&maxOfferAvailability=5', 'minOfferAvailability'],
    ];
    for (const [query, field] of cases) {
      const res = await buyer.get(`/api/v2/offers/additives?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(
        Object.keys(res.json().error.fields).some((key) => key === field || key.startsWith(`${field}.`)),
        query,
      ).toBe(true);
    }
  });

  test('a buyer shows the markets of its child accounts, never of other accounts', async () => {
    const aviat = await loginAs(t.app, 'aviat');
    const children = (await list(aviat)).filterOptions.buyers.map((b) => b.id);
    expect(children).toContain(ids.aviat);
    expect(children.length).toBe(3);
    const child = children.find((id) => id !== ids.aviat)!;
    expect((await aviat.get(`/api/v2/offers/additives?buyerIds=${child}`)).statusCode).toBe(200);
    // Parent and child together: each offer once, with the shorter credit days of the two.
    await allowAdditives(t.app.db, { buyerAccountId: child, sellerAccountId: ids.hanseatische }, [ids.adblue]);
    const both = await list(aviat, `buyerIds=${ids.aviat},${child}`);
    const offerIds = both.offers.map((o) => o._id);
    expect(new Set(offerIds).size).toBe(offerIds.length);
    expect(new Set(both.offers.map((o) => o.seller.id))).toEqual(new Set([ids.nordwest, ids.hanseatische]));
    expect(both.metadata.total).toBe(offerIds.length);
    const other = await aviat.get(`/api/v2/offers/additives?buyerIds=${ids.schmidt}`);
    expect(other.statusCode).toBe(403);
  });
});

describe('who may use the additive market (flags, productAdditives, seller kind)', () => {
  test('an account without productAdditives, or a seller that sells fuel only, gets 403 ADDITIVES_NOT_AVAILABLE', async () => {
    for (const username of ['verkaeufer-rhein', 'verkaeufer-sued', 'bauer']) {
      const a = await loginAs(t.app, username);
      const res = await a.get('/api/v2/offers/additives');
      expect(res.statusCode, username).toBe(403);
      expect(res.json().error).toEqual({
        code: 'ADDITIVES_NOT_AVAILABLE',
        message: 'Der Additiv-Marktplatz ist für Ihr Unternehmen nicht freigeschaltet.',
      });
    }
    const sued = await loginAs(t.app, 'verkaeufer-sued');
    expect((await sued.post('/api/v2/offers/additives', input)).statusCode).toBe(403);
  });

  test('without ENABLE_MARKETPLACE_ADDITIVES every additive call is 404 FEATURE_DISABLED, before the body is read', async () => {
    const off = await createTestApp({ FEATURE_FLAGS: 'ENABLE_MARKETPLACE_ADDITIVES=false' });
    try {
      const s = await loginAs(off.app, 'verkaeufer-additive');
      const b = await loginAs(off.app, 'kaeufer');
      const calls = [
        await s.get('/api/v2/offers/additives'),
        await s.get('/api/additives/products'),
        await s.post('/api/v2/offers/additives', { nonsense: true }),
        await s.put('/api/offer/additive/edit', {}),
        await s.post('/api/offer/additive', {}),
        await s.put('/api/v2/offers/additives/1', {}),
        await s.delete('/api/v2/offers/additives/1'),
        await s.put('/api/buyer-management/1/additives', {}),
        await b.get('/api/metadata/locations'),
        await b.post('/api/metadata/locations', {}),
        await b.put('/api/metadata/locations/1', {}),
        await b.delete('/api/metadata/locations/1'),
      ];
      for (const res of calls) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toEqual({
          code: 'FEATURE_DISABLED',
          message: 'Diese Funktion ist auf dieser Plattform nicht freigeschaltet.',
        });
      }
      const meta = (await b.get('/api/generic/metadata')).json();
      expect(meta.features.platform.ENABLE_MARKETPLACE_ADDITIVES).toBe(false);
    } finally {
      await off.close();
    }
  });
});

describe('buyer management: additives per buyer', () => {
  test('the terms show the allowed additives; only additive products are accepted; audited; another seller gets 404', async () => {
    const relId = await relationshipId(ids.aviat, ids.nordwest);
    const terms = await seller.get(`/api/buyer-management/${relId}`);
    expect(terms.statusCode, terms.body).toBe(200);
    expect(terms.json()).toMatchObject({ additivesEnabled: true });
    expect(terms.json().additiveProducts.map((p: { productId: number }) => p.productId)).toContain(ids.cetan);
    const diesel = await additiveIdByCode(t.app.db, 'DIESEL-B7');
    const fuel = await seller.put(`/api/buyer-management/${relId}/additives`, {
      additivesEnabled: true,
      additiveProducts: [{ productId: diesel, creditDays: 14 }],
    });
    // Issue 24: a fuel among the additives is named as such.
    expect(fieldsOf(fuel)).toEqual({ additiveProducts: BUYER_PRODUCTS_MESSAGES.additivesOnly });
    const days = await seller.put(`/api/buyer-management/${relId}/additives`, {
      additivesEnabled: true,
      additiveProducts: [{ productId: ids.cetan, creditDays: 10 }],
    });
    expect(days.statusCode).toBe(400);
    const stale = await seller.put(`/api/buyer-management/${relId}/additives`, {
      additivesEnabled: true,
      additiveProducts: [],
      termsVersion: 999,
    });
    expect(stale.json().error.code).toBe('BUYER_TERMS_CHANGED');
    const ok = await seller.put(`/api/buyer-management/${relId}/additives`, {
      additivesEnabled: true,
      additiveProducts: [
        { productId: ids.cetan, creditDays: 14 },
        { productId: ids.adblue, creditDays: 45 },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().additiveProducts).toEqual([
      { productId: Math.min(ids.adblue, ids.cetan), creditDays: ids.adblue < ids.cetan ? 45 : 14 },
      { productId: Math.max(ids.adblue, ids.cetan), creditDays: ids.adblue < ids.cetan ? 14 : 45 },
    ]);
    expect(ok.json().termsVersion).toBeGreaterThan(terms.json().termsVersion);
    const hanseatische = await loginAs(t.app, 'verkaeufer');
    expect(
      (
        await hanseatische.put(`/api/buyer-management/${relId}/additives`, {
          additivesEnabled: false,
          additiveProducts: [],
        })
      ).statusCode,
    ).toBe(404);
    // A fuel-only seller may not set additives at all.
    const sued = await loginAs(t.app, 'verkaeufer-sued');
    expect(
      (await sued.put(`/api/buyer-management/${relId}/additives`, { additivesEnabled: false, additiveProducts: [] }))
        .statusCode,
    ).toBe(403);
  });
});

async function relationshipId(buyerAccountId: number, sellerAccountId: number): Promise<number> {
  const [row] = await t.app.db
    .select({ id: relationships.id })
    .from(relationships)
    .where(and(eq(relationships.buyerAccountId, buyerAccountId), eq(relationships.sellerAccountId, sellerAccountId)));
  return row!.id;
}
