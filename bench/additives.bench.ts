// Issue 17: GET /api/v2/offers/additives for a buyer that sees 10,000 additive offers (20 additive
// sellers x 500, every additive allowed), first page of 1,000 (the spec's page size), p50/p99 at 16
// clients on PostgreSQL. The server runs as its own process on a scratch database (migrated,
// demo-seeded; the demo additive offers paused); sellers, relationships and offers are inserted with
// SQL. Beside it, in the same run: GET /api/health (one `select 1`, the trivial route) at the same
// clients, and the one statement the call runs (page, total and filter options) through the
// repository on a pool of 16 connections driven by 16 closed loops, and on one connection alone.
// The measures alternate within each of RUNS runs; medians. OFFERS=1000 checks the script quickly.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/server/src/db/schema';
import { findOfferList, type ListScope } from '../apps/server/src/features/additives/additives.repository';
import {
  closedLoop,
  fmt,
  httpLoad,
  loadAverage,
  login,
  median,
  RUNS,
  scratchDatabase,
  startServer,
  withClient,
  type HttpRun,
  type LoadRun,
} from './support';

const OFFERS = Number(process.env.OFFERS ?? 10_000);
const SELLERS = 20;
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const PAGE_SIZE = 1000;
const PORT = 3341;

type Call = { label: string; path: string; auth: boolean };
// Cheapest first: a run leaves answers in flight that the next would otherwise pay for (settle()).
const CALLS: Call[] = [
  { label: 'GET /api/health (trivial route, one `select 1`)', path: '/api/health', auth: false },
  {
    label: `GET /api/v2/offers/additives (first page of ${PAGE_SIZE}, newest first)`,
    path: '/api/v2/offers/additives',
    auth: true,
  },
  {
    label: `GET /api/v2/offers/additives?sortBy=pricePerLitre&sortType=asc&pageNumber=3 (third page)`,
    path: '/api/v2/offers/additives?sortBy=pricePerLitre&sortType=asc&pageNumber=3',
    auth: true,
  },
];

async function insertBenchOffers(c: pg.Client): Promise<void> {
  const buyer = (await c.query(`select id from accounts where name = 'Heizöl Schmidt GmbH & Co. KG'`)).rows[0]
    .id as number;
  await c.query(
    `insert into accounts (type, seller_kind, name, platform, vat_id, features)
     select 'seller', 'ADDITIVES', 'Bench Additive ' || g, 'A', 'DE' || (200000000 + g),
            '{"productAdditives":true,"newsBox":false,"sharedCreditLimits":false,"triggers":false}'::jsonb
       from generate_series(1, $1::int) g`,
    [SELLERS],
  );
  await c.query(
    `insert into relationships (buyer_account_id, seller_account_id, buyer_status, seller_status, additives_enabled, credit_limit_minor, payment_term_id)
     select $1, a.id, 'ENABLED', 'ENABLED', true, 100000000, (select id from payment_terms order by credit_days limit 1)
       from accounts a where a.name like 'Bench Additive %'`,
    [buyer],
  );
  await c.query(
    `insert into relationship_additive_products (relationship_id, product_id, credit_days)
     select r.id, p.id, 14 from relationships r join accounts a on a.id = r.seller_account_id cross join products p
      where a.name like 'Bench Additive %' and p.type = 'additive'`,
  );
  await c.query(`select setseed(0.17)`);
  // Each offer: a random product/unit pair the catalogue sells, a price per unit by the unit's size,
  // created one minute apart so "newest first" is a real sort.
  await c.query(
    `with pairs as (select array_agg(product_id order by product_id, purchase_unit_id) ps, array_agg(purchase_unit_id order by product_id, purchase_unit_id) us from additive_product_units),
          picked as (
            select a.id as seller, g, 1 + floor(random() * array_length(pairs.ps, 1))::int as k, pairs.ps, pairs.us
              from accounts a cross join generate_series(1, $1::int) g cross join pairs
             where a.name like 'Bench Additive %')
     insert into additive_offers (seller_account_id, product_id, purchase_unit_id, status, price_per_unit_e4, min_units, max_units,
                                  total_units, delivery_days, created_at, updated_at)
     select p.seller, p.ps[p.k], p.us[p.k], 'ACTIVE', (u.litres * (3000 + floor(random() * 40000)))::bigint, 1, 50,
            100 + floor(random() * 5000)::int, floor(random() * 10)::int,
            now() - (p.g * interval '1 minute') - (p.seller * interval '1 second'), now()
       from picked p join additive_purchase_units u on u.id = p.us[p.k]`,
    [OFFERS / SELLERS],
  );
  // Exactly the bench offers on the market: the demo's additive offers are paused.
  await c.query(
    `update additive_offers set status = 'PAUSED' where seller_account_id not in (select id from accounts where name like 'Bench Additive %')`,
  );
  await c.query('analyze');
}

const db = await scratchDatabase('fuel_bench_additives');
try {
  const server = await startServer(PORT, { DATABASE_URL: db.url, PRICE_FEED: 'none' });
  const pool = new pg.Pool({ connectionString: db.url, max: CONNECTIONS });
  try {
    await withClient(db.url, insertBenchOffers);
    const cookie = await login(server.base, 'kaeufer');
    const buyer = (await pool.query(`select account_id from users where username = 'kaeufer'`)).rows[0]
      .account_id as number;
    const orm = drizzle({ client: pool, schema });
    const scope: ListScope = { kind: 'buyer', buyerAccountIds: [buyer] };
    const statement = () =>
      findOfferList(orm, scope, {}, { sortBy: 'created', sortType: 'desc', limit: PAGE_SIZE, offset: 0 });

    const probe = await fetch(`${server.base}/api/v2/offers/additives`, { headers: { cookie } });
    const text = await probe.text();
    if (!probe.ok) throw new Error(`GET /api/v2/offers/additives: ${probe.status} ${text}`);
    const answer = JSON.parse(text) as { offers: unknown[]; metadata: { total: number; pageCount: number } };
    if (answer.metadata.total !== OFFERS || answer.offers.length !== Math.min(PAGE_SIZE, OFFERS)) {
      throw new Error(
        `expected ${OFFERS} offers, ${Math.min(PAGE_SIZE, OFFERS)} on the page: ${JSON.stringify(answer.metadata)}, ${answer.offers.length}`,
      );
    }

    const settle = async () => void (await (await fetch(`${server.base}/api/health`)).text());
    const load = (call: Call) =>
      httpLoad(`${server.base}${call.path}`, {
        connections: CONNECTIONS,
        seconds: DURATION,
        headers: call.auth ? { cookie } : {},
      });
    for (const call of CALLS) await load(call); // warm-up
    await settle();

    const timed = async () => {
      const t0 = performance.now();
      await statement();
      return { ms: performance.now() - t0 };
    };
    const sqlSeconds = Math.max(2, DURATION / 2);
    const results = new Map<Call, HttpRun[]>(CALLS.map((c) => [c, []]));
    const sqlParallel: LoadRun[] = [];
    const sqlAlone: LoadRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      for (const call of CALLS) {
        results.get(call)!.push(await load(call));
        await settle();
      }
      sqlParallel.push(await closedLoop(CONNECTIONS, sqlSeconds, timed));
      sqlAlone.push(await closedLoop(1, sqlSeconds, timed));
    }

    console.log(
      `${OFFERS} additive offers of ${SELLERS} sellers visible to one buyer; answer ${fmt(Buffer.byteLength(text) / 1024, 0)} KB (${answer.offers.length} offers); ` +
        `${CONNECTIONS} clients, ${DURATION} s per call and run; SQL ${sqlSeconds} s; median of ${RUNS} alternating runs; load ${loadAverage()}`,
    );
    console.log('| call | req/s | p50 ms | p99 ms | timeouts, all runs |\n|---|---|---|---|---|');
    for (const call of CALLS) {
      const r = results.get(call)!;
      console.log(
        `| ${call.label} | ${fmt(median(r.map((x) => x.rps)), 1)} | ${median(r.map((x) => x.p50))} | ${median(r.map((x) => x.p99))} | ${r.reduce((n, x) => n + x.timeouts, 0)} |`,
      );
    }
    console.log(
      "| the call's statement (page, total, filter options), through pg | per s | p50 ms | p99 ms |\n|---|---|---|---|",
    );
    for (const [label, runs] of [
      [`${CONNECTIONS} loops on ${CONNECTIONS} connections`, sqlParallel],
      ['one connection alone', sqlAlone],
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
