import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CurrentUserSchema } from '@fuel/domain/contracts/identity';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_TTL_MS } from '@fuel/domain/constants';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, loginCodes, sessions } from '../../db/schema';
import { sha256Hex } from '../../shared/tokens';
import { createTestUser, mailsTo, type TestUser } from './identity.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

/** Logs in a two-factor user up to the code step; returns the agent and the mailed code. */
async function startLogin(u?: TestUser) {
  const user = u ?? (await createTestUser(t.app.db, { twoFactor: true }));
  const a = agent(t.app);
  const res = await a.post('/api/login', { username: user.username, password: user.password });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ twoFactorRequired: true });
  return { a, user, code: await latestCode(user.email) };
}

async function latestCode(email: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
  const mail = res.json().mails[0];
  expect(mail.subject).toBe('Ihr Anmeldecode');
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const sessionsOf = (userId: number) => t.app.db.select().from(sessions).where(eq(sessions.userId, userId));

test('password step: a pending session and a mailed 6-digit code valid 10 minutes; no user yet', async () => {
  const { a, user, code } = await startLogin();
  expect(code).toMatch(/^\d{6}$/);
  const [mail] = await mailsTo(t.app.db, user.email);
  expect(mail!.text).toContain(code);
  expect(mail!.text).toContain('10 Minuten');
  expect(mail!.text).toContain('Fuelmarkt GmbH'); // the brand's signature
  const [session] = await sessionsOf(user.userId);
  expect(session!.twoFactorPending).toBe(true);
  // Only the hash of the code is stored.
  const [stored] = await t.app.db.select().from(loginCodes).where(eq(loginCodes.userId, user.userId));
  expect(stored!.codeHash).toBe(sha256Hex(code));
  // A pending session is not a login.
  expect((await a.get('/api/user')).statusCode).toBe(401);
  // The session check answers "nobody" until the code is in.
  expect((await a.get('/api/session')).json()).toEqual({ user: null });
});

test('right code: 200 with the user, the session id rotates and the old id stops working', async () => {
  const { a, user, code } = await startLogin();
  const pendingCookies = { ...a.cookies() };
  const res = await a.post('/api/login/code', { code });
  expect(res.statusCode).toBe(200);
  expect(CurrentUserSchema.parse(res.json())).toMatchObject({ userId: user.userId, twoFactorEnabled: true });
  expect(a.cookies().fm_session).toBeDefined();
  expect(a.cookies().fm_session).not.toBe(pendingCookies.fm_session);
  const rows = await sessionsOf(user.userId);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.twoFactorPending).toBe(false);
  expect(rows[0]!.idHash).toBe(sha256Hex(a.cookies().fm_session!));
  expect((await a.get('/api/user')).json().userId).toBe(user.userId);

  const audit = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(user.userId)), eq(auditLog.action, 'two-factor-login')));
  expect(audit).toHaveLength(1);

  const old = agent(t.app);
  old.setCookies(pendingCookies);
  expect((await old.get('/api/user')).statusCode).toBe(401);
  expect((await old.post('/api/login/code', { code })).statusCode).toBe(401);
  // A fully logged-in session cannot use the code step again.
  expect((await a.post('/api/login/code', { code })).statusCode).toBe(401);
});

test('a wrong code is 401 TWO_FACTOR_CODE_INVALID; the right one still works afterwards', async () => {
  const { a, code } = await startLogin();
  const res = await a.post('/api/login/code', { code: wrongCode(code) });
  expect(res.statusCode).toBe(401);
  expect(res.json().error).toEqual({
    code: 'TWO_FACTOR_CODE_INVALID',
    message: ERROR_MESSAGES.TWO_FACTOR_CODE_INVALID,
  });
  expect((await a.post('/api/login/code', { code })).statusCode).toBe(200);
});

test(`after ${LOGIN_CODE_MAX_ATTEMPTS} wrong codes the code is void and the pending session ends`, async () => {
  const { a, user, code } = await startLogin();
  for (let i = 1; i < LOGIN_CODE_MAX_ATTEMPTS; i++) {
    expect((await a.post('/api/login/code', { code: wrongCode(code) })).statusCode).toBe(401);
  }
  const last = await a.post('/api/login/code', { code: wrongCode(code) });
  expect(last.statusCode).toBe(401);
  expect(last.json().error.code).toBe('TWO_FACTOR_CODE_INVALID');
  expect(last.json().error.message).toMatch(/erneut an/);
  expect(await sessionsOf(user.userId)).toHaveLength(0);
  expect(await t.app.db.select().from(loginCodes).where(eq(loginCodes.userId, user.userId))).toHaveLength(0);
  const after = await a.post('/api/login/code', { code });
  expect(after.statusCode).toBe(401);
  expect(after.json().error.code).toBe('UNAUTHENTICATED');
  // Logging in again starts over with a fresh code.
  const again = await startLogin(user);
  expect((await again.a.post('/api/login/code', { code: again.code })).statusCode).toBe(200);
});

test('an expired code is 401 TWO_FACTOR_CODE_EXPIRED; a resent code works and voids the old one', async () => {
  const start = t.clock.now;
  try {
    const { a, user, code } = await startLogin();
    t.clock.now = new Date(start.getTime() + LOGIN_CODE_TTL_MS + 1000);
    const res = await a.post('/api/login/code', { code });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'TWO_FACTOR_CODE_EXPIRED',
      message: ERROR_MESSAGES.TWO_FACTOR_CODE_EXPIRED,
    });

    const resent = await a.post('/api/login/code/resend', {});
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ sent: true });
    const fresh = await latestCode(user.email);
    expect(await mailsTo(t.app.db, user.email)).toHaveLength(2);
    if (fresh !== code) {
      expect((await a.post('/api/login/code', { code })).json().error.code).toBe('TWO_FACTOR_CODE_INVALID');
    }
    expect((await a.post('/api/login/code', { code: fresh })).statusCode).toBe(200);
  } finally {
    t.clock.now = start;
  }
});

test('resend needs a pending session and is limited per session', async () => {
  expect((await agent(t.app).post('/api/login/code/resend', {})).statusCode).toBe(401);
  const { a } = await startLogin();
  const results: number[] = [];
  for (let i = 0; i < 7; i++) results.push((await a.post('/api/login/code/resend', {})).statusCode);
  expect(results.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
  expect(results.slice(5)).toEqual([429, 429]);
});

test('bad codes are 400 VALIDATION_FAILED and do not count as attempts', async () => {
  const { a, user, code } = await startLogin();
  for (const body of [
    {},
    { code: '' },
    { code: '12345' },
    { code: '1234567' },
    { code: 'abcdef' },
    { code: 123456 },
    { code: null },
  ]) {
    const res = await a.post('/api/login/code', body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  }
  const [stored] = await t.app.db.select().from(loginCodes).where(eq(loginCodes.userId, user.userId));
  expect(stored!.attempts).toBe(0);
  expect((await a.post('/api/login/code', { code: ` ${code} ` })).statusCode).toBe(200);
});

test('a two-factor user who is blocked gets no code: the password step refuses as for everyone', async () => {
  const u = await createTestUser(t.app.db, { twoFactor: true, statusId: 200 });
  const res = await agent(t.app).post('/api/login', { username: u.username, password: u.password });
  expect(res.statusCode).toBe(403);
  expect(await mailsTo(t.app.db, u.email)).toHaveLength(0);
});
