// Issue 15 part 4: GET /api/user (any authenticated call) against GET /api/health of the same server in
// the same run, on a scratch PostgreSQL database. The real server runs as its own process (like in
// production), autocannon drives it from here. Every run measures every route once, in turn (alternating),
// RUNS runs, median per route. Beside the routes of the server under test, GET /api/user of a second
// server on the same database with the session cache off (SESSION_CACHE_MS=0): what the prepared
// statement alone gives. Results go to bench/README.md by hand.
import autocannon from 'autocannon';
import { fmt, login, median, RUNS, scratchDatabase, startServer } from './support';

const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const PORTS = [3330, 3331];

type Result = { rps: number; p50: number; p99: number };

function run(url: string, cookie?: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: cookie ? { cookie } : {} }, (err, r) => {
      if (err) return reject(err);
      if (r.non2xx > 0) return reject(new Error(`${r.non2xx} non-2xx answers from ${url}`));
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
    });
  });
}

const db = await scratchDatabase('fuel_bench_user_s');
const servers: Array<Awaited<ReturnType<typeof startServer>>> = [];
try {
  // One after the other: both would migrate and seed the empty database at once otherwise.
  servers.push(await startServer(PORTS[0]!, { DATABASE_URL: db.url, PRICE_FEED: 'none' }));
  servers.push(await startServer(PORTS[1]!, { DATABASE_URL: db.url, PRICE_FEED: 'none', SESSION_CACHE_MS: '0' }));
  const [cached, uncached] = servers as [(typeof servers)[0], (typeof servers)[0]];
  const cookie = await login(cached.base, 'kaeufer');
  const routes: Array<[string, string, string | undefined]> = [
    ['GET /api/health (reference, one `select 1`)', `${cached.base}/api/health`, undefined],
    ['GET /api/health/live, no cookie', `${cached.base}/api/health/live`, undefined],
    ['GET /api/health/live with the session cookie', `${cached.base}/api/health/live`, cookie],
    ['GET /api/user (logged in)', `${cached.base}/api/user`, cookie],
    ['GET /api/user, session cache off (SESSION_CACHE_MS=0)', `${uncached.base}/api/user`, cookie],
  ];
  for (const [, url, c] of routes) await run(url, c); // warm-up
  const results = routes.map(() => [] as Result[]);
  for (let i = 0; i < RUNS; i++) {
    for (const [n, [, url, c]] of routes.entries()) results[n]!.push(await run(url, c));
  }
  const health = median(results[0]!.map((r) => r.rps));
  console.log(
    `\nconnections ${CONNECTIONS}, ${DURATION} s per run, ${RUNS} alternating runs, median; load ${(
      await import('node:os')
    )
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log('| route | req/s | ÷ /api/health | p50 ms | p99 ms | runs req/s |\n|---|---|---|---|---|---|');
  for (const [n, [name]] of routes.entries()) {
    const rs = results[n]!;
    const rps = median(rs.map((r) => r.rps));
    console.log(
      `| ${name} | ${fmt(rps, 0)} | ${fmt(rps / health, 2)}x | ${median(rs.map((r) => r.p50))} | ${median(rs.map((r) => r.p99))} | ${rs.map((r) => fmt(r.rps, 0)).join(' / ')} |`,
    );
  }
} finally {
  for (const s of servers) await s.stop();
  await db.drop();
}
