import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { withDatabase } from './global-setup';
import { DEMO_PASSWORD } from './test-app';

// Issue 4 part 9: two real server processes on one PostgreSQL database. A tick pushed into process A
// must reach an event stream open on process B: the LISTEN/NOTIFY fan-out of plugins/events.ts.
// PGlite is one process by nature: skipped there.
const databaseUrl = process.env.DATABASE_URL;
const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');
const [A, B] = [3523, 3524];
const dbName = `fuel_t_${process.pid}_live_two_processes`;
const servers: ChildProcess[] = [];

async function waitForHealth(port: number) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} did not start`);
}

const admin = () => new pg.Client({ connectionString: databaseUrl });

beforeAll(async () => {
  if (!databaseUrl) return;
  const a = admin();
  await a.connect();
  await a.query(`drop database if exists ${dbName} with (force)`);
  await a.query(`create database ${dbName}`);
  await a.end();
  // One after the other: the first migrates and seeds, so the second starts on a ready database.
  for (const port of [A, B]) {
    servers.push(
      spawn(process.execPath, ['--import', 'tsx', main], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'development',
          LOG_LEVEL: 'error',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: withDatabase(databaseUrl, dbName),
          SEED_DEMO: 'true',
          PRICE_FEED: 'none',
        },
      }),
    );
    await waitForHealth(port);
  }
}, 120_000);

afterAll(async () => {
  await Promise.all(
    servers.map((s) => new Promise((resolve) => (s.exitCode !== null ? resolve(null) : (s.once('exit', resolve), s.kill('SIGTERM'))))),
  );
  if (!databaseUrl) return;
  const a = admin();
  await a.connect();
  await a.query(`drop database if exists ${dbName} with (force)`);
  await a.end();
});

const call = async (port: number, method: string, url: string, opts: { cookie?: string; body?: unknown; bearer?: string } = {}) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      ...(opts.bearer ? { authorization: `Bearer ${opts.bearer}` } : { 'x-requested-with': 'XMLHttpRequest' }),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });

async function login(port: number, username: string): Promise<string> {
  const res = await call(port, 'POST', '/api/login', { body: { username, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** Collects the 'ticks' events of one stream until `found` matches one. */
async function waitForTicks(body: ReadableStream<Uint8Array>, found: (data: { ticks: Array<{ symbol: string; price: number; sellerAccountId: number | null }> }) => boolean) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const until = Date.now() + 10_000;
  try {
    while (Date.now() < until) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!frame.startsWith('event: ticks\n')) continue;
        const data = JSON.parse(frame.split('\n').find((l) => l.startsWith('data: '))!.slice(6));
        if (found(data)) return data;
      }
    }
    throw new Error('the tick did not arrive');
  } finally {
    await reader.cancel();
  }
}

test.skipIf(!databaseUrl)('a tick pushed into process A reaches an event stream open on process B', async () => {
  // On A: the seller switches to price type API and creates a token.
  const seller = await login(A, 'verkaeufer');
  expect((await call(A, 'PUT', '/api/pricing/price-type', { cookie: seller, body: { priceType: 'API' } })).status).toBe(200);
  const created = await call(A, 'POST', '/api/pricing/api-tokens', { cookie: seller, body: { name: 'Zwei Prozesse' } });
  expect(created.status).toBe(201);
  const { secret } = (await created.json()) as { secret: string };
  const sellerId = ((await (await call(A, 'GET', '/api/account', { cookie: seller })).json()) as { id: number }).id;

  // On B: a buyer opens the event stream.
  const buyer = await login(B, 'kaeufer');
  const controller = new AbortController();
  const stream = await fetch(`http://127.0.0.1:${B}/api/events`, { headers: { cookie: buyer }, signal: controller.signal });
  expect(stream.status).toBe(200);
  const arrived = waitForTicks(stream.body!, (d) => d.ticks.some((t) => t.symbol === 'ICE/GAS3' && t.price === 733.25));

  // Give the stream a moment to be registered on B, then push into A.
  await new Promise((r) => setTimeout(r, 200));
  const pushed = await call(A, 'POST', '/api/price-feed/ticks', { bearer: secret, body: { ticks: [{ symbol: 'ICE/GAS3', price: 733.25 }] } });
  expect(pushed.status).toBe(200);

  const data = await arrived;
  expect(data.ticks).toEqual([expect.objectContaining({ symbol: 'ICE/GAS3', price: 733.25, sellerAccountId: sellerId })]);
  // B's quote cache has it too: GET /api/quotes on B answers the seller's quote.
  const quotes = (await (await call(B, 'GET', '/api/quotes', { cookie: buyer })).json()) as { quotes: Array<{ symbol: string; price: number; sellerAccountId: number | null }> };
  expect(quotes.quotes).toContainEqual(expect.objectContaining({ symbol: 'ICE/GAS3', price: 733.25, sellerAccountId: sellerId }));
  controller.abort();
}, 30_000);
