// Target-price orders (issue 29 part 5, decision 073) on PostgreSQL, in this process (scratch database,
// migrated and demo-seeded, the real app built on it, quotes recorded by the bench): TARGETS active
// target orders of BUYERS bench buyers connected to the first demo seller, which has OFFERS open offers
// of heating oil spread over the active terminals, half fixed-price (far above the market), half live
// (priced from the recorded quotes, opted in to automatic execution). The targets sit below every price,
// so a run evaluates without filling.
// 1. Evaluation per tick: a tick is recorded (new quotes), then one matcher run over the live offers
//    with the process's screen (as the job runs it), TICKS times. Beside it in the same loop: a run after
//    the market changed (the screen reloads its offers and index), and the references: the active-target
//    query alone and one buyer's market (buyerMarketPrices) alone, the unit the old design repeated per buyer.
// 2. Tick to committed order: one target is set between the live price at its terminal before and after
//    a falling tick; the tick is recorded and the run it triggers places the order (placement included).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemoData } from '../apps/server/src/db/seed/demo-seed';
import { syncPlatformSettings } from '../apps/server/src/plugins/platform';
import { findMatchableTargets } from '../apps/server/src/features/target-orders/target-orders.repository';
import { matchTargetOrders } from '../apps/server/src/features/target-orders/target-orders.matcher';
import { TargetScreen } from '../apps/server/src/features/target-orders/target-orders.screen';
import { buyerMarketPrices } from '../apps/server/src/features/market/market.service';
import type {} from '../apps/server/src/features/target-orders/target-orders.runner';
import type {} from '../apps/server/src/plugins/market-data';
import { fmt, insertBenchBuyers, median, percentile, RUNS, scratchDatabase, withClient } from './support';

const TARGETS = Number(process.env.TARGETS ?? 10_000);
const OFFERS = Number(process.env.OFFERS ?? 5_000);
const BUYERS = Number(process.env.BUYERS ?? 100);
const TICKS = Number(process.env.TICKS ?? 100);
const runs = Math.max(RUNS, 5);

const timeIt = async (f: () => Promise<unknown>) => {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
};
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${fmt(median(s))} | ${fmt(percentile(s, 99))} | ${s.length}`;
};
/** ICE gasoil months and the FX the live recipes read; `level` moves the gasoil price (USD/t). */
const quotes = (level: number) => [
  { symbol: 'FX/EURUSD', price: 1.08 },
  { symbol: 'FX/EURCHF', price: 0.94 },
  ...['ICE/GAS', 'ICE/GAS1', 'ICE/GAS2', 'ICE/GAS3', 'ICE/GAS4', 'ICE/GAS5', 'ICE/GAS6'].map((symbol, i) => ({
    symbol,
    price: level + i * 3,
  })),
];

const scratch = await scratchDatabase('fuel_bench_targets');
try {
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 10 });
  await database.migrate();
  await seedDemoData(database.db, { brand: 'A', now: new Date() });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PRICE_FEED: 'none', DATABASE_URL: scratch.url });
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    await syncPlatformSettings(app.db, app.platform, new Date());
    const buyerIds = await withClient(scratch.url, async (c) => {
      const seller = (await c.query(`select id from accounts where name = 'Hanseatische Mineralöl Handels GmbH'`))
        .rows[0].id as number;
      await c.query(`update offers set status = 'PAUSED' where seller_account_id = $1`, [seller]);
      // Half fixed far above the market, half live (every other row), opted in to automatic execution.
      await c.query(
        `insert into offers (seller_account_id, product_id, terminal_id, status, pricing_type, price_input_unit, price_per_100l_e4,
                             live_pricing, auto_execution, total_litres, min_order_litres, max_order_litres, start_date, end_date,
                             daily_start_time, daily_end_time, lifting_period_id)
         select $1, (select id from products where code = 'HEL-SCHWEFELARM'),
                (select id from terminals where active order by id offset ((g / 2) % (select count(*) from terminals where active)) limit 1),
                'ACTIVE', case when g % 2 = 0 then 'FIXED' else 'LIVE' end::pricing_type, 'EUR_100L15',
                case when g % 2 = 0 then 2000000 + (g % 500) * 100 end,
                case when g % 2 = 1 then jsonb_build_object('futureMonth', 'M01', 'fxMode', 'LIVE', 'fxRate', null,
                  'surcharge', 10 + (g % 300), 'surchargeUnit', 'EUR_CBM', 'density', 0.835, 'minPriceEnabled', false,
                  'maxPriceFall', null, 'minPriceFloorE4', null, 'minPriceUpdatedAt', null) end,
                true, 100000000, 1000, 100000,
                current_date - 1, current_date + 30, '00:00', '23:59', (select id from lifting_periods order by sort limit 1)
           from generate_series(1, $2::int) g`,
        [seller, OFFERS],
      );
      const ids = await insertBenchBuyers(c, seller, BUYERS);
      await c.query(
        `insert into target_orders (buyer_account_id, user_id, product_id, terminal_ids, litres, target_price_e4, valid_until)
         select a.id, u.id, (select id from products where code = 'HEL-SCHWEFELARM'),
                array[(select id from terminals where active order by id offset (g % (select count(*) from terminals where active)) limit 1)],
                10000, 500000 + (g % 1000) * 100, now() + interval '7 days'
           from generate_series(1, $1::int) g
           join accounts a on a.id = ($2::int[])[1 + (g % $3::int)]
           join users u on u.account_id = a.id`,
        [TARGETS, ids, ids.length],
      );
      await c.query('analyze');
      return ids;
    });
    const deps = app.targetOrderMatching.deps;
    const screen = new TargetScreen();
    let level = 700;
    const tick = (to: number) => app.marketData.recordTicks(quotes(to), 'SIMULATOR', null);
    await tick(level);
    await matchTargetOrders(deps, { screen }); // warm-up: JIT, pools, the screen's first load

    console.log(`1. ${TARGETS} active target orders of ${BUYERS} buyers, ${OFFERS} offers (half live)`);
    const perTick: number[] = [];
    for (let i = 0; i < TICKS; i++) {
      level += i % 2 === 0 ? 0.5 : -0.25;
      await tick(level);
      perTick.push(await timeIt(() => matchTargetOrders(deps, { screen, scope: 'live' })));
    }
    const reload: number[] = [];
    const query: number[] = [];
    const oneMarket: number[] = [];
    for (let i = 0; i < runs; i++) {
      // An offer change moves the market read model's version: the next run reloads and screens every offer.
      await app.db.execute(sql`update offers set version = version + 1 where id = (select max(id) from offers)`);
      reload.push(await timeIt(() => matchTargetOrders(deps, { screen, scope: 'all' })));
      query.push(await timeIt(() => findMatchableTargets(app.db, new Date())));
      oneMarket.push(await timeIt(() => buyerMarketPrices(deps, buyerIds[i % buyerIds.length]!)));
    }
    console.log(`| measure | p50 ms | p99 ms | runs |\n|---|---|---|---|`);
    console.log(`| evaluation per tick (live offers, screen kept) | ${stats(perTick)} |`);
    console.log(`| a run after an offer change (screen reloads, every offer) | ${stats(reload)} |`);
    console.log(`| reference: the active-target query alone | ${stats(query)} |`);
    console.log(`| reference: one buyer's market (buyerMarketPrices) | ${stats(oneMarket)} |`);

    console.log(`\n2. tick to committed order: a target between the live price before and after a falling tick`);
    const fill: number[] = [];
    for (let i = 0; i < Math.max(runs, 20); i++) {
      const target = (
        await withClient(scratch.url, (c) =>
          c.query(`select id, buyer_account_id, terminal_ids[1] as terminal from target_orders
                  where status = 'ACTIVE' order by id offset ${i * 7} limit 1`),
        )
      ).rows[0] as { id: number; buyer_account_id: number; terminal: number };
      const lowest = async () =>
        Math.min(
          ...(await buyerMarketPrices(deps, target.buyer_account_id))
            .filter((p) => p.terminalId === target.terminal)
            .map((p) => p.priceE4),
        );
      const high = await lowest();
      await tick(level - 60);
      const low = await lowest();
      await tick(level);
      await app.db.execute(
        sql`update target_orders set target_price_e4 = ${Math.floor((high + low) / 2)} where id = ${target.id}`,
      );
      await matchTargetOrders(deps, { screen }); // the edit reloads the index; nothing reaches it yet
      fill.push(
        await timeIt(async () => {
          await tick(level - 60);
          const outcome = await matchTargetOrders(deps, { screen, scope: 'live' });
          if (outcome.filled !== 1) throw new Error(`expected one fill, got ${JSON.stringify(outcome)}`);
        }),
      );
      await tick(level);
    }
    console.log(`| measure | p50 ms | p99 ms | runs |\n|---|---|---|---|`);
    console.log(`| tick recorded to order committed | ${stats(fill)} |`);
  } finally {
    await app.close();
    await database.close();
  }
} finally {
  await scratch.drop();
}
