// Live pricing for one buyer with 10,000 live offers (issue 4, decision 014).
// 1. Pure engine: resolve the 10,000 recipes once (resolveLivePricing with a realistic rule set), then
//    per tick price all of them from new quotes (priceFromMarket, explain off); TICKS ticks per run,
//    RUNS runs, median of the per-run medians.
// 2. Through GET /api/v2/offers on PGlite (in memory, migrated, demo-seeded, in this process): 50 bench
//    sellers connected with kaeufer's company and 200 live offers each, inserted with SQL; quotes fed
//    through the market-data path; REQUESTS requests per run via app.inject, RUNS runs, median.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { PricingRule } from '@fuel/domain/contracts/pricing-engine';
import type { QuoteMap } from '@fuel/domain/market-data/symbols';
import { FUTURE_MONTHS } from '@fuel/domain/constants';
import { priceFromMarket, resolveLivePricing } from '@fuel/domain/pricing/engine';
import type { LiveOfferParams } from '@fuel/domain/pricing/live-pricing';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemoData } from '../apps/server/src/db/seed/demo-seed';
import { syncPlatformSettings } from '../apps/server/src/plugins/platform';
// The decoration `app.marketData` is declared there; the server's declaration files carry it only
// when the bench's program includes that module (TypeScript project references, decision 060).
import type {} from '../apps/server/src/plugins/market-data';
import { seededRandom } from '../apps/server/src/shared/seeded-random';
import { fmt, median, RUNS } from './support';

const OFFERS = 10_000;
const TICKS = Number(process.env.TICKS ?? 30);
const REQUESTS = Number(process.env.REQUESTS ?? 10);
const SELLERS = 50;
const BUYER = 4711;

const rng = seededRandom(20261124);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rng() * xs.length)]!;

function liveParams(): LiveOfferParams {
  const fixedFx = rng() < 0.2;
  return {
    futureMonth: pick(FUTURE_MONTHS),
    fxMode: fixedFx ? 'FIXED' : 'LIVE',
    fxRate: fixedFx ? 1.08 : null,
    surcharge: Math.round(rng() * 30000) / 100,
    surchargeUnit: rng() < 0.5 ? 'EUR_CBM' : 'USD_MT',
    density: rng() < 0.3 ? null : 0.835,
    minPriceEnabled: rng() < 0.2,
    maxPriceFall: 3,
    minPriceFloorE4: rng() < 0.2 ? 500_000 : null,
    minPriceUpdatedAt: null,
  };
}

/** A seller's rule set like the demo's: duties, CO2 levy, density, price groups, customer prices, an expiry roll. */
function rulesOf(products: number[], terminals: number[]): PricingRule[] {
  let id = 0;
  const base = {
    groupName: null,
    accountIds: [],
    productIds: [],
    terminalIds: [],
    offerId: null,
    createdAt: '',
    updatedAt: '',
  };
  const rule = (r: Partial<PricingRule> & Pick<PricingRule, 'kind' | 'scope' | 'params'>) =>
    ({ ...base, id: ++id, ...r }) as PricingRule;
  return [
    ...products.map((p) =>
      rule({
        kind: 'DUTY',
        scope: 'PRODUCT',
        groupName: 'Energiesteuer',
        params: { value: 61.35, unit: 'EUR/cbm' },
        productIds: [p],
      }),
    ),
    rule({ kind: 'DUTY', scope: 'GLOBAL', groupName: 'CO2-Abgabe', params: { value: 147, unit: 'EUR/cbm' } }),
    rule({ kind: 'DENSITY', scope: 'PRODUCT', params: { density: 0.85 }, productIds: [products[0]!] }),
    ...terminals.slice(0, 10).map((t) =>
      rule({
        kind: 'PRICE',
        scope: 'TERMINAL',
        groupName: 'Fracht',
        params: { value: 12, unit: 'EUR/cbm' },
        terminalIds: [t],
      }),
    ),
    rule({
      kind: 'PRICE',
      scope: 'ACCOUNT',
      params: { value: -0.5, unit: 'EUR/100L15' },
      accountIds: [BUYER],
      productIds: products,
      terminalIds: terminals.slice(0, 5),
    }),
    rule({ kind: 'ICE_LIVE_PREMIUM', scope: 'NETWORK', params: { value: 2.5 }, terminalIds: terminals.slice(0, 3) }),
    rule({ kind: 'ICE_EXPIRY', scope: 'GLOBAL', params: { date: '2026-11-12', time: '18:00', direction: 'FORWARD' } }),
    rule({ kind: 'MIN_PRICE_FIXED', scope: 'GLOBAL', params: { price: 40 } }),
  ];
}

function quotesAt(now: Date, drift: number): QuoteMap {
  const ts = now.toISOString();
  const q: QuoteMap = {
    'FX/EURUSD': { price: 1.08 + drift / 10_000, timestamp: ts },
    'FX/EURCHF': { price: 0.94, timestamp: ts },
  };
  ['ICE/GAS', 'ICE/GAS1', 'ICE/GAS2', 'ICE/GAS3', 'ICE/GAS4', 'ICE/GAS5', 'ICE/GAS6'].forEach(
    (s, i) => (q[s] = { price: 700 + i * 3 + drift, timestamp: ts }),
  );
  return q;
}

function pureEngine() {
  const products = [1, 2, 3, 4];
  const terminals = Array.from({ length: 25 }, (_, i) => i + 1);
  const rules = rulesOf(products, terminals);
  const now = new Date();
  const offers = Array.from({ length: OFFERS }, (_, i) => ({
    id: i + 1,
    productId: pick(products),
    terminalId: pick(terminals),
    live: liveParams(),
  }));
  const resolveTimes: number[] = [];
  const tickTimes: number[] = [];
  let checksum = 0;
  for (let run = 0; run < RUNS; run++) {
    const t0 = performance.now();
    const recipes = offers.map((offer) =>
      resolveLivePricing({
        offer,
        sellerAccountId: 1,
        buyerAccountId: BUYER,
        priceType: 'FIXED',
        rules,
        productDensity: 0.845,
        productCategory: 'HEIZOEL',
        currency: 'EUR',
        now,
      }),
    );
    resolveTimes.push(performance.now() - t0);
    const perTick: number[] = [];
    for (let tick = 0; tick < TICKS; tick++) {
      const quotes = quotesAt(now, tick * 0.25);
      const s = performance.now();
      for (const recipe of recipes) {
        const r = priceFromMarket(recipe, quotes, now, { explain: false });
        if (r.ok) checksum += r.pricePer100lE4 & 1;
      }
      perTick.push(performance.now() - s);
    }
    tickTimes.push(median(perTick));
  }
  return { resolveMs: median(resolveTimes), tickMs: median(tickTimes), checksum };
}

async function throughApi() {
  const database = await openDatabase({});
  await database.migrate();
  const now = new Date();
  await seedDemoData(database.db, { brand: 'A', now });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PRICE_FEED: 'none' });
  const app = await buildApp({ config, database });
  try {
    await syncPlatformSettings(app.db, app.platform);
    await app.ready();
    const db = app.db;
    await db.execute(
      sql`insert into accounts (type, name, platform, vat_id) select 'seller', 'Bench Verkäufer ' || g, 'A', 'DE' || (100000000 + g) from generate_series(1, ${SELLERS}::int) g`,
    );
    const buyer = sql`(select id from accounts where name = 'Heizöl Schmidt GmbH & Co. KG')`;
    await db.execute(sql`
      insert into relationships (buyer_account_id, seller_account_id, buyer_status, seller_status, credit_limit_minor, payment_term_id)
      select ${buyer}, a.id, 'ENABLED', 'ENABLED', 100000000, (select id from payment_terms order by credit_days limit 1)
        from accounts a where a.name like 'Bench Verkäufer %'`);
    await db.execute(sql`
      insert into relationship_terminals (relationship_id, terminal_id)
      select r.id, t.id from relationships r join accounts a on a.id = r.seller_account_id cross join terminals t where a.name like 'Bench Verkäufer %'`);
    await db.execute(sql`
      insert into relationship_products (relationship_id, product_id, credit_days)
      select r.id, p.id, 14 from relationships r join accounts a on a.id = r.seller_account_id cross join products p
       where a.name like 'Bench Verkäufer %' and p.type = 'fuel'`);
    // Each bench seller gets the demo seller's rule set (duties, CO2 levy, density, freight group).
    await db.execute(sql`
      insert into pricing_rules (seller_account_id, kind, scope, group_name, params, account_ids, product_ids, terminal_ids, duplicate_key)
      select a.id, r.kind, r.scope, r.group_name, r.params, r.account_ids, r.product_ids, r.terminal_ids, r.duplicate_key
        from accounts a cross join pricing_rules r
       where a.name like 'Bench Verkäufer %' and r.seller_account_id = (select id from accounts where name = 'Hanseatische Mineralöl Handels GmbH')`);
    await db.execute(sql`
      with p as (select array_agg(id order by id) ids from products where type = 'fuel'),
           t as (select array_agg(id order by id) ids from terminals)
      insert into offers (seller_account_id, product_id, terminal_id, status, pricing_type, price_input_unit, price_per_100l_e4, live_pricing,
                          total_litres, min_order_litres, max_order_litres, start_date, end_date, daily_start_time, daily_end_time, lifting_period_id)
      select a.id, p.ids[1 + floor(random() * 4)::int], t.ids[1 + floor(random() * array_length(t.ids, 1))::int], 'ACTIVE', 'LIVE', 'EUR_100L15', null,
             jsonb_build_object('futureMonth', 'M0' || floor(random() * 7)::int, 'fxMode', 'LIVE', 'fxRate', null,
                                'surcharge', round((random() * 300)::numeric, 2), 'surchargeUnit', 'EUR_CBM', 'density', 0.835,
                                'minPriceEnabled', false, 'maxPriceFall', null, 'minPriceFloorE4', null, 'minPriceUpdatedAt', null),
             1000000, 5000, 50000, current_date - 1, current_date + 30, '00:00', '23:59', (select id from lifting_periods where code = 'TAGE_7')
        from accounts a cross join generate_series(1, ${OFFERS / SELLERS}::int) g cross join p cross join t
       where a.name like 'Bench Verkäufer %'`);
    await db.execute(sql`analyze`);

    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'kaeufer', password: 'Demo!2026' },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    const get = () => app.inject({ method: 'GET', url: '/api/v2/offers', cookies });

    const feed = () =>
      app.marketData.recordTicks(
        Object.entries(quotesAt(new Date(), rng())).map(([symbol, q]) => ({ symbol, price: q.price })),
        'SIMULATOR',
        null,
      );
    await feed();
    const probe = await get();
    if (probe.statusCode !== 200) throw new Error(`GET /api/v2/offers: ${probe.statusCode} ${probe.body}`);
    const body = probe.json() as { offers: Array<{ pricingType: string }>; marketData: { hiddenLiveOffers: number } };
    const live = body.offers.filter((o) => o.pricingType === 'LIVE').length;
    if (live < OFFERS)
      throw new Error(
        `expected ${OFFERS} live offers in the answer, got ${live} (hidden ${body.marketData.hiddenLiveOffers})`,
      );
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        await feed(); // every request sees new quotes, as after a tick
        const s = performance.now();
        const res = await get();
        times.push(performance.now() - s);
        if (res.statusCode !== 200) throw new Error(`GET /api/v2/offers: ${res.statusCode}`);
      }
      runs.push(median(times));
    }
    return { offersInAnswer: body.offers.length, bytes: probe.body.length, ms: median(runs) };
  } finally {
    await app.close();
    await database.close();
  }
}

const pure = pureEngine();
console.log(`Pure engine, ${OFFERS} live offers for one buyer, ${TICKS} ticks per run, median of ${RUNS} runs`);
console.log('| step | median ms |\n|---|---|');
console.log(`| resolve ${OFFERS} recipes (resolveLivePricing, once per market request) | ${fmt(pure.resolveMs, 1)} |`);
console.log(`| price ${OFFERS} recipes per tick (priceFromMarket, explain off) | ${fmt(pure.tickMs, 2)} |`);

const api = await throughApi();
console.log(
  `\nGET /api/v2/offers on PGlite (in process, app.inject), ${SELLERS} sellers x ${OFFERS / SELLERS} live offers, new quotes before each request, ${REQUESTS} requests per run, median of ${RUNS} runs`,
);
console.log('| call | offers in answer | answer size | median ms |\n|---|---|---|---|');
console.log(
  `| GET /api/v2/offers (kaeufer) | ${api.offersInAnswer} | ${fmt(api.bytes / 1024 / 1024, 2)} MB | ${fmt(api.ms, 1)} |`,
);
