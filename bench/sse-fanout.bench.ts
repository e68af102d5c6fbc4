// Issue 15 part 6: one tick batch to STREAMS (10,000) open event streams, beside a bare Node SSE server
// in the same run. Three targets, each its own process(es), measured in turn in every run (alternating),
// RUNS runs, median of the runs:
// - bare: bench/bare-sse-server.ts (plain node:http, the same frame), pushed by POST /tick;
// - server, 1 process: the real server on a scratch PostgreSQL database (PRICE_FEED=none), every stream
//   on it, pushed by POST /api/price-feed/ticks (an API seller's token: insert, NOTIFY, fan-out);
// - server, 2 processes: a second real server on the same database; half the streams on each, the push
//   goes to the first, the second hears it through LISTEN/NOTIFY.
// Per target and run: open the streams, ROUNDS times push one batch and take, per stream, the time from
// just before the push to the arrival of the batch; then close the streams. The streams are read in this
// process, so every figure includes the reader's own work, the same for all three targets.
// A session may hold 5 streams per process, so the bench inserts STREAMS/5 sessions of `kaeufer` with SQL.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import {
  fmt,
  JSON_HEADERS,
  login,
  median,
  percentile,
  root,
  RUNS,
  scratchDatabase,
  startServer,
  withClient,
} from './support';

const STREAMS = Number(process.env.STREAMS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 10);
const ROUND_TIMEOUT_MS = 10_000;
const STREAMS_PER_SESSION = 5;
const [PORT_A, PORT_B, PORT_BARE] = [3333, 3334, 3335];

type Stream = {
  req: http.ClientRequest;
  tail: string;
  waiting: { marker: string; resolve: (t: number) => void } | null;
};
type Target = {
  label: string;
  urls: string[];
  cookies: (i: number) => string | undefined;
  push: (price: number, round: number) => Promise<Response>;
};
type RunResult = { deliveries: number; missed: number; p50: number; p99: number; max: number; spread: number };

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxTotalSockets: Infinity });

function openStream(url: string, cookie: string | undefined): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { req: null as never, tail: '', waiting: null };
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (cookie) headers.cookie = cookie;
    stream.req = http.get(url, { agent, headers }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        // Only look for the round's marker; the tail covers a marker split across two chunks.
        const text = stream.tail + chunk;
        stream.tail = text.slice(-64);
        const w = stream.waiting;
        if (w && text.includes(w.marker)) {
          stream.waiting = null;
          w.resolve(performance.now());
        }
      });
      res.on('error', () => undefined);
      resolve(stream);
    });
    stream.req.on('error', reject);
  });
}

async function openAll(target: Target): Promise<Stream[]> {
  const streams: Stream[] = [];
  for (let i = 0; i < STREAMS; i += 200) {
    const batch = Array.from({ length: Math.min(200, STREAMS - i) }, (_, k) => {
      const n = i + k;
      // The first half on the first url, the second half on the second (when there are two).
      const url = target.urls[Math.floor((n * target.urls.length) / STREAMS)]!;
      return openStream(url, target.cookies(n));
    });
    streams.push(...(await Promise.all(batch)));
  }
  return streams;
}

async function measure(target: Target, run: number): Promise<RunResult> {
  const streams = await openAll(target);
  try {
    await new Promise((r) => setTimeout(r, 500));
    const latencies: number[] = [];
    const spreads: number[] = [];
    let missed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // A price no earlier round or run used marks this round's batch in every stream.
      const price = 600.25 + run * 100 + round;
      const marker = `"price":${price}`;
      const arrivals = streams.map(
        (s) =>
          new Promise<number | null>((resolve) => {
            const timer = setTimeout(() => {
              s.waiting = null;
              resolve(null);
            }, ROUND_TIMEOUT_MS);
            s.waiting = { marker, resolve: (t) => (clearTimeout(timer), resolve(t)) };
          }),
      );
      const t0 = performance.now();
      const res = await target.push(price, round);
      if (!res.ok) throw new Error(`${target.label}: push answered ${res.status}`);
      const times = (await Promise.all(arrivals)).filter((t): t is number => t !== null);
      missed += streams.length - times.length;
      for (const t of times) latencies.push(t - t0);
      if (times.length > 0) spreads.push(Math.max(...times) - Math.min(...times));
      await new Promise((r) => setTimeout(r, 200));
    }
    latencies.sort((a, b) => a - b);
    spreads.sort((a, b) => a - b);
    return {
      deliveries: latencies.length,
      missed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? NaN,
      spread: percentile(spreads, 50),
    };
  } finally {
    for (const s of streams) s.req.destroy();
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function startBare(port: number): Promise<{ base: string; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/bare-sse-server.ts'), String(port)],
    { cwd: root, stdio: 'inherit' },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    base,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function apiSellerSecret(base: string): Promise<string> {
  const cookie = await login(base, 'verkaeufer');
  const headers = { ...JSON_HEADERS, cookie };
  const type = await fetch(`${base}/api/pricing/price-type`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ priceType: 'API' }),
  });
  if (!type.ok) throw new Error(`price type: ${type.status}`);
  const token = await fetch(`${base}/api/pricing/api-tokens`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench' }),
  });
  if (!token.ok) throw new Error(`token: ${token.status}`);
  return ((await token.json()) as { secret: string }).secret;
}

const ticksOf = (price: number, round: number) => [
  { symbol: 'ICE/GAS', price },
  { symbol: 'FX/EURUSD', price: 1.08 + round / 10_000 },
];

const db = await scratchDatabase('fuel_bench_sse_s');
const stops: Array<() => Promise<void>> = [];
try {
  const bare = await startBare(PORT_BARE);
  stops.push(bare.stop);
  // One after the other: both would migrate and seed the empty database at once otherwise.
  const a = await startServer(PORT_A, { DATABASE_URL: db.url, PRICE_FEED: 'none' });
  stops.push(a.stop);
  const b = await startServer(PORT_B, { DATABASE_URL: db.url, PRICE_FEED: 'none' });
  stops.push(b.stop);
  const secret = await apiSellerSecret(a.base);
  const sessions = Math.ceil(STREAMS / STREAMS_PER_SESSION);
  await withClient(db.url, (c) =>
    c.query(
      `insert into sessions (id_hash, user_id, expires_at)
       select encode(sha256(convert_to('bench-sse-' || g, 'UTF8')), 'hex'), (select id from users where username = 'kaeufer'), now() + interval '1 day'
       from generate_series(0, $1 - 1) g`,
      [sessions],
    ),
  );
  const cookieOf = (i: number) => `fm_session=bench-sse-${Math.floor(i / STREAMS_PER_SESSION)}`;
  const pushToServer = (price: number, round: number) =>
    fetch(`${a.base}/api/price-feed/ticks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ ticks: ticksOf(price, round) }),
    });
  const targets: Target[] = [
    {
      label: 'bare Node SSE server (reference)',
      urls: [`${bare.base}/events`],
      cookies: () => undefined,
      push: (price, round) =>
        fetch(`${bare.base}/tick`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ticks: ticksOf(price, round) }),
        }),
    },
    { label: 'server, 1 process (PostgreSQL)', urls: [`${a.base}/api/events`], cookies: cookieOf, push: pushToServer },
    {
      label: 'server, 2 processes (LISTEN/NOTIFY fan-out)',
      urls: [`${a.base}/api/events`, `${b.base}/api/events`],
      cookies: cookieOf,
      push: pushToServer,
    },
  ];
  const results = targets.map(() => [] as RunResult[]);
  const loads: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    for (const [n, target] of targets.entries()) {
      const r = await measure(target, run * targets.length + n);
      results[n]!.push(r);
      loads.push(os.loadavg()[0]!.toFixed(1));
      console.log(
        `run ${run + 1}, ${target.label}: p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms, missed ${r.missed} (load ${loads.at(-1)})`,
      );
    }
  }
  const bareP99 = median(results[0]!.map((r) => r.p99));
  console.log(
    `\nOne tick batch to ${STREAMS} open event streams, ${ROUNDS} rounds per run, ${RUNS} alternating runs, median of the runs (ms from push to arrival)`,
  );
  console.log(`1-minute load average after each measurement: ${loads.join(', ')}\n`);
  console.log(
    '| target | deliveries per run | missed | p50 ms | p99 ms | p99 ÷ bare | max ms | first→last stream ms | runs p99 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [n, target] of targets.entries()) {
    const rs = results[n]!;
    const p99 = median(rs.map((r) => r.p99));
    console.log(
      `| ${target.label} | ${median(rs.map((r) => r.deliveries))} | ${rs.reduce((s, r) => s + r.missed, 0)} | ${fmt(median(rs.map((r) => r.p50)))} | ${fmt(p99)} | ${fmt(p99 / bareP99, 2)}x | ${fmt(median(rs.map((r) => r.max)))} | ${fmt(median(rs.map((r) => r.spread)))} | ${rs.map((r) => fmt(r.p99)).join(' / ')} |`,
    );
  }
} finally {
  for (const stop of stops.reverse()) await stop();
  await db.drop();
  agent.destroy();
}
process.exit(0);
