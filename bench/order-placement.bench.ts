// Order placement (POST /api/orders) on PostgreSQL at 16 and 64 concurrent clients, beside pgbench's
// tpcb-like run with the same client count on a scratch database of the same server.
// The marketplace server runs as its own process on a scratch database (migrated, demo-seeded); 64
// bench buyers (one per client) get ENABLED relationships with the first demo seller and credit limits
// far above what the run can use, and that seller one big offer open around the clock. Each client
// loops for DURATION s: POST /api/orders with one item of 1 cbm and a fresh idempotency key (placement
// takes items directly; no reservation needed). RUNS runs per client count, median reported.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fmt, JSON_HEADERS, login, median, percentile, RUNS, scratchDatabase, startServer, withClient } from './support';

const CLIENT_COUNTS = (process.env.CLIENTS ?? '16,64').split(',').map(Number);
const DURATION = Number(process.env.DURATION ?? 10);
const BUYERS = Math.max(...CLIENT_COUNTS);
const PORT = 3322;

type Run = { ordersPerSecond: number; p50: number; p99: number; refused: Record<string, number> };

async function drive(base: string, cookies: string[], offerId: number, clients: number): Promise<Run> {
  const latencies: number[] = [];
  const refused: Record<string, number> = {};
  const end = Date.now() + DURATION * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const headers = { ...JSON_HEADERS, cookie: cookies[i]! };
      while (Date.now() < end) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/orders`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            items: [{ offerId, quantityCbm: 1 }],
            confirmTerms: true,
            confirmBookingChecked: true,
            idempotencyKey: randomUUID(),
          }),
        });
        const body = (await res.json()) as { error?: { code: string } };
        if (res.ok) latencies.push(performance.now() - t0);
        else refused[body.error?.code ?? String(res.status)] = (refused[body.error?.code ?? String(res.status)] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return { ordersPerSecond: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), refused };
}

function pgbench(url: string, clients: number): number {
  const out = execFileSync('pgbench', ['-c', String(clients), '-j', '2', '-T', String(DURATION), '-n', url], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const match = /tps = ([\d.]+)/.exec(out);
  if (!match) throw new Error(`pgbench output not understood:\n${out}`);
  return Number(match[1]);
}

const db = await scratchDatabase('fuel_bench_orders');
const scratch = await scratchDatabase('fuel_bench_pgbench');
try {
  execFileSync('pgbench', ['-i', '-s', '10', '-q', scratch.url], { stdio: 'ignore' });
  const server = await startServer(PORT, { DATABASE_URL: db.url });
  try {
    const offerId = await withClient(db.url, async (c) => {
      const seller = (await c.query(`select id from accounts where name = 'Hanseatische Mineralöl Handels GmbH'`)).rows[0].id as number;
      await c.query(`insert into accounts (type, name, platform) select 'buyer', 'Bench Käufer ' || g, 'A' from generate_series(1, $1::int) g`, [BUYERS]);
      await c.query(`
        insert into users (account_id, username, email, password_hash, salutation, first_name, last_name, roles, is_admin, country, gtc_accepted_at)
        select a.id, 'bench-kaeufer-' || substr(a.name, 14), 'bench-kaeufer-' || substr(a.name, 14) || '@bench.invalid',
               k.password_hash, k.salutation, k.first_name, k.last_name, k.roles, k.is_admin, k.country, now()
          from accounts a cross join (select * from users where username = 'kaeufer') k
         where a.name like 'Bench Käufer %'`);
      await c.query(
        `insert into relationships (buyer_account_id, seller_account_id, buyer_status, seller_status, credit_limit_minor, payment_term_id)
         select a.id, $1, 'ENABLED', 'ENABLED', 10000000000000, (select id from payment_terms order by credit_days limit 1)
           from accounts a where a.name like 'Bench Käufer %'`,
        [seller],
      );
      await c.query(`insert into relationship_terminals (relationship_id, terminal_id)
                     select r.id, t.id from relationships r join accounts a on a.id = r.buyer_account_id cross join terminals t
                      where a.name like 'Bench Käufer %'`);
      await c.query(`insert into relationship_products (relationship_id, product_id, credit_days)
                     select r.id, p.id, 14 from relationships r join accounts a on a.id = r.buyer_account_id cross join products p
                      where a.name like 'Bench Käufer %' and p.type = 'fuel'`);
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
    if (warm.ordersPerSecond === 0) throw new Error(`no order went through: ${JSON.stringify(warm.refused)}`);

    console.log(`${DURATION} s per run, median of ${RUNS} runs; pgbench -c N -j 2 -T ${DURATION} (tpcb-like, scale 10)`);
    console.log('| clients | orders/s | p50 ms | p99 ms | refused | pgbench tps | orders/s ÷ tps |\n|---|---|---|---|---|---|---|');
    for (const clients of CLIENT_COUNTS) {
      const runs: Run[] = [];
      const tps: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await drive(server.base, cookies, offerId, clients));
        tps.push(pgbench(scratch.url, clients));
      }
      const ops = median(runs.map((r) => r.ordersPerSecond));
      const refused = runs.reduce((n, r) => n + Object.values(r.refused).reduce((a, b) => a + b, 0), 0);
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
