// The statistics over 1,000,000 generated orders on PostgreSQL, seller with 100,000 (issue 16 part 5,
// decision 041): for each quick range (Tag, Woche, Monat, Alle) of both stat types, p95 of
//   - GET /api/orders/orderStats     the whole call (answer and filter options),
//   - the same SQL alone             the statements the call runs, captured from the service with
//                                    drizzle's logger and replayed with a plain pg client,
//   - the orders alone               the same figures summed straight from `orders` (the history index,
//                                    index-only), what the aggregates save,
// alternating the three in each run (RUNS runs, median of the run p95s). Then GET /api/dashboard/figures,
// the cost the trigger adds to writing an order (single-row inserts with and without it), and the drift
// check: the aggregates still equal the orders after the bulk insert and the inserts.
import pg from 'pg';
import { OrderStatsQuerySchema } from '@fuel/domain/contracts/statistics';
import { resolvePeriod, reportInstants, dayOf } from '@fuel/domain/statistics/periods';
import type { AuthContext } from '../apps/server/src/plugins/authorization';
import { getOrderStats, type StatisticsDeps } from '../apps/server/src/features/statistics/statistics.service';
import { generateHistory } from './history-data';
import { fmt, login, median, RUNS, scratchDatabase, startServer } from './support';
import {
  capture as captureStatements,
  explain as explainStatements,
  loadavg,
  p50,
  p95,
  replay as replayStatements,
  timedGet,
  type Statement,
} from './statements';

const TOTAL = Number(process.env.ORDERS ?? 1_000_000);
const REQUESTS = Number(process.env.REQUESTS ?? 40);
const INSERTS = Number(process.env.INSERTS ?? 1000);
const PORT = 3324;

const db = await scratchDatabase('fuel_bench_stats');
try {
  const server = await startServer(PORT, { DATABASE_URL: db.url, PRICE_FEED: 'none' });
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  const sqlClient = new pg.Client({ connectionString: db.url });
  try {
    const setup = await generateHistory(db.url, TOTAL);
    console.log(
      `generated ${setup.total} orders (${setup.mine} of the measured seller) in ${fmt(setup.seconds)} s, aggregates kept by the trigger; load ${await loadavg()}`,
    );
    await sqlClient.connect();
    await sqlClient.query('vacuum analyze order_stats_daily');
    await sqlClient.query('vacuum analyze order_stats_monthly');
    await sqlClient.query('vacuum analyze order_stats_totals');
    const sizes = (
      await sqlClient.query(
        `select (select count(*) from order_stats_daily where seller_account_id = $1)::int daily,
                (select count(*) from order_stats_monthly where seller_account_id = $1)::int monthly,
                (select count(*) from order_stats_totals where seller_account_id = $1)::int totals,
                (select count(*) from order_stats_daily)::int all_daily, (select count(*) from order_stats_monthly)::int all_monthly,
                (select count(*) from order_stats_totals)::int all_totals`,
        [setup.seller],
      )
    ).rows[0];
    console.log(
      `aggregate rows: daily ${sizes.all_daily} (seller ${sizes.daily}), monthly ${sizes.all_monthly} (seller ${sizes.monthly}), totals ${sizes.all_totals} (seller ${sizes.totals})`,
    );

    const cookie = await login(server.base, 'verkaeufer');
    const auth = { accountType: 'seller', accountId: setup.seller, userId: 0, roles: [] } as unknown as AuthContext;
    const serverNow = new Date();

    /** The statements one call runs, captured through drizzle's logger (they run once, for real). */
    const capture = (qs: string): Promise<Statement[]> =>
      captureStatements(pool, (captureDb) => {
        const deps = {
          db: captureDb,
          now: () => serverNow,
          platform: { features: { STATISTIC_SELLER_RANKING: true } },
        } as unknown as StatisticsDeps;
        return getOrderStats(deps, auth, OrderStatsQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs))));
      });

    /** The same figures straight from orders: the ranking or product volume of the period, and the options. */
    const fromOrders = (qs: string): Statement[] => {
      const q = OrderStatsQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
      const period = resolvePeriod({ dateRange: q.dateRangeSelected, days: q.dayQuery }, dayOf(serverNow));
      const range = period ? reportInstants(period) : { start: new Date('2000-01-01'), end: new Date('2100-01-01') };
      const where = `seller_account_id = $1 and status not in ('DECLINED', 'DELETED') and created_at between $2 and $3`;
      const values = [setup.seller, range.start, range.end];
      const figures =
        q.statType === 'ACCOUNT_RANKING'
          ? `select buyer_account_id, count(*), sum(litres) from orders where ${where} group by 1`
          : `select date_trunc('day', created_at at time zone 'Europe/Berlin') b, product_id, sum(litres) from orders where ${where} group by 1, 2`;
      const options = `select array_agg(distinct product_id), array_agg(distinct terminal_id), array_agg(distinct delivery_address_id), array_agg(distinct buyer_account_id)
                         from orders where seller_account_id = $1 and status not in ('DECLINED', 'DELETED')`;
      return [
        { text: figures, values },
        { text: options, values: [setup.seller] },
      ];
    };

    const call = timedGet(server.base, cookie);
    const replay = (statements: Statement[]) => replayStatements(sqlClient, statements);
    const explain = (label: string, statements: Statement[]) =>
      explainStatements(sqlClient, label, statements, /Scan|Aggregate|Sort|Heap Fetches|Execution/, 10);

    const ranges: Array<[string, string]> = [
      ['Tag', '&dayQuery=1'],
      ['Woche', '&dayQuery=7'],
      ['Monat', '&dayQuery=30'],
      ['Alle', ''],
    ];
    const cases = [
      ...ranges.map(([label, qs]): [string, string] => [`ACCOUNT_RANKING, ${label}`, `statType=ACCOUNT_RANKING${qs}`]),
      [
        `ACCOUNT_RANKING, Alle, product ${setup.product}`,
        `statType=ACCOUNT_RANKING&productSelected=${setup.product}`,
      ] as [string, string],
      ...ranges.map(([label, qs]): [string, string] => [`PRODUCT_VOLUME, ${label}`, `statType=PRODUCT_VOLUME${qs}`]),
    ];

    console.log(
      `\n${REQUESTS} sequential calls per measure and run, ${RUNS} alternating runs, median of the run p95s; load before: ${await loadavg()}\n`,
    );
    console.log(
      '| query (seller with 100,000 of 1,000,000 orders) | orders counted | call p50 / p95 ms | SQL alone p50 / p95 ms | call ÷ SQL (p95) | statements | from orders alone p50 / p95 ms |\n|---|---|---|---|---|---|---|',
    );
    for (const [label, qs] of cases) {
      const path = `/api/orders/orderStats?${qs}`;
      const statements = await capture(qs);
      const naive = fromOrders(qs);
      if (process.env.EXPLAIN) await explain(label, [...statements, ...naive]);
      for (let i = 0; i < 3; i++) {
        await call(path);
        await replay(statements);
        await replay(naive);
      }
      const runs = {
        call: [] as number[],
        call50: [] as number[],
        sql: [] as number[],
        sql50: [] as number[],
        naive: [] as number[],
        naive50: [] as number[],
      };
      let counted = 0;
      for (let run = 0; run < RUNS; run++) {
        const c: number[] = [];
        const s: number[] = [];
        const n: number[] = [];
        for (let i = 0; i < REQUESTS; i++) {
          const r = await call(path);
          c.push(r.ms);
          counted = JSON.parse(r.body).data.orderStats.total.orders;
          s.push(await replay(statements));
          n.push(await replay(naive));
        }
        runs.call.push(p95(c));
        runs.call50.push(p50(c));
        runs.sql.push(p95(s));
        runs.sql50.push(p50(s));
        runs.naive.push(p95(n));
        runs.naive50.push(p50(n));
      }
      console.log(
        `| ${label} | ${counted} | ${fmt(median(runs.call50))} / **${fmt(median(runs.call))}** | ${fmt(median(runs.sql50))} / ${fmt(median(runs.sql))} | ${fmt(median(runs.call) / median(runs.sql), 2)} | ${statements.length} | ${fmt(median(runs.naive50))} / ${fmt(median(runs.naive))} |`,
      );
    }

    const figures: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) times.push((await call('/api/dashboard/figures')).ms);
      figures.push(p95(times));
    }
    console.log(
      `\nGET /api/dashboard/figures (seller): p95 ${fmt(median(figures))} ms (runs ${figures.map((x) => fmt(x)).join(' / ')})`,
    );

    // What the trigger adds to writing an order: single-row inserts of the measured seller, autocommit,
    // in alternating blocks with the trigger enabled and disabled (the counters trigger of 0012 stays on).
    const template = (
      await sqlClient.query(`select * from orders where seller_account_id = $1 limit 1`, [setup.seller])
    ).rows[0];
    const insertOne = async (n: number) => {
      const t0 = performance.now();
      await sqlClient.query(
        `insert into orders (contract_number, lifting_master_number, pickup_number, market, status, seller_account_id, buyer_account_id, buyer_user_id,
                             product_id, terminal_id, litres, price_per_100l_e4, currency, net_minor, vat_rate_bp, vat_minor, gross_minor, credit_days,
                             collection_start_date, collection_end_date, due_date, created_at, updated_at)
         values ($1, $1, $1, 'SPOT', 'OPEN', $2, $3, $4, $5, $6, 10000, 950000, 'EUR', 95000, 1900, 18050, 113050, 14, current_date, current_date, current_date, now(), now())`,
        [
          `W-${n}`,
          template.seller_account_id,
          template.buyer_account_id,
          template.buyer_user_id,
          template.product_id,
          template.terminal_id,
        ],
      );
      return performance.now() - t0;
    };
    const withTrigger: number[] = [];
    const without: number[] = [];
    const block = 100;
    for (let i = 0; i < INSERTS; i += block) {
      for (let j = 0; j < block; j++) withTrigger.push(await insertOne(2 * i + j));
      await sqlClient.query('alter table orders disable trigger orders_stats');
      for (let j = 0; j < block; j++) without.push(await insertOne(2 * i + block + j));
      await sqlClient.query('alter table orders enable trigger orders_stats');
      // Put the rows written without the trigger into the aggregates, as the trigger would have.
      await sqlClient.query(
        `select order_stats_add(seller_account_id, (created_at at time zone 'Europe/Berlin')::date, buyer_account_id, product_id, terminal_id, delivery_address_id, purchase_unit_id, 1, litres, coalesce(units, 0))
           from orders where contract_number like 'W-%' and contract_number::text in (select 'W-' || g from generate_series($1::int, $2::int) g)`,
        [2 * i + block, 2 * i + 2 * block - 1],
      );
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    console.log(
      `one order written (single-row insert, autocommit, ${withTrigger.length} each): with the trigger mean ${fmt(mean(withTrigger), 2)} ms, p50 ${fmt(p50(withTrigger), 2)} ms; without mean ${fmt(mean(without), 2)} ms, p50 ${fmt(p50(without), 2)} ms`,
    );
    const drift = (await sqlClient.query('select count(*)::int n from order_stats_drift')).rows[0].n;
    console.log(
      `order_stats_drift after the bulk insert and the single inserts: ${drift} rows (0 = the aggregates equal the orders)`,
    );
    console.log(`\nload after: ${await loadavg()}`);
  } finally {
    await sqlClient.end().catch(() => undefined);
    await pool.end();
    await server.stop();
  }
} finally {
  await db.drop();
}
