import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { PriceAlertSchema, PriceAlertsResponseSchema } from '@fuel/domain/contracts/price-alerts';
import { MailboxSchema } from '@fuel/domain/contracts/identity';
import { addDays } from '@fuel/domain/calendar/days';
import { businessDate } from '@fuel/domain/offers/business-time';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { TEST_NOW } from '../../../test/test-clock';
import { loginAs } from '../../../test/demo-login';
import { offers, priceAlerts } from '../../db/schema';
import { watchPriceAlerts, type PriceAlertWatcher } from '../../jobs/price-alerts.job';
import {
  accountIdByName,
  createOffer,
  productIdByCode,
  setTerms,
  terminalIdByCode,
  userByName,
} from '../../../test/trading-fixtures';
import { createLiveOffer, deleteRulesOf, EXAMPLE_QUOTES, feedQuotes } from '../pricing-engine/live-market.fixtures';
import { evaluatePriceAlerts } from './price-alerts.evaluator';

// Price alerts of kaeufer (Heizöl Schmidt) against its market at Hanseatische. Every offer of the demo
// seed is removed and every alert deleted before each test; the clock moves on ten minutes per test.

let t: TestApp;
let kaeufer: Awaited<ReturnType<typeof loginAs>>;
let watcher: PriceAlertWatcher;
let step = 0;
const ids = { seller: 0, rheinRuhr: 0, schmidt: 0, heizoel: 0, diesel: 0, adblue: 0, hamburg: 0, bremen: 0 };
let kaeuferEmail = '';

beforeAll(async () => {
  t = await createTestApp();
  ids.seller = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
  ids.rheinRuhr = (await userByName(t.app.db, 'verkaeufer-rhein')).accountId;
  ids.schmidt = await accountIdByName(t.app.db, 'Heizöl Schmidt GmbH & Co. KG');
  ids.heizoel = await productIdByCode(t.app.db, 'HEL-SCHWEFELARM');
  ids.diesel = await productIdByCode(t.app.db, 'DIESEL-B7');
  ids.adblue = await productIdByCode(t.app.db, 'ADBLUE');
  ids.hamburg = await terminalIdByCode(t.app.db, 'HH-HAR');
  ids.bremen = await terminalIdByCode(t.app.db, 'HB-IND');
  await setTerms(t.app.db, ids.schmidt, ids.seller, {
    products: [{ productId: ids.heizoel }, { productId: ids.diesel }],
    terminalIds: [ids.hamburg, ids.bremen],
  });
  kaeufer = await loginAs(t.app, 'kaeufer');
  kaeuferEmail = (await userByName(t.app.db, 'kaeufer')).email;
  watcher = watchPriceAlerts(t.app);
});
afterAll(async () => {
  await watcher.stop();
  await t.close();
});
beforeEach(async () => {
  t.clock.now = new Date(TEST_NOW.getTime() + ++step * 10 * 60_000);
  await t.app.db.update(offers).set({ status: 'REMOVED' });
  await t.app.db.delete(priceAlerts);
  await deleteRulesOf(t.app.db, ids.seller);
  await agent(t.app).delete('/api/dev/mailbox');
});

const alertBody = (extra: Record<string, unknown> = {}) => ({
  comment: 'Nachkaufen',
  value: 55,
  operator: 'LTE',
  productId: ids.heizoel,
  terminalId: ids.bremen,
  liftingPeriodType: 'ALL',
  ...extra,
});

async function createAlert(extra: Record<string, unknown> = {}) {
  const res = await kaeufer.post('/api/price-alerts', alertBody(extra));
  expect(res.statusCode, res.body).toBe(201);
  return PriceAlertSchema.parse(res.json());
}

const alertRow = async (id: number) => (await t.app.db.select().from(priceAlerts).where(eq(priceAlerts.id, id)))[0]!;

/** Feeds quotes and waits until the watcher has evaluated them (with PostgreSQL, ticks arrive by NOTIFY). */
async function tick(prices: Record<string, number>) {
  const seen = new Promise<void>((resolve) => {
    const off = t.app.marketData.onTicks(() => {
      off();
      resolve();
    });
  });
  await feedQuotes(t.app, prices);
  await seen;
  await watcher.idle();
}

async function mails() {
  return MailboxSchema.parse((await agent(t.app).get(`/api/dev/mailbox?to=${encodeURIComponent(kaeuferEmail)}`)).json())
    .mails;
}

describe('list, create, edit, delete', () => {
  test('anonymous 401, sellers 403', async () => {
    expect((await agent(t.app).get('/api/price-alerts')).statusCode).toBe(401);
    const seller = await loginAs(t.app, 'verkaeufer');
    expect((await seller.get('/api/price-alerts')).statusCode).toBe(403);
    expect((await seller.post('/api/price-alerts', alertBody())).statusCode).toBe(403);
  });

  test('an alert is created ACTIVE for the account, listed, edited and deleted', async () => {
    const alert = await createAlert({ value: 54.1234, operator: 'GTE', liftingPeriodType: 'PROMPT' });
    expect(alert).toMatchObject({
      comment: 'Nachkaufen',
      value: 54.1234,
      operator: 'GTE',
      product: { id: ids.heizoel, name: 'Heizöl EL schwefelarm' },
      terminal: { id: ids.bremen, name: 'Tanklager Bremen Industriehafen', city: 'Bremen' },
      liftingPeriodType: 'PROMPT',
      status: 'ACTIVE',
      triggeredAt: null,
      triggeredPrice: null,
    });
    expect((await alertRow(alert.id)).valueE4).toBe(541_234);
    const list = PriceAlertsResponseSchema.parse((await kaeufer.get('/api/price-alerts')).json());
    expect(list.alerts.map((a) => a.id)).toEqual([alert.id]);
    const edited = await kaeufer.put(`/api/price-alerts/${alert.id}`, alertBody({ value: 60, comment: '' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ value: 60, comment: '', operator: 'LTE' });
    expect((await kaeufer.delete(`/api/price-alerts/${alert.id}`)).statusCode).toBe(204);
    expect((await kaeufer.get('/api/price-alerts')).json().alerts).toEqual([]);
  });

  test('refusals: bad values, unknown or additive product, unknown terminal (400, nothing stored)', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ value: 0 }, { value: 'Der Preis muss größer als 0 sein.' }],
      [{ value: 1.23456 }, { value: 'Der Preis darf höchstens 4 Nachkommastellen haben.' }],
      [{ operator: 'EQ' }, { operator: 'Bedingung ist ein Pflichtfeld.' }],
      [{ liftingPeriodType: null }, { liftingPeriodType: 'Abholzeitraum ist ein Pflichtfeld.' }],
      [{ productId: 999_999 }, { productId: 'Produkt ist ungültig.' }],
      [{ productId: ids.adblue }, { productId: 'Produkt ist ungültig.' }],
      [{ terminalId: 999_999 }, { terminalId: 'Terminal ist ungültig.' }],
    ];
    for (const [change, fields] of cases) {
      const res = await kaeufer.post('/api/price-alerts', alertBody(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.fields).toMatchObject(fields);
    }
    expect(await t.app.db.$count(priceAlerts)).toBe(0);
  });

  test("another account's alert: not listed, 404 on edit and delete, unchanged", async () => {
    const alert = await createAlert();
    const other = await loginAs(t.app, 'bauer');
    expect((await other.get('/api/price-alerts')).json().alerts).toEqual([]);
    expect((await other.put(`/api/price-alerts/${alert.id}`, alertBody({ value: 1 }))).statusCode).toBe(404);
    expect((await other.delete(`/api/price-alerts/${alert.id}`)).statusCode).toBe(404);
    expect((await alertRow(alert.id)).valueE4).toBe(550_000);
  });

  test('an edit arms a triggered alert again only when its condition changes', async () => {
    const alert = await createAlert();
    await t.app.db
      .update(priceAlerts)
      .set({ status: 'TRIGGERED', triggeredAt: t.clock.now, triggeredPriceE4: 540_000 })
      .where(eq(priceAlerts.id, alert.id));
    const commentOnly = await kaeufer.put(`/api/price-alerts/${alert.id}`, alertBody({ comment: 'Nur der Kommentar' }));
    expect(commentOnly.json()).toMatchObject({ status: 'TRIGGERED', triggeredPrice: 54, comment: 'Nur der Kommentar' });
    for (const change of [
      { value: 56 },
      { operator: 'GTE' },
      { productId: ids.diesel },
      { terminalId: ids.hamburg },
      { liftingPeriodType: 'PROMPT' },
    ]) {
      await t.app.db
        .update(priceAlerts)
        .set({ status: 'TRIGGERED', triggeredAt: t.clock.now, triggeredPriceE4: 540_000 })
        .where(eq(priceAlerts.id, alert.id));
      const res = await kaeufer.put(
        `/api/price-alerts/${alert.id}`,
        alertBody({ comment: 'Nur der Kommentar', ...change }),
      );
      expect(res.json(), JSON.stringify(change)).toMatchObject({
        status: 'ACTIVE',
        triggeredAt: null,
        triggeredPrice: null,
      });
    }
  });
});

test('without PRICE_ALERT the calls answer 404 FEATURE_DISABLED (before validating the body)', async () => {
  const t2 = await createTestApp({ FEATURE_FLAGS: 'PRICE_ALERT=false' });
  try {
    const a = await loginAs(t2.app, 'kaeufer');
    for (const res of [
      await a.get('/api/price-alerts'),
      await a.post('/api/price-alerts', {}),
      await a.delete('/api/price-alerts/1'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({
        code: 'FEATURE_DISABLED',
        message: 'Diese Funktion ist auf dieser Plattform nicht freigeschaltet.',
      });
    }
  } finally {
    await t2.close();
  }
});

describe('evaluated on every tick', () => {
  test('LTE: triggers once with one e-mail; the next tick does not trigger again', async () => {
    await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller });
    const alert = await createAlert({ value: 54.5 });
    await tick(EXAMPLE_QUOTES); // 54.7685: above 54.50
    expect((await alertRow(alert.id)).status).toBe('ACTIVE');
    expect(await mails()).toEqual([]);

    await tick({ 'ICE/GAS': 695 }); // 695 / 1.08 x 0.845 / 10 = 54.3773, charged 54.38
    const row = await alertRow(alert.id);
    expect(row).toMatchObject({ status: 'TRIGGERED', triggeredPriceE4: 543_800, triggeredAt: t.clock.now });
    const [mail] = await mails();
    expect(mail!.subject).toBe('Preisalarm ausgelöst: Heizöl EL schwefelarm in Bremen');
    expect(mail!.text).toContain('54,50 EUR je 100 L (15 °C)');
    expect(mail!.text).toContain('≤ kleiner oder gleich');
    expect(mail!.text).toContain('Erreichter Preis: 54,38 EUR');
    expect(mail!.text).toContain('Hanseatische Mineralöl Handels GmbH');
    expect(mail!.text).toContain('/handelsplatz');
    expect(PriceAlertSchema.parse((await kaeufer.get('/api/price-alerts')).json().alerts[0])).toMatchObject({
      status: 'TRIGGERED',
      triggeredPrice: 54.38,
    });

    await tick({ 'ICE/GAS': 690 });
    expect(await mails()).toHaveLength(1);
  });

  test('GTE: triggers when the best price reaches the value', async () => {
    await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller });
    const alert = await createAlert({ value: 56, operator: 'GTE' });
    await tick(EXAMPLE_QUOTES);
    expect((await alertRow(alert.id)).status).toBe('ACTIVE');
    await tick({ 'ICE/GAS': 720 }); // 56.3333, charged 56.33
    expect(await alertRow(alert.id)).toMatchObject({ status: 'TRIGGERED', triggeredPriceE4: 563_300 });
    expect((await mails())[0]!.text).toContain('≥ größer oder gleich');
  });

  test("the buyer's best price: fixed and live offers of enabled sellers at the product and terminal, its own customer price", async () => {
    await createOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller, pricePer100lE4: 600_000 });
    await createLiveOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller });
    // Cheaper, but elsewhere, another product or a seller the buyer is not connected with (NEW).
    await createOffer(t.app.db, t.clock.now, {
      sellerAccountId: ids.seller,
      pricePer100lE4: 400_000,
      terminalId: ids.hamburg,
    });
    await createOffer(t.app.db, t.clock.now, {
      sellerAccountId: ids.seller,
      pricePer100lE4: 400_000,
      productId: ids.diesel,
    });
    await createOffer(t.app.db, t.clock.now, { sellerAccountId: ids.rheinRuhr, pricePer100lE4: 400_000 });
    const alert = await createAlert({ value: 54 });
    await tick(EXAMPLE_QUOTES);
    expect((await alertRow(alert.id)).status).toBe('ACTIVE');
    const seller = await loginAs(t.app, 'verkaeufer');
    const customer = {
      kind: 'PRICE',
      scope: 'ACCOUNT',
      params: { value: -1, unit: 'EUR/100L15' },
      accountIds: [ids.schmidt],
      productIds: [ids.heizoel],
      terminalIds: [ids.bremen],
    };
    expect((await seller.post('/api/pricing/rules', customer)).statusCode).toBe(201);
    await tick(EXAMPLE_QUOTES);
    expect(await alertRow(alert.id)).toMatchObject({ status: 'TRIGGERED', triggeredPriceE4: 537_700 });
  });

  test('PROMPT counts only offers whose collection starts today', async () => {
    const today = businessDate(t.clock.now);
    await createOffer(t.app.db, t.clock.now, {
      sellerAccountId: ids.seller,
      pricePer100lE4: 500_000,
      liftingPeriodId: null,
      collectionStartDate: addDays(today, 1),
      collectionEndDate: addDays(today, 5),
    });
    await createOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller, pricePer100lE4: 600_000 });
    const prompt = await createAlert({ value: 55, liftingPeriodType: 'PROMPT' });
    const all = await createAlert({ value: 55, liftingPeriodType: 'ALL' });
    await tick(EXAMPLE_QUOTES);
    expect((await alertRow(prompt.id)).status).toBe('ACTIVE');
    expect(await alertRow(all.id)).toMatchObject({ status: 'TRIGGERED', triggeredPriceE4: 500_000 });
  });

  test('several processes evaluating the same tick trigger an alert once', async () => {
    await createOffer(t.app.db, t.clock.now, { sellerAccountId: ids.seller, pricePer100lE4: 500_000 });
    await createAlert({ value: 55 });
    const deps = {
      db: t.app.db,
      platform: t.app.platform,
      now: () => t.app.now(),
      marketData: t.app.marketData,
      livePriceMaxAgeMs: t.app.config.livePriceMaxAgeMs,
      mailer: t.app.mailer,
      publicUrl: t.app.config.publicUrl,
      log: t.app.log,
    };
    const results = await Promise.all([
      evaluatePriceAlerts(deps),
      evaluatePriceAlerts(deps),
      evaluatePriceAlerts(deps),
    ]);
    expect(results.reduce((n, r) => n + r.triggered, 0)).toBe(1);
    expect(await mails()).toHaveLength(1);
    expect(await evaluatePriceAlerts(deps)).toEqual({ triggered: 0 });
  });
});
