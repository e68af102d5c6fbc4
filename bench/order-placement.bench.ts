// Order placement (POST /api/orders) on PostgreSQL at 16 clients, in two shapes: orders spread over
// 200 offers, and every order on ONE hot offer. Each shape runs beside pgbench's tpcb-like run with the
// same client count (scale 10, a scratch database of the same server), alternating run by run: order
// run, pgbench run, order run, ... RUNS times; medians and their ratio are printed.
// The marketplace server runs as its own process on a scratch database (migrated, demo-seeded); one
// bench buyer per client with an ENABLED relationship to the first demo seller and credit far above
// what the run can use, and 201 offers of that seller open around the clock. Each client loops for
// DURATION s: POST /api/orders with one item of 1 cbm and a fresh idempotency key (placement takes
// items directly; no reservation needed), on a random one of the 200 offers or on the hot one.
// PROFILE=<dir> (a private cluster with pg_stat_statements as BENCH_PG_URL, see bench/README.md): the
// server writes a CPU profile (node --cpu-prof) there, and the statements of the order runs are printed
// per order placed. SHAPES=spread,hot picks the shapes.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  closedLoop,
  fmt,
  insertBenchBuyers,
  JSON_HEADERS,
  login,
  median,
  pgbench,
  pgbenchInit,
  refusedCount,
  PG_URL,
  RUNS,
  scratchDatabase,
  startServer,
  timed,
  withClient,
  type LoadRun,
} from './support';

const CLIENTS = Number(process.env.CLIENTS ?? 16);
const DURATION = Number(process.env.DURATION ?? 10);
const SPREAD = Number(process.env.OFFERS ?? 200);
const PORT = 3322;
/** This issue's bars: orders/s against pgbench tps in the same run. */
const BARS = { spread: 0.25, hot: 0.15 };
const SHAPES = (process.env.SHAPES ?? 'spread,hot').split(',') as Array<'spread' | 'hot'>;
const PROFILE = process.env.PROFILE;

/** Each client as its own buyer, one order of 1 cbm per request on an offer `offerOf` picks. */
const drive = (base: string, cookies: string[], offerOf: () => number, clients: number): Promise<LoadRun> =>
  closedLoop(clients, DURATION, (i) =>
    timed(() =>
      fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, cookie: cookies[i]! },
        body: JSON.stringify({
          items: [{ offerId: offerOf(), quantityCbm: 1 }],
          confirmTerms: true,
          confirmBookingChecked: true,
          idempotencyKey: randomUUID(),
        }),
      }),
    ),
  );

const db = await scratchDatabase('fuel_bench_orders');
const scratch = await scratchDatabase('fuel_bench_pgbench_o');
try {
  pgbenchInit(scratch.url);
  const server = await startServer(
    PORT,
    { DATABASE_URL: db.url },
    { nodeArgs: PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [] },
  );
  try {
    const offerIds = await withClient(db.url, async (c) => {
      const seller = (await c.query(`select id from accounts where name = 'Hanseatische Mineralöl Handels GmbH'`))
        .rows[0].id as number;
      await insertBenchBuyers(c, seller, CLIENTS);
      const offers = await c.query(
        `insert into offers (seller_account_id, product_id, terminal_id, status, pricing_type, price_input_unit, price_per_100l_e4,
                             total_litres, min_order_litres, max_order_litres, start_date, end_date, daily_start_time, daily_end_time, lifting_period_id)
         select $1, (select id from products where code = 'HEL-SCHWEFELARM'), (select id from terminals where code = 'HH-HAR'), 'ACTIVE', 'FIXED',
                'EUR_100L15', 985000, 2000000000, 1000, 50000, current_date - 1, current_date + 30, '00:00', '23:59',
                (select id from lifting_periods where code = 'TAGE_7')
           from generate_series(0, $2::int)
         returning id`,
        [seller, SPREAD],
      );
      await c.query('analyze');
      return (offers.rows as Array<{ id: number }>).map((r) => r.id).sort((a, b) => a - b);
    });
    const hot = offerIds[0]!;
    const spread = offerIds.slice(1);
    const cookies: string[] = [];
    for (let i = 1; i <= CLIENTS; i++) cookies.push(await login(server.base, `bench-kaeufer-${i}`));
    const shapes = {
      spread: () => spread[Math.floor(Math.random() * spread.length)]!,
      hot: () => hot,
    };

    // Warm-up (JIT, connection pool, plan caches); its orders count nowhere.
    const warm = await drive(server.base, cookies, shapes.spread, 4);
    if (warm.perSecond === 0) throw new Error(`no order went through: ${JSON.stringify(warm.refused)}`);

    console.log(
      `${CLIENTS} clients, ${DURATION} s per run, ${RUNS} alternating runs (orders, pgbench, orders, ...), medians; pgbench -c ${CLIENTS} -j 2 (tpcb-like, scale 10); load ${loadAverage()}`,
    );
    console.log(
      '| shape | orders/s | p50 ms | p99 ms | refused | pgbench tps | orders/s ÷ tps | bar | runs (orders/s ÷ tps) |\n|---|---|---|---|---|---|---|---|---|',
    );
    if (PROFILE) await withClient(PG_URL, (c) => c.query('select pg_stat_statements_reset()'));
    const measuredFrom = Date.now();
    let placed = 0;
    for (const shape of SHAPES) {
      const runs: LoadRun[] = [];
      const tps: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await drive(server.base, cookies, shapes[shape], CLIENTS));
        tps.push(pgbench(scratch.url, CLIENTS, DURATION));
      }
      placed += runs.reduce((n, r) => n + r.perSecond * DURATION, 0);
      const ops = median(runs.map((r) => r.perSecond));
      const ratio = ops / median(tps);
      const each = runs.map((r, i) => `${fmt(r.perSecond, 0)}/${fmt(tps[i]!, 0)}`).join(', ');
      console.log(
        `| ${shape === 'spread' ? `${SPREAD} offers` : 'one hot offer'} | ${fmt(ops, 0)} | ${fmt(median(runs.map((r) => r.p50)))} | ${fmt(median(runs.map((r) => r.p99)))} | ${refusedCount(runs)} | ${fmt(median(tps), 0)} | ${fmt(ratio, 3)} | ${ratio >= BARS[shape] ? 'met' : 'MISSED'} (>= ${BARS[shape]}) | ${each} |`,
      );
    }
    console.log(`load after the runs: ${loadAverage()}`);
    if (PROFILE) {
      await printStatements(db.name, placed);
      console.log(
        `\nCPU profile: tsx cpu-profile-summary.ts <${PROFILE}/the larger file> ${((Date.now() - measuredFrom) / 1000).toFixed(0)} ${Math.round(placed)}`,
      );
    }
    // The invariants under load: what each offer sold is exactly what its orders took, and the credit
    // and daily-volume counters (when the schema has them) equal the sums they replace.
    await withClient(db.url, async (c) => {
      const r = (
        await c.query(
          `select count(*)::int as offers, count(*) filter (where o.sold_litres <> coalesce(s.litres, 0))::int as wrong
             from offers o left join (select offer_id, sum(litres) as litres from orders group by offer_id) s on s.offer_id = o.id
            where o.id = any($1)`,
          [offerIds],
        )
      ).rows[0];
      console.log(
        `\n${r.offers} offers: sold_litres equals the sum of their orders ${r.wrong === 0 ? 'on every one (consistent)' : `NOT on ${r.wrong} (INCONSISTENT)`}`,
      );
      const counters = (await c.query(`select to_regclass('order_credit_use') is not null as present`)).rows[0]
        .present as boolean;
      if (counters) {
        const wrong = (await c.query(`select count(*)::int as n from order_counter_drift`)).rows[0].n as number;
        console.log(
          `credit and daily-volume counters: ${wrong === 0 ? 'equal to the sums over orders (consistent)' : `${wrong} rows differ (INCONSISTENT)`}`,
        );
      }
    });
  } finally {
    await server.stop();
  }
} finally {
  await db.drop();
  await scratch.drop();
}

/** The order database's statements of the measured runs (pg_stat_statements), per order placed. */
async function printStatements(database: string, placed: number): Promise<void> {
  const rows = (
    await withClient(PG_URL, (c) =>
      c.query(
        `select calls, total_exec_time + total_plan_time as ms, query from pg_stat_statements
          where dbid = (select oid from pg_database where datname = $1) order by ms desc limit 40`,
        [database],
      ),
    )
  ).rows as Array<{ calls: string; ms: number; query: string }>;
  const total = rows.reduce((n, r) => n + Number(r.ms), 0);
  console.log(`\n${Math.round(placed)} orders placed; top statements (PostgreSQL execution + planning), per order:`);
  console.log('| calls/order | ms/order | mean ms | statement |\n|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${fmt(Number(r.calls) / placed, 2)} | ${fmt(Number(r.ms) / placed, 3)} | ${fmt(Number(r.ms) / Number(r.calls), 3)} | ${r.query.replace(/\s+/g, ' ').slice(0, 140)} |`,
    );
  }
  console.log(`| | ${fmt(total / placed, 3)} | | all of the above |`);
}

function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}
