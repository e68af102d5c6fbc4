// Shared pieces of the benches: a scratch PostgreSQL database, the real server as its own process on
// it, demo logins, bench buyers, a closed-loop load driver, pgbench beside it, and the statistics the
// tables print.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const RUNS = Number(process.env.RUNS ?? 3);

export function databaseUrl(name: string): string {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database for one bench; `drop()` removes it again. */
export async function scratchDatabase(
  prefix: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const name = `${prefix}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    name,
    url: databaseUrl(name),
    drop: async () => {
      const a = new pg.Client({ connectionString: PG_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/**
 * Starts apps/server/src/main.ts (migrations, demo seed) on a database and waits for /api/health.
 * `nodeArgs` e.g. --cpu-prof; `serverRoot` runs another checkout's server (a reference build measured
 * in the same run).
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  { nodeArgs = [], serverRoot = root }: { nodeArgs?: string[]; serverRoot?: string } = {},
): Promise<{ base: string; pid: number; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(serverRoot, 'apps/server/src/main.ts')],
    {
      cwd: serverRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED_DEMO: 'true',
        RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
        ...env,
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, pid: child.pid!, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error('server did not start');
}

export const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** Logs in (every demo and bench user has the demo password) and returns the session cookie. */
export async function login(base: string, username: string, password = 'Demo!2026'): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login of ${username} failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as Record<string, unknown>;
  if ('twoFactorRequired' in body) throw new Error(`${username} needs two-factor login`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

/** Runs a query on a database and closes the connection. */
export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * `count` bench buyers "Bench Käufer 1..count", each with one user `bench-kaeufer-N` (kaeufer's roles
 * and password) and an ENABLED relationship to `sellerId` with every terminal and fuel allowed and a
 * credit limit far above what a run can use. Returns the buyers' account ids in order.
 */
export async function insertBenchBuyers(c: pg.Client, sellerId: number, count: number): Promise<number[]> {
  const ids = (
    await c.query(
      `insert into accounts (type, name, platform) select 'buyer', 'Bench Käufer ' || g, 'A' from generate_series(1, $1::int) g returning id`,
      [count],
    )
  ).rows.map((r: { id: number }) => r.id);
  await c.query(`
    insert into users (account_id, username, email, password_hash, salutation, first_name, last_name, roles, is_admin, country, gtc_accepted_at)
    select a.id, 'bench-kaeufer-' || substr(a.name, 14), 'bench-kaeufer-' || substr(a.name, 14) || '@bench.invalid',
           k.password_hash, k.salutation, k.first_name, k.last_name, k.roles, k.is_admin, k.country, now()
      from accounts a cross join (select * from users where username = 'kaeufer') k
     where a.name like 'Bench Käufer %'`);
  await c.query(
    `insert into relationships (buyer_account_id, seller_account_id, buyer_status, seller_status, credit_limit_minor, payment_term_id)
     select a.id, $1, 'ENABLED', 'ENABLED', 10000000000000, (select id from payment_terms order by credit_days limit 1)
       from accounts a where a.name like 'Bench Käufer %'`,
    [sellerId],
  );
  await c.query(`insert into relationship_terminals (relationship_id, terminal_id)
                 select r.id, t.id from relationships r join accounts a on a.id = r.buyer_account_id cross join terminals t
                  where a.name like 'Bench Käufer %'`);
  await c.query(`insert into relationship_products (relationship_id, product_id, credit_days)
                 select r.id, p.id, 14 from relationships r join accounts a on a.id = r.buyer_account_id cross join products p
                  where a.name like 'Bench Käufer %' and p.type = 'fuel'`);
  return ids;
}

/** One request of a load loop: its time when it succeeded, else the error code it was refused with. */
export type Outcome = { ms: number } | { refused: string };

/** Times one request; a refusal is recorded by its error code (or HTTP status). */
export async function timed(request: () => Promise<Response>): Promise<Outcome> {
  const t0 = performance.now();
  const res = await request();
  const body = (await res.json()) as { error?: { code: string } };
  return res.ok ? { ms: performance.now() - t0 } : { refused: body.error?.code ?? String(res.status) };
}

export type LoadRun = { perSecond: number; p50: number; p99: number; refused: Record<string, number> };

/** `clients` concurrent loops, each calling `step(client)` until `seconds` are up: successes per second, their p50/p99, refusals by code. */
export async function closedLoop(
  clients: number,
  seconds: number,
  step: (client: number) => Promise<Outcome>,
): Promise<LoadRun> {
  const latencies: number[] = [];
  const refused: Record<string, number> = {};
  const end = Date.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (Date.now() < end) {
        const outcome = await step(client);
        if ('ms' in outcome) latencies.push(outcome.ms);
        else refused[outcome.refused] = (refused[outcome.refused] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    refused,
  };
}

export const refusedCount = (runs: LoadRun[]) =>
  runs.reduce((n, r) => n + Object.values(r.refused).reduce((a, b) => a + b, 0), 0);

/** pgbench's tpcb-like tables (scale 10) on a scratch database, the reference the write benches run beside. */
export function pgbenchInit(url: string): void {
  execFileSync('pgbench', ['-i', '-s', '10', '-q', url], { stdio: 'ignore' });
}

/** One pgbench tpcb-like run with `clients` connections for `seconds`: its tps. */
export function pgbench(url: string, clients: number, seconds: number): number {
  const out = execFileSync('pgbench', ['-c', String(clients), '-j', '2', '-T', String(seconds), '-n', url], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const match = /tps = ([\d.]+)/.exec(out);
  if (!match) throw new Error(`pgbench output not understood:\n${out}`);
  return Number(match[1]);
}

export type HttpRun = { rps: number; p50: number; p99: number; timeouts: number };

/** autocannon on one URL with `connections` for `seconds`: requests per second and latency; any non-2xx or error fails the bench. */
export function httpLoad(
  url: string,
  opts: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<HttpRun> {
  return new Promise((resolve, reject) => {
    // An answer under a loaded machine can take longer than autocannon's default 10 s.
    autocannon(
      { url, connections: opts.connections, duration: opts.seconds, headers: opts.headers ?? {}, timeout: 60 },
      (err, r) => {
        if (err) return reject(err);
        if (r.non2xx > 0) return reject(new Error(`${r.non2xx} non-2xx answers from ${url}`));
        if (r.errors > r.timeouts) return reject(new Error(`${r.errors - r.timeouts} errors from ${url}`));
        resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, timeouts: r.timeouts });
      },
    );
  });
}

/** The machine's load average (1, 5, 15 minutes), printed with every table. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
