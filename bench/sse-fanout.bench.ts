// Delivery of one tick batch to 1,000 open event streams (issue 4 part 10). The real server runs as
// its own process (PRICE_FEED=none, so only our ticks move) on PGlite and, when DATABASE_URL or
// BENCH_PG_URL names a PostgreSQL, on a scratch database there too. The bench logs in once, opens
// STREAMS streams of GET /api/events with that cookie (node:http, no socket limit), then ROUNDS times
// pushes one tick batch through POST /api/price-feed/ticks (an API seller's token) and takes, per
// stream, the time from just before the push to the arrival of the batch. p50/p99 over all streams
// and rounds. The streams are read in this process, so the figures include the reader's own work.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { fmt, JSON_HEADERS, login, percentile, startServer } from './support';

const STREAMS = Number(process.env.STREAMS ?? 1000);
const ROUNDS = Number(process.env.ROUNDS ?? 10);
/** Every database's run stops after this long, whatever happens. */
const BUDGET_MS = Number(process.env.BUDGET_MS ?? 180_000);
const ROUND_TIMEOUT_MS = 10_000;
const PG_ADMIN_URL = process.env.DATABASE_URL ?? process.env.BENCH_PG_URL;

type Stream = { req: http.ClientRequest; tail: string; waiting: { marker: string; resolve: (t: number) => void } | null };

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxTotalSockets: Infinity });

function openStream(base: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { req: null as never, tail: '', waiting: null };
    stream.req = http.get(`${base}/api/events`, { agent, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
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

async function apiSellerSecret(base: string): Promise<string> {
  const cookie = await login(base, 'verkaeufer');
  const headers = { ...JSON_HEADERS, cookie };
  const type = await fetch(`${base}/api/pricing/price-type`, { method: 'PUT', headers, body: JSON.stringify({ priceType: 'API' }) });
  if (!type.ok) throw new Error(`price type: ${type.status}`);
  const token = await fetch(`${base}/api/pricing/api-tokens`, { method: 'POST', headers, body: JSON.stringify({ name: 'Bench' }) });
  if (!token.ok) throw new Error(`token: ${token.status}`);
  return ((await token.json()) as { secret: string }).secret;
}

async function measure(label: string, port: number, env: Record<string, string>) {
  const server = await startServer(port, { PRICE_FEED: 'none', ...env });
  const streams: Stream[] = [];
  try {
    const secret = await apiSellerSecret(server.base);
    const cookie = await login(server.base, 'kaeufer');
    for (let i = 0; i < STREAMS; i += 100) {
      streams.push(...(await Promise.all(Array.from({ length: Math.min(100, STREAMS - i) }, () => openStream(server.base, cookie)))));
    }
    await new Promise((r) => setTimeout(r, 500));

    const latencies: number[] = [];
    const pushes: number[] = [];
    /** Per round, first to last arrival: what writing to (and reading) all streams costs. */
    const spreads: number[] = [];
    let missed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // A price no earlier round used marks this round's batch in every stream.
      const price = 600.25 + round;
      const marker = `"price":${price},`;
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
      const res = await fetch(`${server.base}/api/price-feed/ticks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: JSON.stringify({ ticks: [{ symbol: 'ICE/GAS', price }, { symbol: 'FX/EURUSD', price: 1.08 + round / 10_000 }] }),
      });
      pushes.push(performance.now() - t0);
      if (!res.ok) throw new Error(`push answered ${res.status}`);
      const times = (await Promise.all(arrivals)).filter((t): t is number => t !== null);
      missed += streams.length - times.length;
      for (const t of times) latencies.push(t - t0);
      if (times.length > 0) spreads.push(Math.max(...times) - Math.min(...times));
      await new Promise((r) => setTimeout(r, 200));
    }
    latencies.sort((a, b) => a - b);
    pushes.sort((a, b) => a - b);
    spreads.sort((a, b) => a - b);
    return {
      label,
      deliveries: latencies.length,
      missed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? NaN,
      push: percentile(pushes, 50),
      spread: percentile(spreads, 50),
    };
  } finally {
    for (const s of streams) s.req.destroy();
    await server.stop();
  }
}

function withBudget<T>(label: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout;
  const budget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: over the time budget of ${BUDGET_MS} ms`)), BUDGET_MS);
  });
  return Promise.race([work, budget]).finally(() => clearTimeout(timer));
}

const results: Array<Awaited<ReturnType<typeof measure>>> = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuel-bench-sse-'));
try {
  results.push(await withBudget('PGlite', measure('PGlite', 3331, { DATA_DIR: dataDir })));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (PG_ADMIN_URL) {
  const name = `fuel_bench_sse_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    results.push(await withBudget('PostgreSQL', measure('PostgreSQL', 3332, { DATABASE_URL: url.toString() })));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(`\nOne tick batch to ${STREAMS} open event streams, ${ROUNDS} rounds (ms from push to arrival)\n`);
console.log('| database | deliveries | missed | p50 ms | p99 ms | max ms | first→last stream p50 ms | push (POST) p50 ms |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(`| ${r.label} | ${r.deliveries} | ${r.missed} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${fmt(r.spread)} | ${fmt(r.push)} |`);
}
agent.destroy();
process.exit(0);
