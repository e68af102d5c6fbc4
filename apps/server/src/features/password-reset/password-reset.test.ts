import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { PASSWORD_MESSAGES } from '@fuel/domain/validation/password';
import { MAX_FAILED_LOGINS, PASSWORD_RESET_TTL_MS } from '@fuel/domain/constants';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, passwordResetTokens, sessions } from '../../db/schema';
import { sha256Hex } from '../../shared/tokens';
import { createTestUser, mailsTo, userRow, type TestUser } from '../identity/identity.fixtures';

const NEW_PASSWORD = 'Neues#Passwort7';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(() => t.close());
// Each test in its own rate-limit windows (per address 1 minute, per identifier 15 minutes).
beforeEach(() => {
  t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
});

/** Requests a reset for the user and returns the key from the mailed link. */
async function requestKey(u: TestUser, identifier = u.username): Promise<string> {
  const res = await agent(t.app).post('/api/password/reset', { identifier });
  expect(res.statusCode).toBe(200);
  const [mail] = await mailsTo(t.app.db, u.email);
  expect(mail, 'reset mail').toBeDefined();
  return /\/passwort\/reset\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
}

const login = (u: TestUser, password: string) => agent(t.app).post('/api/login', { username: u.username, password });

test('a request mails a single-use link to /passwort/reset/<key>; only the hash is stored', async () => {
  const u = await createTestUser(t.app.db);
  const res = await agent(t.app).post('/api/password/reset', { identifier: u.email.toUpperCase() });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ requested: true });
  const mails = await mailsTo(t.app.db, u.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe('Passwort zurücksetzen');
  expect(mails[0]!.text).toContain('Fuelmarkt GmbH');
  const key = /http:\/\/localhost:3000\/passwort\/reset\/([A-Za-z0-9_-]{43})\b/.exec(mails[0]!.text)![1]!;
  const [token] = await t.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.userId));
  expect(token!.tokenHash).toBe(sha256Hex(key));
  expect(token!.expiresAt.getTime()).toBe(t.clock.now.getTime() + PASSWORD_RESET_TTL_MS);
  expect((await agent(t.app).get(`/api/password/reset/${key}`)).json()).toEqual({ valid: true });
});

test('an unknown identifier gets the same 200 and no mail is written', async () => {
  const before = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
  const res = await agent(t.app).post('/api/password/reset', { identifier: 'gibt.es.nicht@example.de' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ requested: true });
  const after = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
  expect(after.json().mails.length).toBe(before.json().mails.length);
});

test('a user blocked by an administrator gets no link', async () => {
  const u = await createTestUser(t.app.db, { statusId: 200 });
  expect((await agent(t.app).post('/api/password/reset', { identifier: u.username })).statusCode).toBe(200);
  expect(await mailsTo(t.app.db, u.email)).toHaveLength(0);
});

test('reset: new password works, old does not, all sessions end, the link is single use, audit written', async () => {
  const u = await createTestUser(t.app.db);
  const loggedIn = agent(t.app);
  await loggedIn.post('/api/login', { username: u.username, password: u.password });
  expect((await loggedIn.get('/api/user')).statusCode).toBe(200);
  const key = await requestKey(u);

  const res = await agent(t.app).post(`/api/password/reset/${key}`, {
    password: NEW_PASSWORD,
    passwordRepeat: NEW_PASSWORD,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ reset: true });

  expect((await loggedIn.get('/api/user')).statusCode).toBe(401);
  expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, u.userId))).toHaveLength(0);
  expect((await login(u, u.password)).statusCode).toBe(401);
  expect((await login(u, NEW_PASSWORD)).statusCode).toBe(200);

  expect((await agent(t.app).get(`/api/password/reset/${key}`)).json()).toEqual({ valid: false });
  const again = await agent(t.app).post(`/api/password/reset/${key}`, {
    password: 'Anderes!Pass1',
    passwordRepeat: 'Anderes!Pass1',
  });
  expect(again.statusCode).toBe(410);
  expect(again.json().error).toEqual({ code: 'RESET_LINK_EXPIRED', message: ERROR_MESSAGES.RESET_LINK_EXPIRED });
  expect((await login(u, NEW_PASSWORD)).statusCode).toBe(200);

  const audit = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(u.userId)), eq(auditLog.action, 'password-reset')));
  expect(audit).toHaveLength(1);
  expect(audit[0]!.actorUserId).toBe(u.userId);
});

test('using one link voids the other open links of the user', async () => {
  const u = await createTestUser(t.app.db);
  const first = await requestKey(u);
  const second = await requestKey(u, u.email);
  expect(first).not.toBe(second);
  expect(
    (await agent(t.app).post(`/api/password/reset/${second}`, { password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD }))
      .statusCode,
  ).toBe(200);
  expect((await agent(t.app).get(`/api/password/reset/${first}`)).json()).toEqual({ valid: false });
});

test('a link expires after one hour', async () => {
  const u = await createTestUser(t.app.db);
  const key = await requestKey(u);
  t.clock.now = new Date(t.clock.now.getTime() + PASSWORD_RESET_TTL_MS - 1000);
  expect((await agent(t.app).get(`/api/password/reset/${key}`)).json()).toEqual({ valid: true });
  t.clock.now = new Date(t.clock.now.getTime() + 2000);
  expect((await agent(t.app).get(`/api/password/reset/${key}`)).json()).toEqual({ valid: false });
  const res = await agent(t.app).post(`/api/password/reset/${key}`, {
    password: NEW_PASSWORD,
    passwordRepeat: NEW_PASSWORD,
  });
  expect(res.statusCode).toBe(410);
  expect(res.json().error.code).toBe('RESET_LINK_EXPIRED');
  expect((await login(u, u.password)).statusCode).toBe(200);
});

test('unknown keys are invalid (GET false, POST 410)', async () => {
  for (const key of ['unbekannt', 'x'.repeat(43), '%C3%A4%20']) {
    expect((await agent(t.app).get(`/api/password/reset/${key}`)).json()).toEqual({ valid: false });
    expect(
      (await agent(t.app).post(`/api/password/reset/${key}`, { password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD }))
        .statusCode,
    ).toBe(410);
  }
  // Beyond Fastify's maxParamLength (100) the router itself refuses: a client error, never a 500.
  for (const length of [101, 300]) {
    const tooLong = await agent(t.app).get(`/api/password/reset/${'x'.repeat(length)}`);
    expect(tooLong.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooLong.statusCode).toBeLessThan(500);
  }
});

test('policy violations: 400 PASSWORD_POLICY with field messages, and nothing changes', async () => {
  const u = await createTestUser(t.app.db);
  const key = await requestKey(u);
  const before = await userRow(t.app.db, u.userId);
  const cases: Array<[string, string, Record<string, string>]> = [
    ['Kurz!1', 'Kurz!1', { password: PASSWORD_MESSAGES.TOO_SHORT }],
    ['alleskleinx1', 'alleskleinx1', { password: PASSWORD_MESSAGES.NO_UPPERCASE }],
    ['ALLESGROSS1', 'ALLESGROSS1', { password: PASSWORD_MESSAGES.NO_LOWERCASE }],
    ['OhneZiffern', 'OhneZiffern', { password: PASSWORD_MESSAGES.NO_DIGIT_OR_SPECIAL }],
    ['ÄÖÜäöüß1', 'ÄÖÜäöüß1', { password: PASSWORD_MESSAGES.NO_LOWERCASE }],
    [NEW_PASSWORD, `${NEW_PASSWORD}x`, { passwordRepeat: PASSWORD_MESSAGES.MISMATCH }],
    ['kurz', 'lang', { password: PASSWORD_MESSAGES.TOO_SHORT, passwordRepeat: PASSWORD_MESSAGES.MISMATCH }],
  ];
  for (const [password, passwordRepeat, fields] of cases) {
    const res = await agent(t.app).post(`/api/password/reset/${key}`, { password, passwordRepeat });
    expect(res.statusCode, password).toBe(400);
    expect(res.json().error).toEqual({ code: 'PASSWORD_POLICY', message: ERROR_MESSAGES.PASSWORD_POLICY, fields });
  }
  expect((await userRow(t.app.db, u.userId)).passwordHash).toBe(before.passwordHash);
  expect((await agent(t.app).get(`/api/password/reset/${key}`)).json()).toEqual({ valid: true });
});

test('bad bodies are 400 VALIDATION_FAILED, never 500', async () => {
  const u = await createTestUser(t.app.db);
  const key = await requestKey(u);
  for (const body of [
    {},
    { password: NEW_PASSWORD },
    { password: 1, passwordRepeat: 1 },
    { password: 'x'.repeat(201), passwordRepeat: 'x' },
    [],
  ]) {
    const res = await agent(t.app).post(`/api/password/reset/${key}`, body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  }
  for (const body of [
    {},
    { identifier: '' },
    { identifier: '  ' },
    { identifier: 7 },
    { identifier: 'x'.repeat(201) },
  ]) {
    const res = await agent(t.app).post('/api/password/reset', body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  }
  expect((await agent(t.app).get(`/api/password/reset/${key}`)).json()).toEqual({ valid: true });
});

test('the reset lifts a failed-login block', async () => {
  const u = await createTestUser(t.app.db);
  for (let i = 0; i < MAX_FAILED_LOGINS; i++) await login(u, 'Falsch!0');
  expect((await login(u, u.password)).json().error.code).toBe('ACCOUNT_BLOCKED');
  const key = await requestKey(u);
  expect(
    (await agent(t.app).post(`/api/password/reset/${key}`, { password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD }))
      .statusCode,
  ).toBe(200);
  const row = await userRow(t.app.db, u.userId);
  expect(row.loginBlockedAt).toBeNull();
  expect(row.failedLoginCount).toBe(0);
  expect((await login(u, NEW_PASSWORD)).statusCode).toBe(200);
});

test('requests are rate limited per identifier (3 per 15 minutes) and per address (10 per minute)', async () => {
  const u = await createTestUser(t.app.db);
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++)
    statuses.push(
      (await agent(t.app).post('/api/password/reset', { identifier: u.username.toUpperCase() })).statusCode,
    );
  expect(statuses).toEqual([200, 200, 200, 429]);
  expect(await mailsTo(t.app.db, u.email)).toHaveLength(3);

  t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
  const fromOneAddress: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await agent(t.app).post('/api/password/reset', { identifier: `jemand${i}@example.de` });
    fromOneAddress.push(res.statusCode);
  }
  expect(fromOneAddress.filter((s) => s === 200)).toHaveLength(10);
  expect(fromOneAddress[10]).toBe(429);
});

test('a reset without the CSRF header is refused and changes nothing', async () => {
  const u = await createTestUser(t.app.db);
  const key = await requestKey(u);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/password/reset/${key}`,
    payload: { password: NEW_PASSWORD, passwordRepeat: NEW_PASSWORD },
  });
  expect(res.statusCode).toBe(403);
  expect(res.json().error.code).toBe('CSRF_REJECTED');
  expect((await agent(t.app).get(`/api/password/reset/${key}`)).json()).toEqual({ valid: true });
  expect((await login(u, u.password)).statusCode).toBe(200);
});
