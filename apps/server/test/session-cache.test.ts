import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BLOCKED_USER_STATUS } from '@fuel/domain/constants';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { agent, createTestApp, type TestApp } from './test-app';
import { loginAs } from './demo-login';
import { sha256Hex } from '../src/shared/tokens';

// Decision 037: resolved sessions are cached for a few seconds, and every change that concerns them
// (logout, a block, a role change) reaches the cache of every process at once. "Process B" is a second
// app with its own database connections (on PGlite, where one process owns the database, the same
// connections): it must refuse or update on its very next call, although its cache would otherwise
// answer for SESSION_CACHE_MS (the longest allowed here, so that a missed change cannot go unseen).
let a: TestApp;
let b: FastifyInstance;
let bDatabase: Database | null = null;

beforeAll(async () => {
  a = await createTestApp({ SESSION_CACHE_MS: '10000' });
  if (a.database.kind === 'postgres') {
    bDatabase = await openDatabase({ databaseUrl: a.app.config.databaseUrl });
    b = await buildApp({ config: a.app.config, database: bDatabase, now: () => a.clock.now });
    await b.ready();
  } else {
    b = a.app;
  }
});
afterAll(async () => {
  if (bDatabase) {
    await b.close();
    await bDatabase.close();
  }
  await a.close();
});

/** Resolves once process B has heard the announcement (on PGlite it was heard at commit already). */
function heardByB(payload: string): Promise<void> {
  if (!bDatabase) return Promise.resolve();
  const database = bDatabase;
  return new Promise((resolve) => {
    const off = database.onSessionChange((p) => {
      if (p === payload) {
        off();
        resolve();
      }
    });
  });
}

async function onB(cookies: Record<string, string>) {
  const client = agent(b);
  client.setCookies(cookies);
  return client;
}

async function userId(username: string): Promise<number> {
  const [row] = await a.app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

test('a session read once answers from memory: no further query for it', async () => {
  const user = await loginAs(a.app, 'kaeufer');
  const onProcessB = await onB(user.cookies());
  expect((await onProcessB.get('/api/user')).statusCode).toBe(200);
  const cached = b.sessionCache.size;
  expect(cached).toBeGreaterThan(0);
  expect((await onProcessB.get('/api/user')).statusCode).toBe(200);
  expect(b.sessionCache.size).toBe(cached);
});

test('logout on A: B refuses the session at once', async () => {
  const user = await loginAs(a.app, 'kaeufer');
  const onProcessB = await onB(user.cookies());
  expect((await onProcessB.get('/api/user')).statusCode).toBe(200);
  const heard = heardByB(`s:${sha256Hex(user.cookies().fm_session!)}`);
  expect((await user.post('/api/logout')).statusCode).toBe(200);
  await heard;
  expect((await onProcessB.get('/api/user')).statusCode).toBe(401);
});

test('a user blocked on A is refused by B at once; unblocked, a new login works', async () => {
  const user = await loginAs(a.app, 'einkauf');
  const onProcessB = await onB(user.cookies());
  expect((await onProcessB.get('/api/user')).statusCode).toBe(200);
  const id = await userId('einkauf');
  const heard = heardByB(`u:${id}`);
  await a.app.db.update(users).set({ statusId: BLOCKED_USER_STATUS }).where(eq(users.id, id));
  await heard;
  expect((await onProcessB.get('/api/user')).statusCode).toBe(401);
  await a.app.db.update(users).set({ statusId: 100 }).where(eq(users.id, id));
});

test('a role change on A shows in B at once', async () => {
  const user = await loginAs(a.app, 'verkaeufer');
  const onProcessB = await onB(user.cookies());
  const before = (await onProcessB.get('/api/user')).json() as { roles: string[] };
  expect(before.roles).not.toContain('Test_Role');
  const id = await userId('verkaeufer');
  const heard = heardByB(`u:${id}`);
  await a.app.db
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, 'Test_Role')` })
    .where(eq(users.id, id));
  await heard;
  expect(((await onProcessB.get('/api/user')).json() as { roles: string[] }).roles).toContain('Test_Role');
});

test('public routes read no session: a cookie on /api/health/live costs no lookup', async () => {
  const user = await loginAs(a.app, 'kaeufer');
  const onProcessB = await onB(user.cookies());
  const before = b.sessionCache.size;
  expect((await onProcessB.get('/api/health/live')).statusCode).toBe(200);
  expect(b.sessionCache.size).toBe(before);
  // GET /api/session is public but says it reads the session.
  expect(((await onProcessB.get('/api/session')).json() as { user: unknown }).user).not.toBeNull();
  expect(b.sessionCache.size).toBe(before + 1);
});
