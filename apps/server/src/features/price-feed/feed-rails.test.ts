import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MarketOffersResponseSchema } from '@fuel/domain/contracts/market';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TEST_NOW } from '../../../test/test-clock';
import { loginAs } from '../../../test/demo-login';
import { apiSeller, eventually, ingest } from '../../../test/live-market';
import { accountIdByName, productIdByCode, setTerms, terminalIdByCode } from '../../../test/trading-fixtures';
import { accounts, auditLog, heldPricePushes, offers } from '../../db/schema';
import { startJobs } from '../../jobs';
import { feedHeartbeatJob } from '../../jobs/feed-heartbeat.job';
import { createLiveOffer, deleteRulesOf, EXAMPLE_QUOTES, feedQuotes } from '../pricing-engine/live-market.fixtures';

// Decision 056, issue 25 part 4: the price band and the dead-man switch of a seller's own price feed.
// Hanseatische (verkaeufer) pushes its own prices; kaeufer (Heizöl Schmidt) sees its live offer at
// Hamburg. The platform quotes are DOMAIN.md's worked example (700 USD/mt, 1.08 -> 54.7685 EUR/100L15).

type Agent = Awaited<ReturnType<typeof loginAs>>;
const ORDER = { confirmTerms: true, confirmBookingChecked: true };

async function setUp(t: TestApp) {
  t.clock.now = TEST_NOW;
  const sellerId = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  const schmidt = await accountIdByName(t.app.db, 'Heizöl Schmidt GmbH & Co. KG');
  const heizoel = await productIdByCode(t.app.db, 'HEL-SCHWEFELARM');
  const hamburg = await terminalIdByCode(t.app.db, 'HH-HAR');
  await setTerms(t.app.db, schmidt, sellerId, { products: [{ productId: heizoel }], terminalIds: [hamburg] });
  await t.app.db.update(offers).set({ status: 'REMOVED' });
  await deleteRulesOf(t.app.db, sellerId);
  const seller = await apiSeller(t.app, 'verkaeufer');
  const kaeufer = await loginAs(t.app, 'kaeufer');
  return { sellerId, heizoel, hamburg, seller, kaeufer };
}

const marketOf = async (buyer: Agent) => {
  const res = await buyer.get('/api/v2/offers');
  expect(res.statusCode, res.body).toBe(200);
  return MarketOffersResponseSchema.parse(res.json());
};

describe('price band: a pushed price far from its formula reference waits for the seller', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setUp>>;
  let offerId: number;
  let step = 0;
  beforeAll(async () => {
    t = await createTestApp();
    s = await setUp(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Every test's quotes are the newest: the clock moves on and the platform quotes are fed again.
    t.clock.now = new Date(TEST_NOW.getTime() + ++step * 10 * 60_000);
    await t.app.db.update(offers).set({ status: 'REMOVED' });
    offerId = (
      await createLiveOffer(t.app.db, t.clock.now, {
        sellerAccountId: s.sellerId,
        productId: s.heizoel,
        terminalId: s.hamburg,
      })
    ).id;
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    await feedQuotes(t.app, EXAMPLE_QUOTES, s.sellerId);
  });

  test('inside the band the push goes live; outside it is held with a German notice and the market keeps the old price', async () => {
    const inside = await ingest(t.app, s.seller.secret, { ticks: [{ symbol: 'ICE/GAS', price: 720 }] });
    expect(inside.statusCode, inside.body).toBe(200);
    expect(inside.json()).toEqual({ accepted: 1, held: 0, heldPushId: null, notice: null });
    expect(t.app.marketData.quotes(s.sellerId)['ICE/GAS']!.price).toBe(720);
    const before = (await marketOf(s.kaeufer)).offers.find((o) => o.id === offerId)!.pricePer100l;

    // 800 USD/mt is +11 % on 720 and +14.3 % on the platform's 700: the offer would move from 54.77 to 62.59 (charged in whole cents).
    const outside = await ingest(t.app, s.seller.secret, {
      ticks: [
        { symbol: 'ICE/GAS', price: 800 },
        { symbol: 'FX/EURUSD', price: 1.08 },
      ],
    });
    expect(outside.statusCode, outside.body).toBe(200);
    const body = outside.json();
    expect(body).toMatchObject({ accepted: 0, held: 2 });
    expect(body.notice).toBe(
      `Die übermittelten Preise wurden nicht übernommen: Angebot ${offerId} läge damit 14,28 % neben dem Formelpreis aus dem Börsenpreis (erlaubt sind 5,00 %). ` +
        'Bitte prüfen Sie die Preise in der Preis-Engine unter „API-Zugang“ und bestätigen oder verwerfen Sie sie.',
    );
    expect(t.app.marketData.quotes(s.sellerId)['ICE/GAS']!.price).toBe(720);
    expect((await marketOf(s.kaeufer)).offers.find((o) => o.id === offerId)!.pricePer100l).toBe(before);

    const rails = (await s.seller.agent.get('/api/pricing/feed-rails')).json();
    expect(rails).toMatchObject({
      bandBp: 500,
      heartbeatSeconds: 120,
      pausedSince: null,
      lastPushAt: t.clock.now.toISOString(),
    });
    expect(rails.held).toEqual([
      {
        id: body.heldPushId,
        receivedAt: t.clock.now.toISOString(),
        ticks: [
          { symbol: 'ICE/GAS', price: 800, timestamp: t.clock.now.toISOString() },
          { symbol: 'FX/EURUSD', price: 1.08, timestamp: t.clock.now.toISOString() },
        ],
        offerId,
        referencePriceE4: 547_700,
        pushedPriceE4: 625_900,
        deviationBp: 1428,
        bandBp: 500,
      },
    ]);
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'held-price'), eq(auditLog.entityId, String(body.heldPushId))));
    expect(audits.map((a) => a.action)).toEqual(['held-price.held']);
  });

  test('"Bestätigen" puts the held prices live at the time of confirmation; once only, own pushes only', async () => {
    const held = (await ingest(t.app, s.seller.secret, { ticks: [{ symbol: 'ICE/GAS', price: 800 }] })).json();
    expect(held.held).toBe(1);
    const buyer = await s.kaeufer.post(`/api/pricing/held-prices/${held.heldPushId}/confirm`, {});
    expect(buyer.statusCode).toBe(403);
    const other = await loginAs(t.app, 'verkaeufer-mitte');
    expect((await other.post(`/api/pricing/held-prices/${held.heldPushId}/confirm`, {})).statusCode).toBe(404);

    t.clock.now = new Date(t.clock.now.getTime() + 30_000);
    const confirmed = await s.seller.agent.post(`/api/pricing/held-prices/${held.heldPushId}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().held).toEqual([]);
    expect(t.app.marketData.quotes(s.sellerId)['ICE/GAS']).toEqual({
      price: 800,
      timestamp: t.clock.now.toISOString(),
    });
    expect((await marketOf(s.kaeufer)).offers.find((o) => o.id === offerId)!.pricePer100l).toBe(62.59);
    expect((await s.seller.agent.post(`/api/pricing/held-prices/${held.heldPushId}/confirm`, {})).statusCode).toBe(404);
    expect((await s.seller.agent.post(`/api/pricing/held-prices/${held.heldPushId}/discard`, {})).statusCode).toBe(404);
  });

  test('"Verwerfen" drops them; a later push that goes live supersedes what was held before it', async () => {
    const first = (await ingest(t.app, s.seller.secret, { ticks: [{ symbol: 'ICE/GAS', price: 600 }] })).json();
    const discarded = await s.seller.agent.post(`/api/pricing/held-prices/${first.heldPushId}/discard`, {});
    expect(discarded.statusCode).toBe(200);
    expect(t.app.marketData.quotes(s.sellerId)['ICE/GAS']!.price).toBe(700);
    const [row] = await t.app.db.select().from(heldPricePushes).where(eq(heldPricePushes.id, first.heldPushId));
    expect(row!.status).toBe('DISCARDED');

    const second = (await ingest(t.app, s.seller.secret, { ticks: [{ symbol: 'ICE/GAS', price: 610 }] })).json();
    expect(second.held).toBe(1);
    expect((await ingest(t.app, s.seller.secret, { ticks: [{ symbol: 'ICE/GAS', price: 701 }] })).json().accepted).toBe(
      1,
    );
    expect((await s.seller.agent.get('/api/pricing/feed-rails')).json().held).toEqual([]);
    expect((await s.seller.agent.post(`/api/pricing/held-prices/${second.heldPushId}/confirm`, {})).statusCode).toBe(
      404,
    );
    expect((await s.seller.agent.post('/api/pricing/held-prices/999999/discard', {})).statusCode).toBe(404);
  });

  test('without live offers (nothing to compare) or without a fresh platform reference, pushes go live', async () => {
    await t.app.db.update(offers).set({ status: 'REMOVED' });
    expect((await ingest(t.app, s.seller.secret, { ticks: [{ symbol: 'ICE/GAS', price: 900 }] })).json()).toMatchObject(
      { accepted: 1, held: 0 },
    );
  });
});

describe('dead-man switch: offers priced by a silent feed pause and resume on the next push', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    // A heartbeat shorter than the quotes' freshness (120 s): the pause, not stale data, takes the offer out.
    t = await createTestApp({ FEED_HEARTBEAT_SECONDS: '60' });
    s = await setUp(t);
  });
  afterAll(() => t.close());

  const runHeartbeatJob = async () => {
    const stop = await startJobs(t.app, [feedHeartbeatJob]);
    await stop();
  };

  test('silent past the heartbeat: out of the market, not orderable, the seller reads why; the next push brings it back', async () => {
    const offer = await createLiveOffer(t.app.db, t.clock.now, {
      sellerAccountId: s.sellerId,
      productId: s.heizoel,
      terminalId: s.hamburg,
    });
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    expect(
      (
        await ingest(t.app, s.seller.secret, {
          ticks: [
            { symbol: 'ICE/GAS', price: 701 },
            { symbol: 'FX/EURUSD', price: 1.08 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const pushedAt = t.clock.now;
    expect((await marketOf(s.kaeufer)).offers.map((o) => o.id)).toEqual([offer.id]);

    // 60 s of silence is still within the heartbeat.
    t.clock.now = new Date(pushedAt.getTime() + 60_000);
    await runHeartbeatJob();
    expect((await s.seller.agent.get('/api/pricing/feed-rails')).json().pausedSince).toBeNull();

    t.clock.now = new Date(pushedAt.getTime() + 61_000);
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    await runHeartbeatJob();
    await eventually(async () =>
      expect((await s.seller.agent.get('/api/pricing/feed-rails')).json().pausedSince).toBe(t.clock.now.toISOString()),
    );
    const market = await marketOf(s.kaeufer);
    expect(market.offers).toEqual([]);
    const order = await s.kaeufer.post('/api/orders', {
      items: [{ offerId: offer.id, quantityCbm: 5 }],
      ...ORDER,
      idempotencyKey: randomUUID(),
    });
    expect(order.statusCode).toBe(409);
    expect(order.json().error.code).toBe('OFFER_NOT_AVAILABLE');
    expect((await s.kaeufer.post('/api/basket', { offerId: offer.id, quantityCbm: 5 })).json().error.code).toBe(
      'OFFER_NOT_AVAILABLE',
    );
    const paused = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'seller-feed'), eq(auditLog.action, 'feed.paused')));
    expect(paused.map((a) => a.details)).toEqual([{ lastPushAt: pushedAt.toISOString(), heartbeatSeconds: 60 }]);

    // The next push resumes at once.
    t.clock.now = new Date(pushedAt.getTime() + 90_000);
    expect((await ingest(t.app, s.seller.secret, { ticks: [{ symbol: 'ICE/GAS', price: 702 }] })).statusCode).toBe(200);
    expect((await s.seller.agent.get('/api/pricing/feed-rails')).json()).toMatchObject({
      pausedSince: null,
      lastPushAt: t.clock.now.toISOString(),
    });
    expect((await marketOf(s.kaeufer)).offers.map((o) => o.id)).toEqual([offer.id]);
    const placed = await s.kaeufer.post('/api/orders', {
      items: [{ offerId: offer.id, quantityCbm: 5 }],
      ...ORDER,
      idempotencyKey: randomUUID(),
    });
    expect(placed.statusCode, placed.body).toBe(201);
  });

  test('a seller back on platform prices (FIXED) is not paused: its live offers price from the exchange again', async () => {
    const offer = await createLiveOffer(t.app.db, t.clock.now, {
      sellerAccountId: s.sellerId,
      productId: s.heizoel,
      terminalId: s.hamburg,
    });
    t.clock.now = new Date(t.clock.now.getTime() + 5 * 60_000);
    await feedQuotes(t.app, EXAMPLE_QUOTES);
    await runHeartbeatJob();
    await eventually(async () =>
      expect((await s.seller.agent.get('/api/pricing/feed-rails')).json().pausedSince).not.toBeNull(),
    );
    expect((await marketOf(s.kaeufer)).offers.map((o) => o.id)).not.toContain(offer.id);
    await t.app.db.update(accounts).set({ priceType: 'FIXED' }).where(eq(accounts.id, s.sellerId));
    expect((await marketOf(s.kaeufer)).offers.map((o) => o.id)).toContain(offer.id);
    await runHeartbeatJob();
    await eventually(async () =>
      expect((await s.seller.agent.get('/api/pricing/feed-rails')).json().pausedSince).toBeNull(),
    );
  });
});
