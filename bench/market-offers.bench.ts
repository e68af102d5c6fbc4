// GET /api/v2/offers for a buyer connected to 50 sellers with 5,000 active offers, on PostgreSQL
// (decision 035). The server runs as its own process on a scratch database (migrated, demo-seeded); 50
// sellers, their ENABLED relationships with kaeufer's company (all terminals and fuels allowed) and 100
// active fixed-price offers each are inserted with SQL (the demo offers paused). autocannon drives each call as kaeufer with CONNECTIONS
// connections for DURATION s: the spec's view, the compact view, its first page, and a revalidation
// answered 304. Beside them, in the same run, the SQL the server runs: the market statement a
// snapshot is built with (what every call ran before) and the version lookup every call runs now,
// each timed through pg on one connection. The measures alternate within each of RUNS runs; medians.
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { businessDate } from '@fuel/domain/offers/business-time';
import * as schema from '../apps/server/src/db/schema';
import { findMarketOffers, findMarketVersion } from '../apps/server/src/features/market/market.repository';
import {
  closedLoop,
  fmt,
  login,
  median,
  RUNS,
  scratchDatabase,
  startServer,
  withClient,
  type LoadRun,
} from './support';

const SELLERS = 50;
const OFFERS_PER_SELLER = 100;
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const PAGE = 50;
const PORT = 3321;

type Result = { rps: number; p50: number; p99: number; timeouts: number };
type Call = { label: string; path: string; etag?: boolean };

// Cheapest first: a run leaves the answers it had asked for still being written, which the next
// call would otherwise pay for (see settle()).
const CALLS: Call[] = [
  { label: 'compact view, unchanged (If-None-Match: 304)', path: '/api/v2/offers?view=compact', etag: true },
  { label: `compact view, first page (limit=${PAGE})`, path: `/api/v2/offers?view=compact&limit=${PAGE}` },
  { label: 'compact view, all rows', path: '/api/v2/offers?view=compact' },
  { label: 'spec view, all rows', path: '/api/v2/offers' },
];

function run(url: string, headers: Record<string, string>, expect304: boolean): Promise<Result> {
  return new Promise((resolve, reject) => {
    // A whole-market answer under a loaded machine can take longer than autocannon's default 10 s.
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers, timeout: 60 }, (err, r) => {
      if (err) return reject(err);
      const wrong = expect304 ? r['2xx'] + r['4xx'] + r['5xx'] : r.non2xx;
      if (wrong > 0) return reject(new Error(`${wrong} unexpected answers from ${url}`));
      if (r.errors > r.timeouts) return reject(new Error(`${r.errors - r.timeouts} errors from ${url}`));
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, timeouts: r.timeouts });
    });
  });
}

const db = await scratchDatabase('fuel_bench_market');
try {
  const server = await startServer(PORT, { DATABASE_URL: db.url });
  const pool = new pg.Pool({ connectionString: db.url, max: 1 });
  try {
    await withClient(db.url, async (c) => {
      const buyer = (await c.query(`select id from accounts where name = 'Heizöl Schmidt GmbH & Co. KG'`)).rows[0]
        .id as number;
      await c.query(
        `insert into accounts (type, name, platform, vat_id) select 'seller', 'Bench Verkäufer ' || g, 'A', 'DE' || (100000000 + g) from generate_series(1, $1::int) g`,
        [SELLERS],
      );
      await c.query(
        `insert into relationships (buyer_account_id, seller_account_id, buyer_status, seller_status, credit_limit_minor, payment_term_id)
         select $1, a.id, 'ENABLED', 'ENABLED', 100000000, (select id from payment_terms order by credit_days limit 1)
           from accounts a where a.name like 'Bench Verkäufer %'`,
        [buyer],
      );
      await c.query(
        `insert into relationship_terminals (relationship_id, terminal_id)
         select r.id, t.id from relationships r join accounts a on a.id = r.seller_account_id cross join terminals t
          where a.name like 'Bench Verkäufer %'`,
      );
      await c.query(
        `insert into relationship_products (relationship_id, product_id, credit_days)
         select r.id, p.id, 14 from relationships r join accounts a on a.id = r.seller_account_id cross join products p
          where a.name like 'Bench Verkäufer %' and p.type = 'fuel'`,
      );
      await c.query(`select setseed(0.17)`);
      await c.query(
        `with p as (select array_agg(id order by id) ids from products where type = 'fuel'),
              t as (select array_agg(id order by id) ids from terminals)
         insert into offers (seller_account_id, product_id, terminal_id, status, pricing_type, price_input_unit, price_per_100l_e4,
                             total_litres, min_order_litres, max_order_litres, start_date, end_date, daily_start_time, daily_end_time,
                             lifting_period_id)
         select a.id, p.ids[1 + floor(random() * 4)::int], t.ids[1 + floor(random() * array_length(t.ids, 1))::int], 'ACTIVE', 'FIXED',
                'EUR_100L15', 950000 + floor(random() * 800000)::bigint, 1000000, 5000, 50000,
                current_date - 1, current_date + 30, '00:00', '23:59', (select id from lifting_periods where code = 'TAGE_7')
           from accounts a cross join generate_series(1, $1::int) g cross join p cross join t
          where a.name like 'Bench Verkäufer %'`,
        [OFFERS_PER_SELLER],
      );
      // Exactly the 5,000 fixed-price bench offers: the demo sellers' offers (some live) are paused.
      await c.query(
        `update offers set status = 'PAUSED' where seller_account_id not in (select id from accounts where name like 'Bench Verkäufer %')`,
      );
      await c.query('analyze');
    });

    const cookie = await login(server.base, 'kaeufer');
    const buyer = (await pool.query(`select account_id from users where username = 'kaeufer'`)).rows[0]
      .account_id as number;
    const orm = drizzle({ client: pool, schema });
    const statement = findMarketOffers(orm, {
      buyerAccountId: buyer,
      today: businessDate(new Date()),
      includeDelivered: false,
    }).toSQL();

    const probes = new Map<Call, { bytes: number; rows: number; etag: string }>();
    for (const call of CALLS) {
      const res = await fetch(`${server.base}${call.path}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`GET ${call.path}: ${res.status} ${await res.text()}`);
      const text = await res.text();
      probes.set(call, {
        bytes: Buffer.byteLength(text),
        rows: (JSON.parse(text) as { offers: unknown[] }).offers.length,
        etag: res.headers.get('etag') ?? '',
      });
    }
    // autocannon stops at the deadline with answers still in flight: wait until the server answers a
    // cheap call again before the next measure starts.
    const settle = async () => void (await (await fetch(`${server.base}/api/health`)).text());
    const headersOf = (call: Call) => ({ cookie, ...(call.etag ? { 'if-none-match': probes.get(call)!.etag } : {}) });
    for (const call of CALLS) await run(`${server.base}${call.path}`, headersOf(call), Boolean(call.etag)); // warm-up
    await settle();

    const sqlSeconds = Math.max(2, DURATION / 2);
    const results = new Map<Call, Result[]>(CALLS.map((c) => [c, []]));
    const marketSql: LoadRun[] = [];
    const versionSql: LoadRun[] = [];
    const timedQuery = async (query: () => Promise<unknown>) => {
      const t0 = performance.now();
      await query();
      return { ms: performance.now() - t0 };
    };
    for (let i = 0; i < RUNS; i++) {
      for (const call of CALLS) {
        results.get(call)!.push(await run(`${server.base}${call.path}`, headersOf(call), Boolean(call.etag)));
        await settle();
      }
      marketSql.push(
        await closedLoop(1, sqlSeconds, () => timedQuery(() => pool.query(statement.sql, statement.params))),
      );
      versionSql.push(await closedLoop(1, sqlSeconds, () => timedQuery(() => findMarketVersion(orm))));
    }

    console.log(
      `${SELLERS} sellers x ${OFFERS_PER_SELLER} active offers; ${CONNECTIONS} connections, ${DURATION} s per call and run; SQL on one connection, ${sqlSeconds} s; median of ${RUNS} alternating runs; load ${(await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
    console.log(
      '| call | rows in answer | bytes per answer | req/s | p50 ms | p99 ms | timeouts (60 s), all runs |\n|---|---|---|---|---|---|---|',
    );
    for (const call of CALLS) {
      const r = results.get(call)!;
      const probe = probes.get(call)!;
      console.log(
        `| GET ${call.path} (${call.label}) | ${call.etag ? 0 : probe.rows} | ${call.etag ? 0 : fmt(probe.bytes / 1024, 0) + ' KB'} | ${fmt(median(r.map((x) => x.rps)), 1)} | ${median(r.map((x) => x.p50))} | ${median(r.map((x) => x.p99))} | ${r.reduce((n, x) => n + x.timeouts, 0)} |`,
      );
    }
    console.log('| SQL | statements/s | p50 ms | p99 ms |\n|---|---|---|---|');
    for (const [label, runs] of [
      ['market statement (builds a snapshot; every call ran it before)', marketSql],
      ['version lookup (every call now)', versionSql],
    ] as const) {
      console.log(
        `| ${label} | ${fmt(median(runs.map((x) => x.perSecond)), 1)} | ${fmt(median(runs.map((x) => x.p50)), 2)} | ${fmt(median(runs.map((x) => x.p99)), 2)} |`,
      );
    }
  } finally {
    await pool.end();
    await server.stop();
  }
} finally {
  await db.drop();
}
