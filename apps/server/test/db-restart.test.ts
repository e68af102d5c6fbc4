import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { offers } from '../src/db/schema';
import { accountIdByName, createBuyer, createOffer, setTerms, storedOrdersByKey } from './trading-fixtures';
import { DEMO_PASSWORD } from './test-app';
import { callServer as call, postgresUrl, useServerProcesses } from './server-processes';

// Issue 25 parts 1 and 7: a PostgreSQL restart under load from two real server processes. The test
// makes a PostgreSQL cluster of its own (another port), so restarting it disturbs no other test; it
// needs the Debian cluster tools and root (CI: .ci/run), and runs only in the PostgreSQL variant
// (`npm run test:pg`, DATABASE_URL set): the PGlite run and the PostgreSQL run go side by side in CI,
// and the cluster must exist once. Decision 053.
const run = promisify(execFile);
const execOpts = { timeout: 60_000 };
const PG_VERSION = fs.existsSync('/usr/lib/postgresql')
  ? fs
      .readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort()
      .at(-1)
  : undefined;
const skipReason = !postgresUrl
  ? 'runs only in the PostgreSQL variant (DATABASE_URL set: npm run test:pg)'
  : !PG_VERSION || !fs.existsSync('/usr/bin/pg_createcluster') || !fs.existsSync('/usr/bin/pg_ctlcluster')
    ? 'needs the Debian PostgreSQL cluster tools (pg_createcluster, pg_ctlcluster)'
    : process.getuid?.() !== 0
      ? 'needs root to create and restart a PostgreSQL cluster of its own'
      : null;
if (skipReason) console.info(`db-restart.test.ts skipped: ${skipReason}`);

const CLUSTER = `fuel_restart_${process.pid}`;
const [A, B] = [3527, 3528];
const BUYERS = 4;
const LITRES = 1_000;
let clusterPort = 0;
const ctl = (action: 'start' | 'stop' | 'restart') =>
  run('pg_ctlcluster', ['--skip-systemctl-redirect', PG_VERSION!, CLUSTER, action], execOpts);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Clusters of earlier runs whose process died before its afterAll (a killed test run). */
async function dropStaleClusters() {
  const { stdout } = await run('pg_lsclusters', ['-h'], execOpts);
  for (const line of stdout.split('\n')) {
    const [version, name] = line.trim().split(/\s+/);
    const pid = /^fuel_restart_(\d+)$/.exec(name ?? '')?.[1];
    if (!pid || Number(pid) === process.pid) continue;
    try {
      process.kill(Number(pid), 0);
    } catch {
      await run('pg_dropcluster', ['--stop', version!, name!], execOpts).catch(() => undefined);
    }
  }
}

// Registered before the processes' hooks: the cluster exists before they start and is dropped after
// they ended (after-hooks run in reverse), also when the test failed.
beforeAll(async () => {
  if (skipReason) return;
  await dropStaleClusters();
  clusterPort = await freePort();
  await run(
    'pg_createcluster',
    [PG_VERSION!, CLUSTER, '-p', String(clusterPort), '--start', '--', '--auth-host=trust', '--auth-local=trust'],
    execOpts,
  );
}, 120_000);
afterAll(async () => {
  if (skipReason || clusterPort === 0) return;
  await run('pg_dropcluster', ['--stop', PG_VERSION!, CLUSTER], execOpts);
}, 60_000);

const servers = useServerProcesses({
  name: 'db_restart',
  ports: [A, B],
  env: { PRICE_FEED: 'none' },
  oneAfterAnother: true,
  adminUrl: () =>
    skipReason || clusterPort === 0 ? undefined : `postgres://postgres@127.0.0.1:${clusterPort}/postgres`,
});

let database: Database;
beforeAll(async () => {
  if (!skipReason) database = await openDatabase({ databaseUrl: servers.databaseUrl, poolSize: 2 });
});
afterAll(() => database?.close());

type Attempt = { port: number; cookie: string; key: string; body: unknown };
type Outcome =
  { status: number; orderIds: number[]; retryAfter: string | null; code?: string } | { status: 'no answer' };

async function place(port: number, a: Attempt): Promise<Outcome> {
  try {
    const res = await call(port, 'POST', '/api/orders', { cookie: a.cookie, body: a.body });
    const json = (await res.json()) as { orders?: Array<{ id: number }>; error?: { code?: string } };
    // The refusal's code is kept so a failed assertion says why (a bare status hid the cause once).
    return {
      status: res.status,
      orderIds: (json.orders ?? []).map((o) => o.id),
      retryAfter: res.headers.get('retry-after'),
      ...(json.error?.code ? { code: json.error.code } : {}),
    };
  } catch {
    return { status: 'no answer' };
  }
}
const acknowledged = (o: Outcome): o is Extract<Outcome, { orderIds: number[] }> =>
  typeof o.status === 'number' && o.status >= 200 && o.status < 300;
const statusOf = async (port: number, url: string) => {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${url}`);
    await res.arrayBuffer();
    return { status: res.status, retryAfter: res.headers.get('retry-after') };
  } catch {
    return { status: 0, retryAfter: null };
  }
};

/** Polls /api/health of `port` until it is 200 (no fixed sleep, bounded); the ms since `from`. */
async function readyMs(port: number, from: number): Promise<number> {
  const hangGuard = from + 60_000;
  while ((await statusOf(port, '/api/health')).status !== 200) {
    if (performance.now() > hangGuard) throw new Error(`process on ${port} not ready 60 s after the restart`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Math.round(performance.now() - from);
}

/** The bound: each process answers again (ready and an order acknowledged) within 10 s of PostgreSQL accepting again. */
const RECOVERY_BOUND_MS = 10_000;
type Recovery = { ready: number; firstOrder: number };

test.skipIf(!!skipReason)(
  'a PostgreSQL restart under load: both processes stay up, answer 503 with Retry-After meanwhile, are ready again, and store every acknowledged order once',
  async () => {
    const db = database.db;
    const sellerId = await accountIdByName(db, 'Hanseatische Mineralöl Handels GmbH');
    // Every order 1 cbm: the minimum too, since the fixture's default minimum (5 cbm) above this maximum
    // refused every order with 422 QUANTITY_OUT_OF_RANGE ("zwischen 5 und 1 cbm").
    const offer = await createOffer(db, new Date(), {
      sellerAccountId: sellerId,
      totalLitres: 100_000 * LITRES,
      minOrderLitres: LITRES,
      maxOrderLitres: LITRES,
    });
    const cookies: string[] = [];
    for (let b = 0; b < BUYERS; b++) {
      const buyer = await createBuyer(db);
      await setTerms(db, buyer.accountId, sellerId, {
        creditLimitMinor: 100_000_000_00,
        products: [{ productId: offer.productId }],
      });
      const login = await call(A, 'POST', '/api/login', {
        body: { username: buyer.username, password: DEMO_PASSWORD },
      });
      expect(login.status).toBe(200);
      cookies.push((login.headers.get('set-cookie') ?? '').split(';')[0]!);
    }

    // Load: every buyer orders without pause through both processes, each order with its own key.
    const attempts: Array<{ attempt: Attempt; outcome: Outcome; sentAt: number; answeredAt: number }> = [];
    let loading = true;
    const load = cookies.map(async (cookie, b) => {
      for (let i = 0; loading; i++) {
        const key = randomUUID();
        const attempt: Attempt = {
          port: (b + i) % 2 === 0 ? A : B,
          cookie,
          key,
          body: {
            items: [{ offerId: offer.id, quantityCbm: LITRES / 1000 }],
            confirmTerms: true,
            confirmBookingChecked: true,
            idempotencyKey: key,
          },
        };
        const sentAt = performance.now();
        const outcome = await place(attempt.port, attempt);
        attempts.push({ attempt, outcome, sentAt, answeredAt: performance.now() });
        // Refused while the database is away: a client waits as told; here a short pause keeps the loop from spinning.
        if (outcome.status === 503) await new Promise((r) => setTimeout(r, 20));
      }
    });
    const histogram = () =>
      JSON.stringify(
        attempts.reduce<Record<string, number>>(
          (h, a) => ((h[String(a.outcome.status)] = (h[String(a.outcome.status)] ?? 0) + 1), h),
          {},
        ),
      );
    /** Waits for a condition of the load, with a hang guard that says what the load saw. */
    const waitFor = async (what: string, done: () => boolean) => {
      const guard = performance.now() + 60_000;
      while (!done()) {
        if (performance.now() > guard) {
          loading = false;
          throw new Error(`no ${what} within 60 s; answers so far: ${histogram()}`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    /**
     * Measured after PostgreSQL accepts connections again (`from`: pg_ctlcluster waits for that), per
     * process: readiness 200, and the first order sent after `from` that it acknowledged. Both are
     * polled (bounded), not waited for with a timer.
     */
    const recovery = async (from: number): Promise<Record<number, Recovery>> => {
      const result: Record<number, Recovery> = {};
      await Promise.all(
        [A, B].map(async (port) => {
          const ready = await readyMs(port, from);
          const firstAcknowledged = () =>
            attempts.find((a) => a.attempt.port === port && a.sentAt >= from && acknowledged(a.outcome));
          await waitFor(`acknowledged order on ${port} after the restart`, () => !!firstAcknowledged());
          result[port] = { ready, firstOrder: Math.round(firstAcknowledged()!.answeredAt - from) };
        }),
      );
      return result;
    };
    const waitForAcknowledged = async (n: number) => {
      const target = attempts.filter((a) => acknowledged(a.outcome)).length + n;
      await waitFor(`${n} acknowledged orders`, () => attempts.filter((a) => acknowledged(a.outcome)).length >= target);
    };

    // 1. Stop, look at the processes while PostgreSQL is down, start again.
    await waitForAcknowledged(20);
    await ctl('stop');
    const whileDown = [];
    for (const port of [A, B]) {
      whileDown.push({
        port,
        ready: await statusOf(port, '/api/health'),
        live: await statusOf(port, '/api/health/live'),
      });
    }
    // Orders sent while it is down are refused, not failed.
    const downFrom = attempts.length;
    await waitFor(
      '503 answers while down',
      () => attempts.slice(downFrom).filter((a) => a.outcome.status === 503).length >= 8,
    );
    await ctl('start');
    const afterStart = await recovery(performance.now());

    // 2. Two restarts in one command each, under load. The command's own duration (shutdown checkpoint,
    // start-up) is PostgreSQL's and is only reported; the bound is on the processes.
    const afterRestarts: Array<Record<number, Recovery>> = [];
    const restartCommandMs: number[] = [];
    for (let r = 0; r < 2; r++) {
      await waitForAcknowledged(20);
      const issued = performance.now();
      await ctl('restart');
      restartCommandMs.push(Math.round(performance.now() - issued));
      afterRestarts.push(await recovery(performance.now()));
    }
    await waitForAcknowledged(20);
    loading = false;
    await Promise.all(load);
    const seconds = (r: Record<number, Recovery>) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(r).map(([port, t]) => [port, { ready: t.ready / 1000, firstOrder: t.firstOrder / 1000 }]),
        ),
      );
    console.info(
      `db-restart: answering again (s after PostgreSQL accepts) after start ${seconds(afterStart)}; after restarts ${afterRestarts.map(seconds).join(', ')}; restart commands took (ms) ${JSON.stringify(restartCommandMs)}; orders sent ${attempts.length}, acknowledged ${attempts.filter((a) => acknowledged(a.outcome)).length}, 503 ${attempts.filter((a) => a.outcome.status === 503).length}`,
    );

    for (const { port, ready, live } of whileDown) {
      expect(ready, `readiness of ${port} while down`).toEqual({ status: 503, retryAfter: '5' });
      expect(live.status, `liveness of ${port} while down`).toBe(200);
    }
    expect(servers.alive(A) && servers.alive(B)).toBe(true);
    // Every answer was a success or a 503 with Retry-After: never a 500, never a dropped connection.
    for (const { attempt, outcome } of attempts) {
      if (acknowledged(outcome)) continue;
      expect(outcome, `${attempt.key}: ${JSON.stringify(outcome)}`).toMatchObject({ status: 503, retryAfter: '5' });
    }
    for (const times of [afterStart, ...afterRestarts]) {
      // The bound, measured (not a timer). It is the requirement itself and generous on a loaded
      // machine: recovery takes tens of milliseconds, so only a process that waits for something
      // (a pool that does not reconnect, a backoff, a stuck LISTEN) can come near it.
      for (const port of [A, B]) {
        expect(times[port]!.ready, `ready on ${port}`).toBeLessThan(RECOVERY_BOUND_MS);
        expect(times[port]!.firstOrder, `first order on ${port}`).toBeLessThan(RECOVERY_BOUND_MS);
      }
    }

    const storedByKey = () => storedOrdersByKey(db, offer.id);
    const before = await storedByKey();
    for (const { attempt, outcome } of attempts) {
      if (acknowledged(outcome)) expect(before.byKey.get(attempt.key), attempt.key).toEqual(outcome.orderIds);
    }
    for (const [key, ids] of before.byKey) expect(ids, key).toHaveLength(1);

    // A client retries every refused order with its key: a committed one comes back, the others are placed once.
    for (const { attempt, outcome } of attempts) {
      if (acknowledged(outcome)) continue;
      const retry = await place(attempt.port, attempt);
      expect(acknowledged(retry), `${attempt.key}: ${JSON.stringify(retry)}`).toBe(true);
      if (before.byKey.has(attempt.key))
        expect(retry).toMatchObject({ status: 200, orderIds: before.byKey.get(attempt.key) });
    }
    const after = await storedByKey();
    expect(after.rows).toHaveLength(attempts.length);
    const [sold] = await db.select({ soldLitres: offers.soldLitres }).from(offers).where(eq(offers.id, offer.id));
    expect(sold!.soldLitres).toBe(attempts.length * LITRES);
  },
  300_000,
);
