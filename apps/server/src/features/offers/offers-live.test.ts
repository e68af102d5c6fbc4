import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  MinPriceUpdateResponseSchema,
  MyOffersResponseSchema,
  SellerOfferSchema,
  type SellerOffer,
} from '@fuel/domain/contracts/offers';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TEST_NOW } from '../../../test/test-clock';
import { loginAs } from '../../../test/demo-login';
import { auditLog, liftingPeriods, offers } from '../../db/schema';
import { nextEvent } from '../../../test/live-market';
import { accountIdByName, productIdByCode, terminalIdByCode } from '../../../test/trading-fixtures';
import { deleteRulesOf, EXAMPLE_QUOTES, feedQuotes } from '../pricing-engine/live-market.fixtures';

// Live offers of Hanseatische (verkaeufer): create, edit, list, clone, and the min-price update.
// Its demo rules are deleted before each test; the clock moves on ten minutes per test.

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;
const ids = { seller: 0, schmidt: 0, heizoel: 0, hamburg: 0, days14: 0 };
let step = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = TEST_NOW;
  seller = await loginAs(t.app, 'verkaeufer');
  ids.seller = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  ids.schmidt = await accountIdByName(t.app.db, 'Heizöl Schmidt GmbH & Co. KG');
  ids.heizoel = await productIdByCode(t.app.db, 'HEL-SCHWEFELARM');
  ids.hamburg = await terminalIdByCode(t.app.db, 'HH-HAR');
  ids.days14 = (
    await t.app.db.select({ id: liftingPeriods.id }).from(liftingPeriods).where(eq(liftingPeriods.days, 14))
  )[0]!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.now = new Date(TEST_NOW.getTime() + ++step * 10 * 60_000);
  await deleteRulesOf(t.app.db, ids.seller);
});

const liveInput = (extra: Record<string, unknown> = {}) => ({
  pricingType: 'LIVE',
  productId: ids.heizoel,
  deliveryType: 'PICKUP',
  terminalId: ids.hamburg,
  totalCbm: 500,
  minOrderCbm: 10,
  maxOrderCbm: 40,
  startDate: '2026-11-20',
  endDate: '2026-11-30',
  dailyStartTime: '00:00',
  dailyEndTime: '23:59',
  collectionType: 'LIFTING_PERIOD',
  liftingPeriodId: ids.days14,
  futureMonth: 'M00',
  fxMode: 'LIVE',
  fxRate: null,
  surcharge: 25,
  surchargeUnit: 'USD_MT',
  density: 0.845,
  minPriceEnabled: true,
  maxPriceFall: 2.5,
  ...extra,
});

async function create(body: Record<string, unknown> = liveInput()): Promise<SellerOffer> {
  const res = await seller.post('/api/offers', body);
  expect(res.statusCode, res.body).toBe(201);
  return SellerOfferSchema.parse(res.json());
}

const minPrice = (id: number) => seller.post(`/api/offers/${id}/min-price`);

describe('live offers: create, edit, list, clone', () => {
  test('stores pricing type LIVE with its params and no price; /mine answers `live`', async () => {
    const offer = await create();
    expect(offer).toMatchObject({
      pricingType: 'LIVE',
      priceInputUnit: 'EUR_100L15',
      pricePer100l: null,
      pricePerLitre: null,
      live: {
        futureMonth: 'M00',
        fxMode: 'LIVE',
        fxRate: null,
        surcharge: 25,
        surchargeUnit: 'USD_MT',
        density: 0.845,
        minPriceEnabled: true,
        maxPriceFall: 2.5,
        minPriceFloorE4: null,
        minPriceUpdatedAt: null,
      },
    });
    const [row] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ pricingType: 'LIVE', pricePer100lE4: null, livePricing: offer.live });
    const mine = MyOffersResponseSchema.parse((await seller.get('/api/offers/mine')).json()).offers;
    expect(mine.find((o) => o.id === offer.id)?.live).toEqual(offer.live);
    // Fixed offers answer live: null.
    expect(mine.find((o) => o.pricingType === 'FIXED')?.live).toBeNull();
  });

  test('a fixed FX rate is kept, a live one drops it; an edit to FIXED pricing clears the live params', async () => {
    const offer = await create(liveInput({ fxMode: 'FIXED', fxRate: 1.0825 }));
    expect(offer.live).toMatchObject({ fxMode: 'FIXED', fxRate: 1.0825 });
    const edited = await seller.put(`/api/offers/${offer.id}`, liveInput({ fxMode: 'LIVE', fxRate: 1.2 }));
    expect(edited.json().live).toMatchObject({ fxMode: 'LIVE', fxRate: null });
    const fixed = await seller.put(`/api/offers/${offer.id}`, {
      ...liveInput(),
      pricingType: 'FIXED',
      priceInputUnit: 'EUR_100L15',
      price: 95.5,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ pricingType: 'FIXED', pricePer100l: 95.5, live: null });
    const [row] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row!.livePricing).toBeNull();
  });

  test('clone keeps the live params (a PAUSED copy)', async () => {
    const offer = await create();
    const res = await seller.post(`/api/offers/${offer.id}/clone`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'PAUSED', pricingType: 'LIVE', pricePer100l: null, live: offer.live });
  });

  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'fixed FX without rate',
      { fxMode: 'FIXED', fxRate: null },
      { fxRate: 'Wechselkurs (USD je EUR) ist ein Pflichtfeld.' },
    ],
    [
      'min price without maximum fall',
      { minPriceEnabled: true, maxPriceFall: null },
      { maxPriceFall: 'Maximaler Preisrückgang (EUR/100L15) ist ein Pflichtfeld.' },
    ],
    [
      'density out of range',
      { density: 1.5 },
      { density: 'Die Dichte muss zwischen 0,5 und 1,2 kg/l liegen und darf höchstens 4 Nachkommastellen haben.' },
    ],
    [
      'surcharge with 3 decimals',
      { surcharge: 1.234 },
      { surcharge: 'Der Aufschlag ist ungültig (USD/mt oder EUR/cbm, höchstens 2 Nachkommastellen).' },
    ],
    ['month M07', { futureMonth: 'M07' }, { futureMonth: 'Terminmonat (ICE LS Gasoil) ist ein Pflichtfeld.' }],
  ])('refused: %s (400, nothing stored)', async (_name, change, fields) => {
    const before = await t.app.db.$count(offers);
    const res = await seller.post('/api/offers', liveInput(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject(fields);
    expect(await t.app.db.$count(offers)).toBe(before);
  });

  test('a negative final price on the current quotes is refused (spec section 5)', async () => {
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    const before = await t.app.db.$count(offers);
    const res = await seller.post('/api/offers', liveInput({ surcharge: -600, surchargeUnit: 'EUR_CBM' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ surcharge: 'Ein negativer Endpreis ist nicht zulässig.' });
    expect(await t.app.db.$count(offers)).toBe(before);
  });
});

describe('POST /api/offers/{id}/min-price', () => {
  test("floor = the price now (the seller's rules, no particular buyer) minus the maximum fall; audited; it survives an edit", async () => {
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    const offer = await create();
    // A customer rule does not move the reference: the floor is for no particular buyer.
    const customerRule = {
      kind: 'PRICE',
      scope: 'ACCOUNT',
      params: { value: -5, unit: 'EUR/100L15' },
      accountIds: [ids.schmidt],
      productIds: [ids.heizoel],
      terminalIds: [ids.hamburg],
    };
    const announcedOf = () => nextEvent(t.app, 'sellerMarketChanged', (e) => e.sellerAccountId === ids.seller);
    const ruleAnnounced = announcedOf();
    expect((await seller.post('/api/pricing/rules', customerRule)).statusCode).toBe(201);
    await ruleAnnounced;
    // The floor is part of the buyers' recipes: their markets are told to refetch.
    const announced = announcedOf();
    const res = await minPrice(offer.id);
    expect(res.statusCode, res.body).toBe(200);
    await announced;
    const body = MinPriceUpdateResponseSchema.parse(res.json());
    // 725 / 1.08 x 0.845 / 10 = 56.7245, charged 56.72 (the price buyers see), minus 2.5
    expect(body).toEqual({
      offerId: offer.id,
      minPriceFloorPer100l: 54.22,
      minPriceUpdatedAt: t.clock.now.toISOString(),
    });
    const [row] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row!.livePricing).toMatchObject({ minPriceFloorE4: 542_200, minPriceUpdatedAt: t.clock.now.toISOString() });
    expect(row!.version).toBe(offer.version);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'offer'), eq(auditLog.entityId, String(offer.id)), eq(auditLog.action, 'min-price')),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ referencePriceE4: 567_200, minPriceFloorE4: 542_200 });

    // A second update moves from the market price, not from the old floor.
    await feedQuotes(t.app, { 'ICE/GAS': 690 });
    const again = MinPriceUpdateResponseSchema.parse((await minPrice(offer.id)).json());
    expect(again.minPriceFloorPer100l).toBe(53.44); // 715 / 1.08 x 0.845 / 10 = 55.9421, charged 55.94, minus 2.5

    const edited = await seller.put(`/api/offers/${offer.id}`, liveInput({ surcharge: 30 }));
    expect(edited.json().live).toMatchObject({ surcharge: 30, minPriceFloorE4: 534_400 });
    const off = await seller.put(`/api/offers/${offer.id}`, liveInput({ minPriceEnabled: false, maxPriceFall: null }));
    expect(off.json().live).toMatchObject({ minPriceEnabled: false, minPriceFloorE4: null, minPriceUpdatedAt: null });
  });

  test("without its own maximum fall the offer takes the MIN_PRICE_TRACKING rule's", async () => {
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    const offer = await create();
    await t.app.db
      .update(offers)
      .set({ livePricing: { ...offer.live!, maxPriceFall: null } })
      .where(eq(offers.id, offer.id));
    expect((await minPrice(offer.id)).json().error.fields).toEqual({
      maxPriceFall: 'Maximaler Preisrückgang (EUR/100L15) ist ein Pflichtfeld.',
    });
    expect(
      (
        await seller.post('/api/pricing/rules', {
          kind: 'MIN_PRICE_TRACKING',
          scope: 'GLOBAL',
          params: { maxPriceFall: 4 },
        })
      ).statusCode,
    ).toBe(201);
    expect(MinPriceUpdateResponseSchema.parse((await minPrice(offer.id)).json()).minPriceFloorPer100l).toBe(52.72);
  });

  test('stale or missing market data: 503 MIN_PRICE_UPDATE_FAILED asks to retry, nothing changes', async () => {
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    const offer = await create();
    t.clock.now = new Date(t.clock.now.getTime() + 121_000);
    const res = await minPrice(offer.id);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({
      code: 'MIN_PRICE_UPDATE_FAILED',
      message: ERROR_MESSAGES.MIN_PRICE_UPDATE_FAILED,
    });
    expect(res.json().error.message).toBe(
      'Der Mindestpreis konnte nicht aktualisiert werden. Bitte versuchen Sie es erneut.',
    );
    const [row] = await t.app.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row!.livePricing).toMatchObject({ minPriceFloorE4: null });
  });

  test("refusals: toggle off or a fixed offer (400), another seller's or unknown offer (404), buyers (403)", async () => {
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    const off = await create(liveInput({ minPriceEnabled: false, maxPriceFall: null }));
    expect((await minPrice(off.id)).json().error.fields).toEqual({
      minPriceEnabled: 'Der Mindestpreis ist für dieses Angebot nicht aktiviert.',
    });
    const fixed = await create({ ...liveInput(), pricingType: 'FIXED', priceInputUnit: 'EUR_100L15', price: 95 });
    expect((await minPrice(fixed.id)).statusCode).toBe(400);
    const on = await create();
    const other = await loginAs(t.app, 'verkaeufer-rhein');
    expect((await other.post(`/api/offers/${on.id}/min-price`)).statusCode).toBe(404);
    expect((await minPrice(999_999)).statusCode).toBe(404);
    const buyer = await loginAs(t.app, 'kaeufer');
    expect((await buyer.post(`/api/offers/${on.id}/min-price`)).statusCode).toBe(403);
  });
});
