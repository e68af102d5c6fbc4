import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { withDatabase } from './global-setup';
import { DEMO_PASSWORD } from './test-app';

// Two real server processes on one PostgreSQL database (DESIGN.md section 8). They start at the same
// moment on an empty database, so migration and demo seed must be safe in parallel; then a session made
// by one process must be valid, and ended, in the other. PGlite is one process by nature: skipped there.
const databaseUrl = process.env.DATABASE_URL;
const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');
const PORTS = [3521, 3522];
const dbName = `fuel_t_${process.pid}_two_processes`;
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
  for (const port of PORTS) {
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
        },
      }),
    );
  }
  await Promise.all(PORTS.map(waitForHealth));
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

const call = (port: number, method: string, url: string, cookie?: string, body?: unknown) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

test.skipIf(!databaseUrl)('a session from one process works in the other, and logout in one ends it in both', async () => {
  const login = await call(PORTS[0], 'POST', '/api/login', undefined, { username: 'kaeufer', password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  expect(cookie).toMatch(/^fm_session=/);

  const other = await call(PORTS[1], 'GET', '/api/user', cookie);
  expect(other.status).toBe(200);
  expect(((await other.json()) as { username: string }).username).toBe('kaeufer');

  expect((await call(PORTS[1], 'GET', '/api/logout', cookie)).status).toBe(200);
  expect((await call(PORTS[0], 'GET', '/api/user', cookie)).status).toBe(401);
  expect((await call(PORTS[1], 'GET', '/api/user', cookie)).status).toBe(401);
});

test.skipIf(!databaseUrl)('starting both at once on an empty database seeded the demo data exactly once', async () => {
  const a = new pg.Client({ connectionString: withDatabase(databaseUrl!, dbName) });
  await a.connect();
  const { rows } = await a.query(`select count(*)::int as n from users where username = 'kaeufer'`);
  await a.end();
  expect(rows[0].n).toBe(1);
});
