// Trigger placement (issue 13: POST /api/trigger-contracts/{id}/price-hold, then .../triggers) on
// PostgreSQL at 16 clients spread over 200 trigger contracts, beside pgbench's tpcb-like run with the
// same client count on a scratch database of the same server, alternating run by run.
// The marketplace server runs as its own process on a scratch database (migrated, demo-seeded, live
// price simulator on); one bench buyer per client with an ENABLED relationship to the first demo seller
// and credit far above what the run can use, and the contracts of this month dealt round-robin over the
// buyers: open around the clock, a monthly volume and a daily trigger limit no run reaches. Each client
// loops for DURATION s over its buyer's contracts: hold the price (as the checkout does when it opens),
// then place a trigger of 1 cbm with that hold and a fresh idempotency key; the placement is timed
// (HOLD=0: no hold, the trigger is priced live at placement).
import { randomUUID } from 'node:crypto';
import { businessDate } from '@fuel/domain/offers/business-time';
import { monthOf, ROUND_THE_CLOCK } from '@fuel/domain/trigger-contracts/trigger-rules';
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

const CLIENTS = Number(process.env.CLIENTS ?? 16);
const CONTRACTS = Number(process.env.CONTRACTS ?? 200);
const DURATION = Number(process.env.DURATION ?? 10);
const PORT = 3323;
/** HOLD=0 places without a price hold (priced live at placement), one request per trigger. */
const HOLD = process.env.HOLD !== '0';

/** Client i places on the contracts of buyer i in turn, each request with its own idempotency key. */
function drive(base: string, cookies: string[], contractsOf: number[][], clients: number): Promise<LoadRun> {
  const next = new Array<number>(clients).fill(0);
  return closedLoop(clients, DURATION, async (i) => {
    const own = contractsOf[i]!;
    const contractId = own[next[i]++ % own.length]!;
    const headers = { ...JSON_HEADERS, cookie: cookies[i]! };
    let holdId: string | undefined;
    if (HOLD) {
      const hold = await fetch(`${base}/api/trigger-contracts/${contractId}/price-hold`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      const held = (await hold.json()) as { holdId?: string; error?: { code: string } };
      if (!hold.ok) return { refused: `hold ${held.error?.code ?? hold.status}` };
      holdId = held.holdId;
    }
    // The lifting period: today only, which is inside the contract's month on every day of it.
    const today = businessDate(new Date());
    return timed(() =>
      fetch(`${base}/api/trigger-contracts/${contractId}/triggers`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          quantityCbm: 1,
          liftingFrom: today,
          liftingTo: today,
          confirmTerms: true,
          idempotencyKey: randomUUID(),
          holdId,
        }),
      }),
    );
  });
}

const db = await scratchDatabase('fuel_bench_triggers');
const scratch = await scratchDatabase('fuel_bench_pgbench_o');
try {
  pgbenchInit(scratch.url);
  const server = await startServer(PORT, { DATABASE_URL: db.url });
  try {
    const contractsOf = await withClient(db.url, async (c) => {
      const seller = (await c.query(`select id from accounts where name = 'Hanseatische Mineralöl Handels GmbH'`))
        .rows[0].id as number;
      const buyers = await insertBenchBuyers(c, seller, CLIENTS);
      // Contract g goes to buyer g mod CLIENTS; volume 2,000,000 cbm (litres are an integer column), 1 to 50 cbm per trigger.
      const ids = await c.query(
        `insert into trigger_contracts (seller_account_id, buyer_account_id, product_id, terminal_id, ekk_number, month, price_basis, trigger_window,
                                        volume_litres, min_order_litres, max_order_litres, daily_trigger_limit)
         select $1, ($2::int[])[1 + g % cardinality($2::int[])], (select id from products where code = 'HEL-SCHWEFELARM'),
                (select id from terminals where code = 'HH-HAR'), 'EKK-BENCH-' || g, $3, $4::jsonb, $5::jsonb, 2000000000, 1000, 50000, 1000000
           from generate_series(0, $6::int - 1) g
         returning id, buyer_account_id`,
        [
          seller,
          buyers,
          monthOf(new Date()),
          JSON.stringify({ futureMonth: 'M01', premium: 24.5, premiumUnit: 'USD_MT' }),
          JSON.stringify(ROUND_THE_CLOCK),
          CONTRACTS,
        ],
      );
      await c.query('analyze');
      return buyers.map((b) =>
        ids.rows.filter((r: { buyer_account_id: number }) => r.buyer_account_id === b).map((r: { id: number }) => r.id),
      );
    });
    const cookies: string[] = [];
    for (let i = 1; i <= CLIENTS; i++) cookies.push(await login(server.base, `bench-kaeufer-${i}`));

    // Warm-up (JIT, connection pool, plan caches, first price ticks); its triggers count nowhere.
    const warm = await drive(server.base, cookies, contractsOf, 4);
    if (warm.perSecond === 0) throw new Error(`no trigger went through: ${JSON.stringify(warm.refused)}`);

    console.log(
      `${CLIENTS} clients over ${CONTRACTS} contracts, ${HOLD ? 'price hold then trigger' : 'trigger without hold'}, ${DURATION} s per run, ${RUNS} alternating runs; pgbench -c ${CLIENTS} -j 2 -T ${DURATION} (tpcb-like, scale 10)`,
    );
    console.log(
      '| run | triggers/s | p50 ms | p99 ms | refused | pgbench tps | triggers/s ÷ tps |\n|---|---|---|---|---|---|---|',
    );
    const runs: LoadRun[] = [];
    const tps: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await drive(server.base, cookies, contractsOf, CLIENTS);
      const t = pgbench(scratch.url, CLIENTS, DURATION);
      runs.push(run);
      tps.push(t);
      console.log(
        `| ${i + 1} | ${fmt(run.perSecond, 0)} | ${fmt(run.p50)} | ${fmt(run.p99)} | ${refusedCount([run])} | ${fmt(t, 0)} | ${fmt(run.perSecond / t, 3)} |`,
      );
    }
    const ops = median(runs.map((r) => r.perSecond));
    console.log(
      `| median | ${fmt(ops, 0)} | ${fmt(median(runs.map((r) => r.p50)))} | ${fmt(median(runs.map((r) => r.p99)))} | ${refusedCount(runs)} | ${fmt(median(tps), 0)} | ${fmt(ops / median(tps), 3)} |`,
    );
    const refusals = runs.flatMap((r) => Object.entries(r.refused));
    if (refusals.length > 0) console.log(`\nrefused: ${JSON.stringify(refusals)}`);

    // The invariant under load: what each contract counts as triggered is exactly what its orders took.
    await withClient(db.url, async (c) => {
      const r = (
        await c.query(`select count(*)::int as off
                         from trigger_contracts t
                         cross join lateral (select coalesce(sum(litres), 0) as litres from orders where trigger_contract_id = t.id) o
                        where t.ekk_number like 'EKK-BENCH-%' and t.triggered_litres <> o.litres`)
      ).rows[0];
      const total = (
        await c.query(
          `select count(*)::int as n from orders where trigger_contract_id in (select id from trigger_contracts where ekk_number like 'EKK-BENCH-%')`,
        )
      ).rows[0];
      console.log(
        `\n${total.n} trigger orders; contracts whose triggered litres differ from their orders: ${r.off} (${r.off === 0 ? 'consistent' : 'INCONSISTENT'})`,
      );
    });
  } finally {
    await server.stop();
  }
} finally {
  await db.drop();
  await scratch.drop();
}
