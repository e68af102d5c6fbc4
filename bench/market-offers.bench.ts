// GET /api/v2/offers for a buyer connected to 50 sellers with 5,000 active offers, on PostgreSQL.
// The server runs as its own process on a scratch database (migrated, demo-seeded); 50 sellers, their
// ENABLED relationships with kaeufer's company (all terminals and fuels allowed) and 100 active offers
// each are inserted with SQL. autocannon drives the call as kaeufer: CONNECTIONS connections,
// DURATION s per run, RUNS runs, median reported.
import autocannon from 'autocannon';
import { fmt, login, median, RUNS, scratchDatabase, startServer, withClient } from './support';

const SELLERS = 50;
const OFFERS_PER_SELLER = 100;
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const PORT = 3321;

type Result = { rps: number; p50: number; p99: number };

function run(url: string, cookie: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { cookie } }, (err, r) => {
      if (err) return reject(err);
      if (r.non2xx > 0) return reject(new Error(`${r.non2xx} non-2xx answers from ${url}`));
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
    });
  });
}

const db = await scratchDatabase('fuel_bench_market');
try {
  const server = await startServer(PORT, { DATABASE_URL: db.url });
  try {
    await withClient(db.url, async (c) => {
      const buyer = (await c.query(`select id from accounts where name = 'Heizöl Schmidt GmbH & Co. KG'`)).rows[0].id as number;
      await c.query(`insert into accounts (type, name, platform, vat_id) select 'seller', 'Bench Verkäufer ' || g, 'A', 'DE' || (100000000 + g) from generate_series(1, $1::int) g`, [SELLERS]);
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
      await c.query('analyze');
    });

    const cookie = await login(server.base, 'kaeufer');
    const url = `${server.base}/api/v2/offers`;
    const probe = await fetch(url, { headers: { cookie } });
    if (!probe.ok) throw new Error(`GET /api/v2/offers: ${probe.status} ${await probe.text()}`);
    const body = (await probe.json()) as { offers: unknown[] };
    const bytes = JSON.stringify(body).length;
    await run(url, cookie); // warm-up
    const results: Result[] = [];
    for (let i = 0; i < RUNS; i++) results.push(await run(url, cookie));
    console.log(`connections ${CONNECTIONS}, ${DURATION} s per run, median of ${RUNS} runs`);
    console.log('| call | offers in answer | answer size | req/s | p50 ms | p99 ms |\n|---|---|---|---|---|---|');
    console.log(
      `| GET /api/v2/offers (buyer, ${SELLERS} sellers, ${SELLERS * OFFERS_PER_SELLER} active offers) | ${body.offers.length} | ${fmt(bytes / 1024 / 1024, 2)} MB | ${fmt(median(results.map((r) => r.rps)), 1)} | ${median(results.map((r) => r.p50))} | ${median(results.map((r) => r.p99))} |`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await db.drop();
}
