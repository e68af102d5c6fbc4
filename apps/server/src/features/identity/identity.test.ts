import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CurrentUserSchema } from '@fuel/domain/contracts/identity';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { MAX_FAILED_LOGINS, SESSION_TTL_MS } from '@fuel/domain/constants';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { accounts, auditLog, sessions, users } from '../../db/schema';
import { sha256Hex } from '../../shared/tokens';
import { createTestUser, userRow } from './identity.fixtures';

let t: TestApp;
beforeAll(async () => {
  // A high login limit: this file logs in far more often than a person would in a minute.
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const sessionCount = async (userId: number) =>
  (await t.app.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('POST /api/login', () => {
  test('right credentials: 200 with the current user and an httpOnly SameSite=Lax session cookie', async () => {
    const u = await createTestUser(t.app.db);
    const a = agent(t.app);
    const res = await a.post('/api/login', { username: u.username, password: u.password });
    expect(res.statusCode).toBe(200);
    const user = CurrentUserSchema.parse(res.json());
    expect(user).toMatchObject({
      userId: u.userId,
      id: u.userId,
      username: u.username,
      accountType: 'buyer',
      account: { id: u.accountId, type: 'buyer', platform: 'A' },
      user: { email: u.email, firstName: 'Erika', lastName: 'Mustermann' },
      isAdmin: true,
      roles: ['MyRelationships_View'],
      gtcAccepted: false,
      twoFactorEnabled: false,
    });
    const cookie = res.cookies.find((c) => c.name === 'fm_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The database keeps only the hash of the cookie value.
    const [row] = await t.app.db.select().from(sessions).where(eq(sessions.userId, u.userId));
    expect(row!.idHash).toBe(sha256Hex(cookie.value));
    expect(row!.twoFactorPending).toBe(false);
    expect((await userRow(t.app.db, u.userId)).lastLoginAt).not.toBeNull();

    const me = await a.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  test('username is case-insensitive and the e-mail address works too', async () => {
    const u = await createTestUser(t.app.db);
    for (const username of [
      u.username.toUpperCase(),
      u.username.toLowerCase(),
      u.email.toUpperCase(),
      ` ${u.email} `,
    ]) {
      const res = await agent(t.app).post('/api/login', { username, password: u.password });
      expect(res.statusCode, username).toBe(200);
      expect(res.json().userId).toBe(u.userId);
    }
  });

  test('an identifier with "@" is an e-mail address, any other a username: one names at most one user', async () => {
    const a = await createTestUser(t.app.db);
    const b = await createTestUser(t.app.db);
    // Neither a second user with the same address (any case) nor a username with "@" can exist.
    await expect(
      t.app.db.update(users).set({ email: a.email.toUpperCase() }).where(eq(users.id, b.userId)),
    ).rejects.toThrow();
    await expect(t.app.db.update(users).set({ username: a.email }).where(eq(users.id, b.userId))).rejects.toThrow();
    expect((await agent(t.app).post('/api/login', { username: a.email, password: a.password })).json().userId).toBe(
      a.userId,
    );
    expect((await agent(t.app).post('/api/login', { username: b.username, password: b.password })).json().userId).toBe(
      b.userId,
    );
  });

  test('wrong password and unknown user get the same 401 INVALID_CREDENTIALS and no session', async () => {
    const u = await createTestUser(t.app.db);
    const wrong = await agent(t.app).post('/api/login', { username: u.username, password: 'Falsch!2026' });
    const unknown = await agent(t.app).post('/api/login', { username: 'niemand_hier', password: 'Falsch!2026' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: ERROR_MESSAGES.INVALID_CREDENTIALS },
      });
      expect(res.cookies.find((c) => c.name === 'fm_session')).toBeUndefined();
    }
    expect((await userRow(t.app.db, u.userId)).failedLoginCount).toBe(1);
    expect(await sessionCount(u.userId)).toBe(0);
  });

  test(`the ${MAX_FAILED_LOGINS}th wrong password blocks the login, even the right password then gets 403`, async () => {
    const u = await createTestUser(t.app.db);
    const a = agent(t.app);
    for (let i = 1; i < MAX_FAILED_LOGINS; i++) {
      const res = await a.post('/api/login', { username: u.username, password: `Falsch!${i}` });
      expect(res.statusCode).toBe(401);
      expect((await userRow(t.app.db, u.userId)).failedLoginCount).toBe(i);
    }
    const fifth = await a.post('/api/login', { username: u.username, password: 'Falsch!5' });
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().error).toEqual({ code: 'ACCOUNT_BLOCKED', message: ERROR_MESSAGES.ACCOUNT_BLOCKED });
    expect(fifth.json().error.message).toMatch(/Administrator/);
    const row = await userRow(t.app.db, u.userId);
    expect(row.loginBlockedAt).not.toBeNull();
    expect(row.failedLoginCount).toBe(MAX_FAILED_LOGINS);

    const right = await a.post('/api/login', { username: u.username, password: u.password });
    expect(right.statusCode).toBe(403);
    expect(right.json().error.code).toBe('ACCOUNT_BLOCKED');
    expect(await sessionCount(u.userId)).toBe(0);
    // Further attempts neither count on nor change the block.
    expect((await userRow(t.app.db, u.userId)).failedLoginCount).toBe(MAX_FAILED_LOGINS);

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(u.userId)), eq(auditLog.action, 'login-blocked')),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.accountId).toBe(u.accountId);
  });

  test('parallel wrong passwords cannot slip past the limit', async () => {
    const u = await createTestUser(t.app.db);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        agent(t.app).post('/api/login', { username: u.username, password: `Falsch!${i}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(MAX_FAILED_LOGINS - 1);
    expect(codes.filter((c) => c === 403)).toHaveLength(8 - (MAX_FAILED_LOGINS - 1));
    expect((await userRow(t.app.db, u.userId)).failedLoginCount).toBe(MAX_FAILED_LOGINS);
  });

  test('a successful login resets the failed-login count', async () => {
    const u = await createTestUser(t.app.db);
    for (let i = 0; i < 3; i++) await agent(t.app).post('/api/login', { username: u.username, password: 'Falsch!0' });
    expect((await userRow(t.app.db, u.userId)).failedLoginCount).toBe(3);
    expect((await agent(t.app).post('/api/login', { username: u.username, password: u.password })).statusCode).toBe(
      200,
    );
    expect((await userRow(t.app.db, u.userId)).failedLoginCount).toBe(0);
  });

  test('a user with a status other than 100, or of a blocked account, gets 403 USER_BLOCKED', async () => {
    const inactive = await createTestUser(t.app.db, { statusId: 200 });
    const blockedAccount = await createTestUser(t.app.db, { accountStatus: 'BLOCKED' });
    for (const u of [inactive, blockedAccount]) {
      const res = await agent(t.app).post('/api/login', { username: u.username, password: u.password });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'USER_BLOCKED', message: ERROR_MESSAGES.USER_BLOCKED });
      expect(await sessionCount(u.userId)).toBe(0);
    }
  });

  test('logging in again replaces the session the caller already had', async () => {
    const u = await createTestUser(t.app.db);
    const a = agent(t.app);
    await a.post('/api/login', { username: u.username, password: u.password });
    const first = a.cookies().fm_session!;
    await a.post('/api/login', { username: u.username, password: u.password });
    expect(a.cookies().fm_session).not.toBe(first);
    expect(await sessionCount(u.userId)).toBe(1);
  });
});

describe('sessions', () => {
  test('GET /api/user without a cookie, or with an unknown one, is 401 (and the unknown cookie is cleared)', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHENTICATED');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/user', cookies: { fm_session: 'erfunden' } });
    expect(unknown.statusCode).toBe(401);
    const cleared = unknown.cookies.find((c) => c.name === 'fm_session')!;
    expect(cleared.value).toBe('');
  });

  test('a session expires after SESSION_TTL_MS without use, and slides while used', async () => {
    const u = await createTestUser(t.app.db);
    const a = agent(t.app);
    const start = t.clock.now;
    try {
      await a.post('/api/login', { username: u.username, password: u.password });
      const [before] = await t.app.db.select().from(sessions).where(eq(sessions.userId, u.userId));
      // Within five minutes nothing is written: GET /api/user stays a single read.
      t.clock.now = new Date(start.getTime() + 60_000);
      const quick = await a.get('/api/user');
      expect(quick.statusCode).toBe(200);
      expect(quick.cookies).toHaveLength(0);
      const [same] = await t.app.db.select().from(sessions).where(eq(sessions.userId, u.userId));
      expect(same!.expiresAt).toEqual(before!.expiresAt);
      // After eleven hours the session is extended and the cookie renewed.
      t.clock.now = new Date(start.getTime() + 11 * 3600_000);
      const later = await a.get('/api/user');
      expect(later.statusCode).toBe(200);
      expect(later.cookies.find((c) => c.name === 'fm_session')?.maxAge).toBe(SESSION_TTL_MS / 1000);
      const [slid] = await t.app.db.select().from(sessions).where(eq(sessions.userId, u.userId));
      expect(slid!.expiresAt.getTime()).toBe(t.clock.now.getTime() + SESSION_TTL_MS);
      // Twenty hours after the start it is still alive (it slid), but not after a further 12 idle hours.
      t.clock.now = new Date(start.getTime() + 20 * 3600_000);
      expect((await a.get('/api/user')).statusCode).toBe(200);
      t.clock.now = new Date(t.clock.now.getTime() + SESSION_TTL_MS);
      const res = await a.get('/api/user');
      expect(res.statusCode).toBe(401);
      expect(await sessionCount(u.userId)).toBe(0);
    } finally {
      t.clock.now = start;
    }
  });

  test('blocking a logged-in user or the account ends the session at once', async () => {
    const blocks = [
      (u: { userId: number }) => t.app.db.update(users).set({ statusId: 200 }).where(eq(users.id, u.userId)),
      (u: { accountId: number }) =>
        t.app.db.update(accounts).set({ status: 'BLOCKED' }).where(eq(accounts.id, u.accountId)),
    ];
    for (const block of blocks) {
      const u = await createTestUser(t.app.db);
      const a = agent(t.app);
      await a.post('/api/login', { username: u.username, password: u.password });
      expect((await a.get('/api/user')).statusCode).toBe(200);
      await block(u);
      expect((await a.get('/api/user')).statusCode).toBe(401);
      expect(await sessionCount(u.userId)).toBe(0);
    }
  });

  test('the cookie is Secure when PUBLIC_URL is https', async () => {
    const s = await t.sibling({ PUBLIC_URL: 'https://handel.example.de', RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
    try {
      const u = await createTestUser(s.app.db);
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { username: u.username, password: u.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'fm_session')!.secure).toBe(true);
    } finally {
      await s.close();
    }
  });
});

describe('GET /api/session', () => {
  test('answers 200 with user null without a session, with an unknown cookie, and after logout', async () => {
    const anonymous = await agent(t.app).get('/api/session');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ user: null });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/session', cookies: { fm_session: 'x'.repeat(43) } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ user: null });
    const u = await createTestUser(t.app.db);
    const a = agent(t.app);
    await a.post('/api/login', { username: u.username, password: u.password });
    await a.post('/api/logout', {});
    expect((await a.get('/api/session')).json()).toEqual({ user: null });
  });

  test('answers the logged-in user exactly as GET /api/user does', async () => {
    const u = await createTestUser(t.app.db);
    const a = agent(t.app);
    await a.post('/api/login', { username: u.username, password: u.password });
    const session = await a.get('/api/session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ user: (await a.get('/api/user')).json() });
  });
});

describe('POST /api/logout', () => {
  test('deletes the session and clears the cookie; the old cookie then gets 401', async () => {
    const u = await createTestUser(t.app.db);
    const a = agent(t.app);
    await a.post('/api/login', { username: u.username, password: u.password });
    const old = { ...a.cookies() };
    expect(old.fm_session).toBeDefined();
    const res = await a.post('/api/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ loggedOut: true });
    expect(res.cookies.find((c) => c.name === 'fm_session')!.value).toBe('');
    expect(await sessionCount(u.userId)).toBe(0);
    a.setCookies(old);
    expect((await a.get('/api/user')).statusCode).toBe(401);
  });

  test('answers 200 without any session, and with an expired one', async () => {
    expect((await agent(t.app).post('/api/logout')).json()).toEqual({ loggedOut: true });
    const u = await createTestUser(t.app.db);
    const a = agent(t.app);
    await a.post('/api/login', { username: u.username, password: u.password });
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(0) })
      .where(eq(sessions.userId, u.userId));
    const res = await a.post('/api/logout');
    expect(res.statusCode).toBe(200);
    expect(await sessionCount(u.userId)).toBe(0);
  });

  test('another site cannot log a user out: GET is gone, a POST without the CSRF header or from a foreign origin is 403', async () => {
    const u = await createTestUser(t.app.db);
    const a = agent(t.app);
    await a.post('/api/login', { username: u.username, password: u.password });
    const cookies = a.cookies();
    expect((await t.app.inject({ method: 'GET', url: '/api/logout', cookies })).statusCode).toBe(404);
    const noHeader = await t.app.inject({ method: 'POST', url: '/api/logout', cookies });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().error).toEqual({ code: 'CSRF_REJECTED', message: ERROR_MESSAGES.CSRF_REJECTED });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies,
      headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'https://boese.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await sessionCount(u.userId)).toBe(1);
    expect((await a.get('/api/user')).statusCode).toBe(200);
  });
});

describe('CSRF', () => {
  const login = (headers: Record<string, string>, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/login', headers, payload: body as never });

  test('a mutating call without X-Requested-With is 403 CSRF_REJECTED and changes nothing', async () => {
    const u = await createTestUser(t.app.db);
    const wrong = await login({}, { username: u.username, password: 'Falsch!0' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toEqual({ code: 'CSRF_REJECTED', message: ERROR_MESSAGES.CSRF_REJECTED });
    expect((await userRow(t.app.db, u.userId)).failedLoginCount).toBe(0);
    const right = await login({ 'x-requested-with': 'fetch' }, { username: u.username, password: u.password });
    expect(right.statusCode).toBe(403);
    expect(right.cookies).toHaveLength(0);
    expect(await sessionCount(u.userId)).toBe(0);
  });

  test('a foreign Origin is 403 even with the header; our own host and PUBLIC_URL pass', async () => {
    const u = await createTestUser(t.app.db);
    const base = { 'x-requested-with': 'XMLHttpRequest' };
    const body = { username: u.username, password: u.password };
    for (const origin of ['https://boese.example', 'null', 'nonsense', 'http://localhost:3000.boese.example']) {
      const res = await login({ ...base, origin }, body);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json().error.code).toBe('CSRF_REJECTED');
    }
    expect(await sessionCount(u.userId)).toBe(0);
    expect((await login({ ...base, origin: 'http://localhost:3000' }, body)).statusCode).toBe(200);
    expect(
      (await login({ ...base, origin: 'http://handel.intern:8080', host: 'handel.intern:8080' }, body)).statusCode,
    ).toBe(200);
  });

  test('an anonymous caller of a protected mutating call gets 401, not a CSRF or validation error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login/code', payload: 'kaputt' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('bad input', () => {
  const bodies: unknown[] = [
    {},
    { username: 'x' },
    { password: 'x' },
    { username: '', password: 'x' },
    { username: '   ', password: 'x' },
    { username: 'x', password: '' },
    { username: 5, password: 'x' },
    { username: ['a'], password: 'x' },
    { username: 'x'.repeat(201), password: 'x' },
    { username: 'x', password: 'x'.repeat(201) },
    [],
    'kein json',
    null,
  ];
  test.each(bodies.map((b) => [JSON.stringify(b), b]))(
    'POST /api/login %s -> 400 VALIDATION_FAILED',
    async (_name, body) => {
      const payload = typeof body === 'string' ? body : JSON.stringify(body);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.message).toBe(ERROR_MESSAGES.VALIDATION_FAILED);
    },
  );

  test('a body that is not JSON at all is 400 (or 415), never 500', async () => {
    for (const [type, payload] of [
      ['text/plain', 'username=a&password=b'],
      ['application/x-www-form-urlencoded', 'username=a&password=b'],
      ['application/json', '{"username":'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': type },
        payload,
      });
      expect([400, 415], type).toContain(res.statusCode);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('rate limit', () => {
  test('more logins per minute from one address than RATE_LIMIT_LOGIN_PER_MINUTE get 429', async () => {
    const r = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
    try {
      const u = await createTestUser(r.app.db);
      r.clock.now = new Date(Math.ceil(r.clock.now.getTime() / 60_000) * 60_000 + 1000); // start of a fresh window
      const a = agent(r.app);
      for (let i = 0; i < 3; i++) {
        expect((await a.post('/api/login', { username: u.username, password: 'Falsch!0' })).statusCode).toBe(401);
      }
      const limited = await a.post('/api/login', { username: u.username, password: u.password });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toEqual({ code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED });
      expect(await r.app.db.select().from(sessions).where(eq(sessions.userId, u.userId))).toHaveLength(0);
      // Refused before the password check: the failed-login count did not move.
      expect((await userRow(r.app.db, u.userId)).failedLoginCount).toBe(3);
      // Another address is not affected, and the next minute is a new window.
      const other = await r.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.1.2.3',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { username: u.username, password: u.password },
      });
      expect(other.statusCode).toBe(200);
      r.clock.now = new Date(r.clock.now.getTime() + 60_000);
      expect((await a.post('/api/login', { username: u.username, password: u.password })).statusCode).toBe(200);
    } finally {
      await r.close();
    }
  });
});
