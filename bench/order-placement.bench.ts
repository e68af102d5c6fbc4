// Order placement (POST /api/orders) on PostgreSQL at 16 and 64 concurrent clients, beside pgbench's
// tpcb-like run with the same client count on a scratch database of the same server.
// The marketplace server runs as its own process on a scratch database (migrated, demo-seeded); 64
// bench buyers (one per client) get ENABLED relationships with the first demo seller and credit limits
// far above what the run can use, and that seller one big offer open around the clock. Each client
// loops for DURATION s: POST /api/orders with one item of 1 cbm and a fresh idempotency key (placement
// takes items directly; no reservation needed). RUNS runs per client count, median reported.
import { randomUUID } from 'node:crypto';
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
  RUNS,
  scratchDatabase,
  startServer,
  timed,
  withClient,
  type LoadRun,
} from './support';

const CLIENT_COUNTS = (process.env.CLIENTS ?? '16,64').split(',').map(Number);
const DURATION = Number(process.env.DURATION ?? 10);
const BUYERS = Math.max(...CLIENT_COUNTS);
const PORT = 3322;

/** Each client as its own buyer, one order of 1 cbm per request. */
const drive = (base: string, cookies: string[], offerId: number, clients: number): Promise<LoadRun> =>
  closedLoop(clients, DURATION, (i) =>
    timed(() =>
      fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, cookie: cookies[i]! },
        body: JSON.stringify({ items: [{ offerId, quantityCbm: 1 }], confirmTerms: true, confirmBookingChecked: true, idempotencyKey: randomUUID() }),
      }),
    ),
  );

const db = await scratchDatabase('fuel_bench_orders');
const scratch = await scratchDatabase('fuel_bench_pgbench');
try {
  pgbenchInit(scratch.url);
  const server = await startServer(PORT, { DATABASE_URL: db.url });
  try {
    const offerId = await withClient(db.url, async (c) => {
      const seller = (await c.query(`select id from accounts where name = 'Hanseatische Mineralöl Handels GmbH'`)).rows[0].id as number;
      await insertBenchBuyers(c, seller, BUYERS);
      const offer = await c.query(
        `insert into offers (seller_account_id, product_id, terminal_id, status, pricing_type, price_input_unit, price_per_100l_e4,
                             total_litres, min_order_litres, max_order_litres, start_date, end_date, daily_start_time, daily_end_time, lifting_period_id)
         values ($1, (select id from products where code = 'HEL-SCHWEFELARM'), (select id from terminals where code = 'HH-HAR'), 'ACTIVE', 'FIXED',
                 'EUR_100L15', 985000, 2000000000, 1000, 50000, current_date - 1, current_date + 30, '00:00', '23:59',
                 (select id from lifting_periods where code = 'TAGE_7'))
         returning id`,
        [seller],
      );
      await c.query('analyze');
      return offer.rows[0].id as number;
    });
    const cookies: string[] = [];
    for (let i = 1; i <= BUYERS; i++) cookies.push(await login(server.base, `bench-kaeufer-${i}`));

    // Warm-up (JIT, connection pool, plan caches); its orders count nowhere.
    const warm = await drive(server.base, cookies, offerId, 4);
    if (warm.perSecond === 0) throw new Error(`no order went through: ${JSON.stringify(warm.refused)}`);

    console.log(`${DURATION} s per run, median of ${RUNS} runs; pgbench -c N -j 2 -T ${DURATION} (tpcb-like, scale 10)`);
    console.log('| clients | orders/s | p50 ms | p99 ms | refused | pgbench tps | orders/s ÷ tps |\n|---|---|---|---|---|---|---|');
    for (const clients of CLIENT_COUNTS) {
      const runs: LoadRun[] = [];
      const tps: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await drive(server.base, cookies, offerId, clients));
        tps.push(pgbench(scratch.url, clients, DURATION));
      }
      const ops = median(runs.map((r) => r.perSecond));
      const refused = refusedCount(runs);
      console.log(
        `| ${clients} | ${fmt(ops, 0)} | ${fmt(median(runs.map((r) => r.p50)))} | ${fmt(median(runs.map((r) => r.p99)))} | ${refused} | ${fmt(median(tps), 0)} | ${fmt(ops / median(tps), 3)} |`,
      );
    }
    // The invariant under load: what the offer sold is exactly what its orders took.
    await withClient(db.url, async (c) => {
      const r = (await c.query(`select o.sold_litres, (select coalesce(sum(litres), 0) from orders where offer_id = o.id)::int as ordered from offers o where o.id = $1`, [offerId])).rows[0];
      console.log(`\noffer sold_litres ${r.sold_litres}, sum of its orders ${r.ordered}: ${Number(r.sold_litres) === Number(r.ordered) ? 'consistent' : 'INCONSISTENT'}`);
    });
  } finally {
    await server.stop();
  }
} finally {
  await db.drop();
  await scratch.drop();
}
