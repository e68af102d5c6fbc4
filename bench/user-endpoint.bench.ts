// GET /api/user for a logged-in user against the trivial GET /api/health/live of the same server,
// on PGlite and (when reachable) PostgreSQL. The server runs as its own process, like in production;
// autocannon runs here. Median of RUNS runs per route; results go to bench/README.md by hand.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 3);
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Result = { rps: number; p50: number; p99: number };

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: 'true', ...env },
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ username: 'kaeufer', password: 'Demo!2026' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const cookie = res.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0];
}

function run(url: string, cookie?: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers: cookie ? { cookie } : {} },
      (err, r) => {
        if (err) return reject(err);
        if (r.non2xx > 0) return reject(new Error(`${r.non2xx} non-2xx answers from ${url}`));
        resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
      },
    );
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(label: string, port: number, env: Record<string, string>) {
  const server = await startServer(port, env);
  try {
    const base = `http://127.0.0.1:${port}`;
    const cookie = await login(base);
    await run(`${base}/api/user`, cookie); // warm-up
    for (const [name, url, c] of [
      ['GET /api/health/live (trivial)', `${base}/api/health/live`, undefined],
      ['GET /api/user (logged in)', `${base}/api/user`, cookie],
    ] as const) {
      const results: Result[] = [];
      for (let i = 0; i < RUNS; i++) results.push(await run(url, c));
      console.log(
        `| ${label} | ${name} | ${median(results.map((r) => r.rps)).toFixed(0)} | ${median(results.map((r) => r.p50))} | ${median(results.map((r) => r.p99))} |`,
      );
    }
  } finally {
    // Wait for the server to end before its database is dropped.
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

console.log(`connections ${CONNECTIONS}, ${DURATION} s per run, median of ${RUNS} runs`);
console.log('| database | route | req/s | p50 ms | p99 ms |\n|---|---|---|---|---|');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuel-bench-'));
await measure('PGlite', 3310, { DATA_DIR: dataDir });
fs.rmSync(dataDir, { recursive: true, force: true });

const admin = new pg.Client({ connectionString: PG_URL });
try {
  await admin.connect();
} catch {
  console.log('PostgreSQL not reachable: skipped');
  process.exit(0);
}
const db = `fuel_bench_${Date.now()}`;
await admin.query(`create database ${db}`);
try {
  const url = new URL(PG_URL);
  url.pathname = `/${db}`;
  await measure('PostgreSQL', 3311, { DATABASE_URL: url.toString() });
} finally {
  await admin.query(`drop database if exists ${db} with (force)`);
  await admin.end();
}
