// The order history over 1,000,000 generated orders on PostgreSQL, seller with 100,000 (issue 15
// part 3): for the five common queries, p95 of
//   - GET /api/orderHistory/page     what the web asks for every page,
//   - GET /api/orderHistory          the spec's call (page + total + filter options, cached per filter set),
//   - the same SQL alone             the statements the page runs, captured from the repository with
//                                    drizzle's logger and replayed with a plain pg client,
// alternating endpoint and SQL in each run (RUNS runs, median), plus the statements per call from
// pg_stat_statements when the database has it (BENCH_PG_URL of a cluster with the library
// preloaded), and the SQL of the total and filter options that runs once per filter set.
import pg from 'pg';
import {
  OrderHistoryQuerySchema,
  ORDER_HISTORY_COUNT_CAP,
  ORDER_HISTORY_ORDER_ID_OPTIONS,
  withOrderHistoryDefaults,
} from '@fuel/domain/contracts/order-history';
import {
  countHistory,
  findFilterOptions,
  findHistoryRows,
  findRecentContractNumbers,
  type Visibility,
} from '../apps/server/src/features/order-history/order-history.repository';
import { toHistoryFilter } from '../apps/server/src/features/order-history/order-history.service';
import { generateHistory } from './history-data';
import { fmt, login, median, RUNS, scratchDatabase, startServer, withClient } from './support';
import {
  capture,
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
const PORT = 3320;

const db = await scratchDatabase('fuel_bench_history');
try {
  const server = await startServer(PORT, { DATABASE_URL: db.url, PRICE_FEED: 'none' });
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  const sqlClient = new pg.Client({ connectionString: db.url });
  try {
    const setup = await generateHistory(db.url, TOTAL);
    console.log(
      `generated ${setup.total} orders (${setup.mine} of the measured seller) in ${fmt(setup.seconds)} s; load ${(await loadavg()).trim()}`,
    );
    await sqlClient.connect();
    const stats = await withClient(db.url, async (c) => {
      try {
        await c.query('create extension if not exists pg_stat_statements');
        await c.query('select pg_stat_statements_reset()');
        return true;
      } catch {
        return false;
      }
    });

    const cookie = await login(server.base, 'verkaeufer');
    const visibility: Visibility = { kind: 'seller', accountId: setup.seller };
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const base = 'productType=FUEL&market=SPOT';
    const queries: Array<[string, string]> = [
      ['first page, newest first (default view)', base],
      ['page 5', `${base}&pageNumber=5`],
      ['status OPEN, CONFIRMED', `${base}&orderStatusList=OPEN,CONFIRMED`],
      ['created in the last 30 days', `${base}&createdStart=${day(-30)}&createdEnd=${day(0)}`],
      ['one buyer and one product', `${base}&buyerList=${setup.buyer}&productList=${setup.product}`],
    ];

    const get = timedGet(server.base, cookie);
    const call = (path: string, qs: string) => get(`${path}?${qs}`);
    const replay = (statements: Statement[]) => replayStatements(sqlClient, statements);
    /** EXPLAIN=1: the plan of each statement (first lines), to see which index serves it. */
    const explain = (label: string, statements: Statement[]) =>
      explainStatements(sqlClient, label, statements, /Scan|Limit|Sort|Execution/);
    /** Statements the server ran per call of `path`, from pg_stat_statements (background jobs are quiet: PRICE_FEED=none). */
    const statementsPerCall = async (path: string, qs: string, calls = 20) => {
      if (!stats) return NaN;
      await withClient(db.url, (c) => c.query('select pg_stat_statements_reset()'));
      for (let i = 0; i < calls; i++) await call(path, qs);
      const n = await withClient(db.url, async (c) => {
        const r = await c.query(
          `select coalesce(sum(calls), 0)::int n from pg_stat_statements s join pg_database d on d.oid = s.dbid
            where d.datname = current_database() and s.query not ilike '%pg_stat_statements%'`,
        );
        return r.rows[0].n as number;
      });
      return n / calls;
    };

    console.log(
      `\n${REQUESTS} sequential calls per measure and run, ${RUNS} alternating runs, median of the run p95s; load before: ${(await loadavg()).trim()}\n`,
    );
    console.log(
      '| query (seller with 100,000 of 1,000,000 orders) | matching | page p50 / p95 ms | spec call p95 ms | SQL alone p50 / p95 ms | page ÷ SQL (p95) | statements per page / spec call | total + options SQL, once per filter set ms |\n|---|---|---|---|---|---|---|---|',
    );
    for (const [label, qs] of queries) {
      const q = withOrderHistoryDefaults(OrderHistoryQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs))));
      const filter = toHistoryFilter(q);
      const sort = { sortBy: q.sortBy, sortType: q.sortType };
      const pageSql = await capture(pool, (d) =>
        findHistoryRows(d, visibility, filter, sort, { offset: (q.pageNumber - 1) * q.pageLimit }, q.pageLimit + 1),
      );
      const summarySql = await capture(pool, (d) =>
        Promise.all([
          countHistory(d, visibility, filter, ORDER_HISTORY_COUNT_CAP),
          findFilterOptions(d, visibility, filter),
          findRecentContractNumbers(d, visibility, filter, ORDER_HISTORY_ORDER_ID_OPTIONS),
        ]),
      );
      if (process.env.EXPLAIN) await explain(label, [...pageSql, ...summarySql]);
      for (let i = 0; i < 3; i++) {
        await call('/api/orderHistory/page', qs);
        await call('/api/orderHistory', qs);
        await replay(pageSql);
        await replay(summarySql);
      }
      const runs = {
        page: [] as number[],
        spec: [] as number[],
        sql: [] as number[],
        summary: [] as number[],
        page50: [] as number[],
        sql50: [] as number[],
      };
      let total = '';
      for (let run = 0; run < RUNS; run++) {
        const page: number[] = [];
        const spec: number[] = [];
        const sqlAlone: number[] = [];
        for (let i = 0; i < REQUESTS; i++) {
          page.push((await call('/api/orderHistory/page', qs)).ms);
          sqlAlone.push(await replay(pageSql));
          const r = await call('/api/orderHistory', qs);
          spec.push(r.ms);
          const m = (JSON.parse(r.body) as { metadata: { total: number; capped: boolean } }).metadata;
          total = m.capped ? `> ${m.total}` : String(m.total);
        }
        runs.page.push(p95(page));
        runs.page50.push(p50(page));
        runs.sql50.push(p50(sqlAlone));
        runs.spec.push(p95(spec));
        runs.sql.push(p95(sqlAlone));
        runs.summary.push(await replay(summarySql));
      }
      const perPage = await statementsPerCall('/api/orderHistory/page', qs);
      const perSpec = await statementsPerCall('/api/orderHistory', qs);
      console.log(
        `| ${label} | ${total} | ${fmt(median(runs.page50))} / ${fmt(median(runs.page))} | ${fmt(median(runs.spec))} | ${fmt(median(runs.sql50))} / ${fmt(median(runs.sql))} | ${fmt(median(runs.page) / median(runs.sql), 2)} | ${fmt(perPage, 1)} / ${fmt(perSpec, 1)} | ${fmt(median(runs.summary))} |`,
      );
    }
    console.log(`\nload after: ${(await loadavg()).trim()}`);
  } finally {
    await sqlClient.end().catch(() => undefined);
    await pool.end();
    await server.stop();
  }
} finally {
  await db.drop();
}
