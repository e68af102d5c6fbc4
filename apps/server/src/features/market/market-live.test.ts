import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MarketOffersResponseSchema, type MarketOffersResponse } from '@fuel/domain/contracts/market';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TEST_NOW } from '../../../test/test-clock';
import { loginAs } from '../../../test/demo-login';
import { accounts, childAccountSettings, liftingPeriods, offers } from '../../db/schema';
import {
  accountIdByName,
  createOffer,
  productIdByCode,
  setTerms,
  terminalIdByCode,
  userByName,
} from '../../../test/trading-fixtures';
import { createLiveOffer, deleteRulesOf, EXAMPLE_QUOTES, feedQuotes } from '../pricing-engine/live-market.fixtures';

// Live offers in the market of kaeufer (Heizöl Schmidt) at Hanseatische: every offer of the demo seed
// is removed first and Hanseatische's demo rules deleted, so prices are DOMAIN.md's worked example.
// The clock moves ten minutes on per test, so every test's quotes are the newest.

let t: TestApp;
let kaeufer: Awaited<ReturnType<typeof loginAs>>;
let seller: Awaited<ReturnType<typeof loginAs>>;
const ids = { seller: 0, schmidt: 0, aviat: 0, aviatNord: 0, heizoel: 0, diesel: 0, hamburg: 0, bremen: 0 };
let step = 0;

const market = async (a = kaeufer, url = '/api/v2/offers'): Promise<MarketOffersResponse> => {
  const res = await a.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return MarketOffersResponseSchema.parse(res.json());
};
const priceOf = (m: MarketOffersResponse, id: number) => m.offers.find((o) => o.id === id)?.pricePer100l;
const rule = async (body: Record<string, unknown>) => {
  const res = await seller.post('/api/pricing/rules', body);
  expect(res.statusCode, res.body).toBe(201);
};
const feedExample = () => feedQuotes(t.app, EXAMPLE_QUOTES);
const ORDER_CONFIRMED = { confirmTerms: true, confirmBookingChecked: true };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = TEST_NOW;
  ids.seller = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  ids.schmidt = await accountIdByName(t.app.db, 'Heizöl Schmidt GmbH & Co. KG');
  ids.aviat = (await userByName(t.app.db, 'aviat')).accountId;
  ids.aviatNord = (await userByName(t.app.db, 'aviat-nord')).accountId;
  ids.heizoel = await productIdByCode(t.app.db, 'HEL-SCHWEFELARM');
  ids.diesel = await productIdByCode(t.app.db, 'DIESEL-B7');
  ids.hamburg = await terminalIdByCode(t.app.db, 'HH-HAR');
  ids.bremen = await terminalIdByCode(t.app.db, 'HB-IND');
  const terms = {
    products: [{ productId: ids.heizoel }, { productId: ids.diesel }],
    terminalIds: [ids.hamburg, ids.bremen],
  };
  for (const buyer of [ids.schmidt, ids.aviat, ids.aviatNord]) await setTerms(t.app.db, buyer, ids.seller, terms);
  // The Aviat group shares the parent's limit (decision 051): room for the demo group's open orders and the tests'.
  await setTerms(t.app.db, ids.aviat, ids.seller, { ...terms, creditLimitMinor: 10_000_000_00 });
  kaeufer = await loginAs(t.app, 'kaeufer');
  seller = await loginAs(t.app, 'verkaeufer');
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.now = new Date(TEST_NOW.getTime() + ++step * 10 * 60_000);
  await t.app.db.update(offers).set({ status: 'REMOVED' });
  await t.app.db.update(accounts).set({ priceType: 'FIXED' }).where(eq(accounts.id, ids.seller));
  await deleteRulesOf(t.app.db, ids.seller);
});

describe('a live offer is priced by the engine for the buyer', () => {
  test('DOMAIN.md: 700 USD/mt, 1.08, 0.845 -> 54.7685; the row carries its recipe', async () => {
    await feedExample();
    const offer = await createLiveOffer(t.app.db, t.clock.now, {
      sellerAccountId: ids.seller,
      terminalId: ids.hamburg,
    });
    const m = await market();
    expect(m.offers).toHaveLength(1);
    expect(m.offers[0]).toMatchObject({
      id: offer.id,
      pricingType: 'LIVE',
      currency: 'EUR',
      pricePer100l: 54.77,
      pricePerLitre: 0.5477,
      liveRecipe: {
        offerId: offer.id,
        symbol: 'ICE/GAS',
        futureMonth: 'M00',
        fx: { mode: 'LIVE', symbol: 'FX/EURUSD', premium: 0 },
        density: 0.845,
        quoteSellerAccountId: null,
        adjustments: [],
        currencyFx: null,
      },
    });
    expect(m.marketData).toEqual({ liveGasPricesAvailable: true, hiddenLiveOffers: 0, message: null });
  });

  test('surcharge in USD/mt and a seller rule in EUR/cbm: 56.7245, then 58.2245', async () => {
    await feedExample();
    const offer = await createLiveOffer(t.app.db, t.clock.now, {
      sellerAccountId: ids.seller,
      live: { surcharge: 25, surchargeUnit: 'USD_MT' },
    });
    expect(priceOf(await market(), offer.id)).toBe(56.72);
    await rule({ kind: 'PRICE', scope: 'GLOBAL', groupName: 'Fracht', params: { value: 15, unit: 'EUR/cbm' } });
    expect(priceOf(await market(), offer.id)).toBe(58.22);
  });

  test("the buyer's own price: a customer rule changes it for that buyer only", async () => {
    await feedExample();
    const offer = await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller });
    await rule({
      kind: 'PRICE',
      scope: 'ACCOUNT',
      params: { value: -1, unit: 'EUR/100L15' },
      accountIds: [ids.schmidt],
      productIds: [ids.heizoel],
      terminalIds: [ids.bremen],
    });
    const aviat = await loginAs(t.app, 'aviat');
    expect(priceOf(await market(), offer.id)).toBe(53.77);
    expect(priceOf(await market(aviat), offer.id)).toBe(54.77);
  });

  test("the month after an expiry roll, and the seller's own quotes for price type API", async () => {
    await feedExample();
    const offer = await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller });
    await rule({
      kind: 'ICE_EXPIRY',
      scope: 'GLOBAL',
      params: { date: '2026-11-01', time: '00:00', direction: 'FORWARD' },
    });
    const rolled = (await market()).offers[0]!;
    expect(rolled.liveRecipe).toMatchObject({ symbol: 'ICE/GAS1', futureMonth: 'M01', originalFutureMonth: 'M00' });
    expect(rolled.pricePer100l).toBe(55.16); // 705 / 1.08 x 0.845 / 10

    await t.app.db.update(accounts).set({ priceType: 'API' }).where(eq(accounts.id, ids.seller));
    await feedQuotes(t.app, { 'ICE/GAS1': 710 }, ids.seller);
    const own = (await market()).offers[0]!;
    expect(own.liveRecipe!.quoteSellerAccountId).toBe(ids.seller);
    expect(own.pricePer100l).toBe(55.55); // 710 / 1.08 x 0.845 / 10, FX from the platform
    expect(offer.id).toBe(own.id);
  });

  test('best price first uses the computed price, and follows the market', async () => {
    await feedExample();
    const fixed = await createOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller, pricePer100lE4: 550_000 });
    const live = await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller, terminalId: ids.hamburg });
    expect((await market()).offers.map((o) => o.id)).toEqual([live.id, fixed.id]);
    await feedQuotes(t.app, { 'ICE/GAS': 720 });
    const m = await market();
    expect(m.offers.map((o) => o.id)).toEqual([fixed.id, live.id]);
    expect(priceOf(m, live.id)).toBe(56.33); // 720 / 1.08 x 0.845 / 10
  });

  test('a negative final price is left out like one without market data', async () => {
    await feedExample();
    await createLiveOffer(t.app.db, t.clock.now, {
      sellerAccountId: ids.seller,
      live: { surcharge: -600, surchargeUnit: 'EUR_CBM' },
    });
    const m = await market();
    expect(m.offers).toEqual([]);
    expect(m.marketData.hiddenLiveOffers).toBe(1);
  });
});

describe('market data failure (spec section 8)', () => {
  test('stale quotes hide live offers with the message; fixed offers stay; fresh data brings them back', async () => {
    await feedExample();
    const fixed = await createOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller, pricePer100lE4: 950_000 });
    const live = await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller });
    const liveHamburg = await createLiveOffer(t.app.db, t.clock.now, {
      sellerAccountId: ids.seller,
      terminalId: ids.hamburg,
      productId: ids.diesel,
      live: { density: 0.835 },
    });
    expect((await market()).offers).toHaveLength(3);

    // 2 minutes and 1 second later the quotes are stale.
    t.clock.now = new Date(t.clock.now.getTime() + 121_000);
    const stale = await market();
    expect(stale.offers.map((o) => o.id)).toEqual([fixed.id]);
    expect(stale.marketData).toEqual({
      liveGasPricesAvailable: false,
      hiddenLiveOffers: 2,
      message: ERROR_MESSAGES.MARKET_DATA_UNAVAILABLE,
    });
    expect(stale.marketData.message).toBe(
      'Aktuell liegen keine Marktdaten vor. Live-Preis-Angebote werden ausgeblendet, bis wieder aktuelle Börsenpreise eintreffen.',
    );
    // Hidden offers count within the filters; the terminal options list what is shown.
    expect((await market(kaeufer, `/api/v2/offers?terminalId=${ids.hamburg}`)).marketData.hiddenLiveOffers).toBe(1);
    expect(stale.filterOptions.terminals.map((x) => x.id)).toEqual([ids.bremen]);

    await feedExample();
    const back = await market();
    expect(back.offers.map((o) => o.id).sort()).toEqual([fixed.id, live.id, liveHamburg.id].sort());
    expect(back.marketData).toEqual({ liveGasPricesAvailable: true, hiddenLiveOffers: 0, message: null });
  });

  test('a missing FX quote hides a live-FX offer; a fixed-FX offer needs none', async () => {
    await feedQuotes(t.app, { 'ICE/GAS': 700 });
    t.clock.now = new Date(t.clock.now.getTime() + 1000);
    // The FX quote of an earlier test is older than 2 minutes by now.
    const liveFx = await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller });
    const fixedFx = await createLiveOffer(t.app.db, t.clock.now, {
      sellerAccountId: ids.seller,
      live: { fxMode: 'FIXED', fxRate: 1.08 },
    });
    const m = await market();
    expect(m.offers.map((o) => o.id)).toEqual([fixedFx.id]);
    expect(priceOf(m, fixedFx.id)).toBe(54.77);
    expect(m.marketData).toMatchObject({ liveGasPricesAvailable: true, hiddenLiveOffers: 1 });
    expect(liveFx.id).not.toBe(fixedFx.id);
  });
});

test("child account market: the child's own engine price (its customer rules), hidden without data like the parent's", async () => {
  await feedExample();
  const offer = await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller });
  await rule({
    kind: 'PRICE',
    scope: 'ACCOUNT',
    params: { value: 0.5, unit: 'EUR/100L15' },
    accountIds: [ids.aviatNord],
    productIds: [ids.heizoel],
    terminalIds: [ids.bremen],
  });
  const aviat = await loginAs(t.app, 'aviat');
  const child = await market(aviat, `/api/offers/childAccount/${ids.aviatNord}`);
  expect(child.offers[0]).toMatchObject({ id: offer.id, pricePer100l: 55.27, liveRecipe: { offerId: offer.id } });
  expect(priceOf(await market(aviat), offer.id)).toBe(54.77);
  t.clock.now = new Date(t.clock.now.getTime() + 121_000);
  const stale = await market(aviat, `/api/offers/childAccount/${ids.aviatNord}`);
  expect(stale.offers).toEqual([]);
  expect(stale.marketData.hiddenLiveOffers).toBe(1);
});

test("child account market: the parent's terms for the child (terminals, price adjustment, shorter collection) as the child would order", async () => {
  await feedExample();
  const live = await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller });
  const [week] = await t.app.db
    .select({ id: liftingPeriods.id })
    .from(liftingPeriods)
    .where(eq(liftingPeriods.days, 7));
  const fixed = await createOffer(t.app.db, t.clock.now, {
    sellerAccountId: ids.seller,
    pricePer100lE4: 984_500,
    liftingPeriodId: week!.id,
  });
  const atHamburg = await createOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller, terminalId: ids.hamburg });
  await t.app.db
    .insert(childAccountSettings)
    .values({
      childAccountId: ids.aviatNord,
      priceAdjustmentE4: 12_500,
      collectionShorteningDays: 2,
      terminalIds: [ids.bremen],
    })
    .onConflictDoUpdate({
      target: childAccountSettings.childAccountId,
      set: { priceAdjustmentE4: 12_500, collectionShorteningDays: 2, terminalIds: [ids.bremen] },
    });
  try {
    const aviat = await loginAs(t.app, 'aviat');
    const child = await market(aviat, `/api/offers/childAccount/${ids.aviatNord}`);
    // Hamburg is not among the child's terminals: neither its offer nor its filter option.
    expect(child.offers.map((o) => o.id).sort()).toEqual([live.id, fixed.id].sort());
    expect(child.filterOptions.terminals.map((o) => o.id)).toEqual([ids.bremen]);
    // 54.7685 + 1.25 = 56.0185; 98.45 + 1.25 = 99.70; the live recipe carries the adjustment for the ticks.
    const liveRow = child.offers.find((o) => o.id === live.id)!;
    expect(liveRow).toMatchObject({ pricePer100l: 56.02, liveRecipe: { accountAdjustmentE4: 12_500 } });
    const fixedRow = child.offers.find((o) => o.id === fixed.id)!;
    expect(fixedRow.pricePer100l).toBe(99.7);
    const { current, original } = fixedRow.overrides;
    expect(current.collectionStartDate).toBe(original.collectionStartDate);
    expect(original.collectionTime).toBeGreaterThan(2);
    expect(current.collectionTime).toBe(original.collectionTime - 2);
    // The parent's own market is untouched by its child's terms.
    const own = await market(aviat);
    expect(priceOf(own, live.id)).toBe(54.77);
    expect(priceOf(own, fixed.id)).toBe(98.45);
    expect(own.offers.find((o) => o.id === atHamburg.id)).toBeTruthy();
    expect(own.offers.find((o) => o.id === fixed.id)!.overrides.current).toEqual(original);

    // The child's own user sees the same market as its parent's view of it (terminals, prices, recipe).
    const nord = await loginAs(t.app, 'aviat-nord');
    const ownChild = await market(nord);
    expect(ownChild.offers).toEqual(child.offers);
    expect(ownChild.filterOptions.terminals).toEqual(child.filterOptions.terminals);
    // Its basket and its order charge what its market shows.
    for (const row of [liveRow, fixedRow]) {
      const reserved = await nord.post('/api/basket', { offerId: row.id, quantityCbm: 10 });
      expect(reserved.statusCode, reserved.body).toBe(201);
      expect(reserved.json().reservation.pricePer100l).toBe(row.pricePer100l);
      const placed = await nord.post('/api/orders', {
        reservationIds: [reserved.json().reservation.id],
        ...ORDER_CONFIRMED,
        idempotencyKey: randomUUID(),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().orders[0]).toMatchObject({ buyer: { id: ids.aviatNord }, pricePer100l: row.pricePer100l });
    }
    // Hamburg is not the child's: its own basket refuses it as the market leaves it out.
    expect((await nord.post('/api/basket', { offerId: atHamburg.id, quantityCbm: 10 })).json().error.code).toBe(
      'OFFER_NOT_AVAILABLE',
    );
  } finally {
    await t.app.db.delete(childAccountSettings).where(eq(childAccountSettings.childAccountId, ids.aviatNord));
  }
});
