// Webhooks (issue 27 part 6, decision 068) on PostgreSQL, two measures:
// 1. Placement throughput with 3 webhook endpoints of the seller subscribed to every event, beside the
//    same placement with the endpoints inactive (none), alternating run by run in the same server
//    process (goal: hooks >= 0.95x none). 16 clients, closed loop, orders of 1 cbm over 200 offers, as
//    order-placement.bench.ts. Before each run the deliveries of the one before have drained.
// 2. Delivery latency at a fixed 100 events/s: 50 orders/s (open loop), each recording two events (the
//    buyer's and the seller's order.placed), the seller's delivered to its 3 endpoints (150 deliveries/s),
//    for DURATION s: from the order's answer (its commit lies before)
//    and from the request's start (an upper bound) to the first arrival at each endpoint; p50/p99
//    (goal: p99 <= 5 s).
// The receiver is a process of its own at nice 19 (bench/webhook-receiver-process.ts, port 3341, paths
// /a /b /c, answering 200): it stands for the partner's machine.
import { randomUUID } from 'node:crypto';
import { startReceiver } from './webhook-receiver';
import {
  closedLoop,
  fmt,
  insertBenchBuyers,
  JSON_HEADERS,
  loadAverage,
  login,
  median,
  percentile,
  RUNS,
  scratchDatabase,
  startServer,
  timed,
  withClient,
  type LoadRun,
} from './support';

const CLIENTS = Number(process.env.CLIENTS ?? 16);
const DURATION = Number(process.env.DURATION ?? 10);
/** Events per second in measure 2; each order records two (buyer and seller side). */
const RATE = Number(process.env.RATE ?? 100);
/** PROFILE=<dir>: the server writes a CPU profile there (tsx cpu-profile-summary.ts <file>). */
const PROFILE = process.env.PROFILE;
const ORDER_RATE = RATE / 2;
const SPREAD = 200;
const PORT = 3340;
const RECEIVER_PORT = 3341;
const EVENT_TYPES = [
  'order.placed',
  'order.confirmed',
  'order.declined',
  'trigger.placed',
  'contract.changed',
  'offer.changed',
];

const receiver = await startReceiver(RECEIVER_PORT);
console.log(`receiver: its own process at nice ${receiver.nice} (stands for the partner's machine)`);
/** Wall-clock ms, comparable with the receiver process's arrival times. */
const wallNow = () => performance.timeOrigin + performance.now();

const orderBody = (offerId: number) =>
  JSON.stringify({
    items: [{ offerId, quantityCbm: 1 }],
    confirmTerms: true,
    confirmBookingChecked: true,
    idempotencyKey: randomUUID(),
  });

const db = await scratchDatabase('fuel_bench_webhooks');
try {
  const server = await startServer(
    PORT,
    { DATABASE_URL: db.url, PRICE_FEED: 'none' },
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
           from generate_series(1, $2::int)
         returning id`,
        [seller, SPREAD],
      );
      for (const path of ['a', 'b', 'c'])
        await c.query(
          `insert into webhook_endpoints (account_id, url, event_types, active, secret) values ($1, $2, $3, false, 'whsec_bench')`,
          [seller, `http://127.0.0.1:${RECEIVER_PORT}/${path}`, EVENT_TYPES],
        );
      await c.query('analyze');
      return (offers.rows as Array<{ id: number }>).map((r) => r.id);
    });
    const setHooks = (active: boolean) =>
      withClient(db.url, (c) => c.query('update webhook_endpoints set active = $1', [active]));
    // Deliveries still to come: outbox rows not yet turned into deliveries, and deliveries not yet made.
    const pending = () =>
      withClient(db.url, async (c) =>
        Number(
          (
            await c.query(
              `select (select count(*) from outbox where done_at is null) + (select count(*) from webhook_deliveries where status = 'pending') as n`,
            )
          ).rows[0].n,
        ),
      );
    const drained = async () => {
      for (let i = 0; i < 600 && (await pending()) > 0; i++) await new Promise((r) => setTimeout(r, 200));
    };
    const cookies: string[] = [];
    for (let i = 1; i <= CLIENTS; i++) cookies.push(await login(server.base, `bench-kaeufer-${i}`));
    const randomOffer = () => offerIds[Math.floor(Math.random() * offerIds.length)]!;
    const place = (i: number) =>
      fetch(`${server.base}/api/orders`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, cookie: cookies[i % cookies.length]! },
        body: orderBody(randomOffer()),
      });
    const drive = (clients: number): Promise<LoadRun> => closedLoop(clients, DURATION, (i) => timed(() => place(i)));

    // Warm-up with the hooks on (JIT, pools, the delivery path); its orders count nowhere.
    await setHooks(true);
    const warm = await drive(4);
    if (warm.perSecond === 0) throw new Error(`no order went through: ${JSON.stringify(warm.refused)}`);
    await drained();
    if ((await receiver.snapshot()).received === 0) throw new Error('no webhook arrived');

    console.log(
      `1. placement, ${CLIENTS} clients, ${DURATION} s per run, ${RUNS} pairs of runs in ABBA order (none, 3 endpoints, 3 endpoints, none, ...), medians; load ${loadAverage()}`,
    );
    const runs: Record<'none' | 'hooks', LoadRun[]> = { none: [], hooks: [] };
    for (let i = 0; i < RUNS; i++) {
      // ABBA: each shape goes first in every other pair, so a drift over the runs (a growing orders
      // table, a neighbour's load) does not always fall on the same shape.
      for (const shape of i % 2 === 0 ? (['none', 'hooks'] as const) : (['hooks', 'none'] as const)) {
        await setHooks(shape === 'hooks');
        runs[shape].push(await drive(CLIENTS));
        await drained();
      }
    }
    const ops = (s: 'none' | 'hooks') => median(runs[s].map((r) => r.perSecond));
    console.log('| endpoints | orders/s | p50 ms | p99 ms | runs orders/s |\n|---|---|---|---|---|');
    for (const s of ['none', 'hooks'] as const)
      console.log(
        `| ${s === 'none' ? 'none' : '3, every event'} | ${fmt(ops(s), 0)} | ${fmt(median(runs[s].map((r) => r.p50)))} | ${fmt(median(runs[s].map((r) => r.p99)))} | ${runs[s].map((r) => fmt(r.perSecond, 0)).join(' / ')} |`,
      );
    const ratio = ops('hooks') / ops('none');
    console.log(`ratio ${fmt(ratio, 3)}: ${ratio >= 0.95 ? 'met' : 'MISSED'} (>= 0.95)\n`);

    // 2. Open loop at ORDER_RATE orders/s (RATE events/s) with the hooks on.
    await setHooks(true);
    receiver.clear();
    const sent = new Map<number, { start: number; answer: number }>();
    const inflight: Promise<void>[] = [];
    const t0 = wallNow();
    const total = ORDER_RATE * DURATION;
    for (let n = 0; n < total; n++) {
      const due = t0 + (n * 1000) / ORDER_RATE;
      const wait = due - wallNow();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      inflight.push(
        (async () => {
          const start = wallNow();
          const res = await place(n);
          const answer = wallNow();
          if (res.ok) {
            const json = (await res.json()) as { orders: Array<{ id: number }> };
            sent.set(json.orders[0]!.id, { start, answer });
          } else await res.body?.cancel();
        })(),
      );
    }
    await Promise.all(inflight);
    const achieved = sent.size / ((wallNow() - t0) / 1000);
    await drained();
    const { arrivals } = await receiver.snapshot();
    const fromAnswer: number[] = [];
    const fromStart: number[] = [];
    let missing = 0;
    for (const [orderId, t] of sent)
      for (const path of ['/a', '/b', '/c']) {
        const at = arrivals.get(`${path} ${orderId}`);
        if (at === undefined) missing++;
        else {
          fromAnswer.push(at - t.answer);
          fromStart.push(at - t.start);
        }
      }
    fromAnswer.sort((a, b) => a - b);
    fromStart.sort((a, b) => a - b);
    const p99 = percentile(fromStart, 99);
    console.log(
      `2. ${sent.size} orders at ${fmt(achieved, 1)}/s = ${fmt(achieved * 2, 1)} events/s (target ${RATE} events/s) for ${DURATION} s, ${fromAnswer.length} deliveries, ${missing} missing`,
    );
    console.log('| measured from | p50 ms | p99 ms | max ms |\n|---|---|---|---|');
    console.log(
      `| the order's answer (after its commit) | ${fmt(percentile(fromAnswer, 50))} | ${fmt(percentile(fromAnswer, 99))} | ${fmt(fromAnswer.at(-1) ?? NaN)} |`,
    );
    console.log(
      `| the request's start (before its commit) | ${fmt(percentile(fromStart, 50))} | ${fmt(p99)} | ${fmt(fromStart.at(-1) ?? NaN)} |`,
    );
    // Where the time went, on the server's clock: commit -> delivery row (the outbox), row -> attempt (the worker).
    const lags = await withClient(
      db.url,
      async (c) =>
        (
          await c.query(
            `select percentile_cont(array[0.5, 0.99]) within group (order by extract(epoch from d.created_at - o.created_at) * 1000) as outbox,
                  percentile_cont(array[0.5, 0.99]) within group (order by extract(epoch from d.last_attempt_at - d.created_at) * 1000) as worker
             from webhook_deliveries d join webhook_events e on e.id = d.event_id
             join orders o on o.id = (e.payload->>'orderId')::int
            where o.id = any($1)`,
            [[...sent.keys()]],
          )
        ).rows[0] as { outbox: number[]; worker: number[] },
    );
    console.log(
      `server side, p50 / p99 ms: order created -> delivery row ${lags.outbox.map((n) => fmt(n)).join(' / ')}; delivery row -> attempt ${lags.worker.map((n) => fmt(n)).join(' / ')}`,
    );
    console.log(
      `p99 ${p99 <= 5000 && missing === 0 ? 'met' : 'MISSED'} (<= 5000 ms, none missing); load ${loadAverage()}`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await db.drop();
  await receiver.close();
}
