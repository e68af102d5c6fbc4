// GET /api/orderHistory over 1,000,000 generated orders on PostgreSQL: p50/p95 of the five most common
// filtered queries of a seller with 100,000 orders. The server runs as its own process on a scratch
// database (migrated, demo-seeded); the orders are generated there with generate_series, then
// ANALYZEd. Each query: 3 warm-up calls, then REQUESTS sequential calls per run, RUNS runs, median.
import { generateHistory } from './history-data';
import { fmt, login, median, percentile, RUNS, scratchDatabase, startServer } from './support';

const TOTAL = Number(process.env.ORDERS ?? 1_000_000);
const REQUESTS = Number(process.env.REQUESTS ?? 30);
const PORT = 3320;

const db = await scratchDatabase('fuel_bench_history');
try {
  const server = await startServer(PORT, { DATABASE_URL: db.url });
  try {
    const setup = await generateHistory(db.url, TOTAL);
    console.log(`generated ${setup.total} orders (${setup.mine} of the measured seller) in ${fmt(setup.seconds)} s`);

    const cookie = await login(server.base, 'verkaeufer');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const base = 'productType=FUEL&market=SPOT';
    const queries: Array<[string, string]> = [
      ['first page, newest first (default view)', base],
      ['page 5', `${base}&pageNumber=5`],
      ['status OPEN, CONFIRMED', `${base}&orderStatusList=OPEN,CONFIRMED`],
      ['created in the last 30 days', `${base}&createdStart=${day(-30)}&createdEnd=${day(0)}`],
      ['one buyer and one product', `${base}&buyerList=${setup.buyer}&productList=${setup.product}`],
    ];
    const call = async (qs: string) => {
      const t0 = performance.now();
      const res = await fetch(`${server.base}/api/orderHistory?${qs}`, { headers: { cookie } });
      const body = (await res.json()) as { metadata?: { total: number } };
      if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - t0, total: body.metadata!.total };
    };

    console.log(`\n${REQUESTS} sequential requests per run, median of ${RUNS} runs\n`);
    console.log('| query (seller with 100,000 of 1,000,000 orders) | matching orders | p50 ms | p95 ms |\n|---|---|---|---|');
    for (const [label, qs] of queries) {
      for (let i = 0; i < 3; i++) await call(qs);
      const p50s: number[] = [];
      const p95s: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS; run++) {
        const times: number[] = [];
        for (let i = 0; i < REQUESTS; i++) {
          const r = await call(qs);
          times.push(r.ms);
          total = r.total;
        }
        times.sort((a, b) => a - b);
        p50s.push(percentile(times, 50));
        p95s.push(percentile(times, 95));
      }
      console.log(`| ${label} | ${total} | ${fmt(median(p50s))} | ${fmt(median(p95s))} |`);
    }
  } finally {
    await server.stop();
  }
} finally {
  await db.drop();
}
