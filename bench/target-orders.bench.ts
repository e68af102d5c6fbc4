// Target-price orders (issue 29 part 5, decision 072) on PostgreSQL, in this process (scratch database,
// migrated and demo-seeded, the real app built on it, no price feed): TARGETS active target orders of
// BUYERS bench buyers connected to the first demo seller, which has OFFERS open fixed-price offers of
// heating oil at random terminals. The targets sit below the market, so a run evaluates without filling.
// 1. One matcher run (matchTargetOrders: read the active targets, price each buyer's market once, pick
//    fills): RUNS runs, p50 and p99. References in the same run: the active-target query alone, and one
//    buyer's market (buyerMarketPrices) alone, the unit a run repeats per buyer.
// 2. Tick to committed order: one target raised to the market; the time from the run's start to its
//    committed order (placement included), RUNS times.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemoData } from '../apps/server/src/db/seed/demo-seed';
import { syncPlatformSettings } from '../apps/server/src/plugins/platform';
import { findMatchableTargets } from '../apps/server/src/features/target-orders/target-orders.repository';
import { matchTargetOrders } from '../apps/server/src/features/target-orders/target-orders.matcher';
import { buyerMarketPrices } from '../apps/server/src/features/market/market.service';
import type {} from '../apps/server/src/features/target-orders/target-orders.runner';
import { fmt, insertBenchBuyers, median, percentile, RUNS, scratchDatabase, withClient } from './support';

const TARGETS = Number(process.env.TARGETS ?? 10_000);
const OFFERS = Number(process.env.OFFERS ?? 5_000);
const BUYERS = Number(process.env.BUYERS ?? 100);
const runs = Math.max(RUNS, 5);

const timeIt = async (f: () => Promise<unknown>) => {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
};
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${fmt(median(s))} ms, p99 ${fmt(percentile(s, 99))} ms (${s.length} runs)`;
};

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
      await c.query(
        `insert into offers (seller_account_id, product_id, terminal_id, status, pricing_type, price_input_unit, price_per_100l_e4,
                             total_litres, min_order_litres, max_order_litres, start_date, end_date, daily_start_time, daily_end_time, lifting_period_id)
         select $1, (select id from products where code = 'HEL-SCHWEFELARM'),
                (select id from terminals where active order by id offset (g % (select count(*) from terminals where active)) limit 1),
                'ACTIVE', 'FIXED', 'EUR_100L15', 900000 + (g % 500) * 100, 100000000, 1000, 100000,
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
    await matchTargetOrders(deps); // warm-up: JIT, pools, market snapshots

    console.log(`1. ${TARGETS} active target orders of ${BUYERS} buyers, ${OFFERS} offers; one matcher run`);
    const run: number[] = [];
    const query: number[] = [];
    const oneMarket: number[] = [];
    for (let i = 0; i < runs; i++) {
      run.push(await timeIt(() => matchTargetOrders(deps)));
      query.push(await timeIt(() => findMatchableTargets(app.db, new Date())));
      oneMarket.push(await timeIt(() => buyerMarketPrices(deps, buyerIds[i % buyerIds.length]!)));
    }
    console.log(`| measure | time |\n|---|---|`);
    console.log(`| matcher run (all targets) | ${stats(run)} |`);
    console.log(`| reference: the active-target query alone | ${stats(query)} |`);
    console.log(`| reference: one buyer's market (buyerMarketPrices) | ${stats(oneMarket)} |`);

    console.log(`\n2. tick to committed order: one target raised to the market, the run that places it`);
    const fill: number[] = [];
    for (let i = 0; i < runs; i++) {
      await app.db.execute(sql`
        update target_orders set target_price_e4 = 2000000
         where id = (select id from target_orders where status = 'ACTIVE' and target_price_e4 < 2000000 order by id limit 1)`);
      fill.push(await timeIt(() => matchTargetOrders(deps)));
    }
    const placed = await app.db.execute(sql`select count(*)::int as n from target_order_fills`);
    console.log(
      `| run with one fill | ${stats(fill)} | fills: ${(placed as unknown as { rows: Array<{ n: number }> }).rows[0]!.n} |`,
    );
  } finally {
    await app.close();
    await database.close();
  }
} finally {
  await scratch.drop();
}
