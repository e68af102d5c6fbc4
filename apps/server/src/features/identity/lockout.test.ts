// Issue 11 part 4: the lockout keeps out guessers without telling who exists and without
// locking the owner out of work already open (decision 017).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { LOGIN_CODE_MAX_ATTEMPTS, MAX_FAILED_LOGIN_CODES, MAX_FAILED_LOGINS } from '@fuel/domain/constants';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, sessions } from '../../db/schema';
import { createTestUser, mailsTo, userRow, type TestUser } from './identity.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const login = (username: string, password: string) => agent(t.app).post('/api/login', { username, password });
const answer = (res: { statusCode: number; json(): unknown; cookies: unknown[] }) => ({
  status: res.statusCode,
  body: res.json(),
  cookies: res.cookies,
});
const sessionsOf = (userId: number) => t.app.db.select().from(sessions).where(eq(sessions.userId, userId));
const resetKeyIn = (text: string) => /\/passwort\/reset\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('known and unknown names are answered alike', () => {
  test(`every answer up to and after the ${MAX_FAILED_LOGINS}th failure is the same for an unknown name as for a user`, async () => {
    const u = await createTestUser(t.app.db);
    const unknown = `Niemand_${u.username.slice(-8)}`;
    for (let i = 1; i <= MAX_FAILED_LOGINS + 2; i++) {
      const known = answer(await login(u.username, `Falsch!${i}`));
      // Counted per identifier, case and surrounding blanks aside.
      const nobody = answer(await login(i % 2 ? unknown.toUpperCase() : ` ${unknown.toLowerCase()} `, `Falsch!${i}`));
      expect(nobody, `attempt ${i}`).toEqual(known);
      if (i < MAX_FAILED_LOGINS) {
        expect(known.status).toBe(401);
        expect(known.body).toEqual({
          error: { code: 'INVALID_CREDENTIALS', message: ERROR_MESSAGES.INVALID_CREDENTIALS },
        });
      } else {
        expect(known.status).toBe(403);
        expect(known.body).toEqual({ error: { code: 'ACCOUNT_BLOCKED', message: ERROR_MESSAGES.ACCOUNT_BLOCKED } });
      }
    }
    // The right password of the blocked user and any password of the blocked name: the same again.
    expect(answer(await login(unknown, u.password))).toEqual(answer(await login(u.username, u.password)));
  });

  test('parallel failures on an unknown name cannot slip past the limit either', async () => {
    const unknown = `Parallel_${Date.now()}`;
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => login(unknown, `Falsch!${i}`)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(MAX_FAILED_LOGINS - 1);
    expect(codes.filter((c) => c === 403)).toHaveLength(8 - (MAX_FAILED_LOGINS - 1));
  });
});

describe('the blocked user', () => {
  test('is mailed a reset link at once (one mail however often it is tried); the link lifts the block', async () => {
    const u = await createTestUser(t.app.db);
    for (let i = 1; i < MAX_FAILED_LOGINS; i++) await login(u.username, 'Falsch!0');
    expect(await mailsTo(t.app.db, u.email)).toHaveLength(0);
    expect((await login(u.username, 'Falsch!0')).statusCode).toBe(403);
    for (let i = 0; i < 3; i++) await login(u.username, 'Falsch!0');
    const mails = await mailsTo(t.app.db, u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Ihr Zugang wurde gesperrt');
    expect(mails[0]!.text).toContain(`„${u.username}“`);
    expect(mails[0]!.text).toContain('http://localhost:3000/passwort/reset/');

    const anon = agent(t.app);
    const key = resetKeyIn(mails[0]!.text);
    expect((await anon.get(`/api/password/reset/${key}`)).json()).toEqual({ valid: true });
    expect(
      (await anon.post(`/api/password/reset/${key}`, { password: 'Wieder!2026', passwordRepeat: 'Wieder!2026' }))
        .statusCode,
    ).toBe(200);
    expect((await login(u.username, 'Wieder!2026')).statusCode).toBe(200);
  });

  test('keeps its open sessions; only the reset ends them', async () => {
    const u = await createTestUser(t.app.db, { gtcAccepted: true });
    const owner = agent(t.app);
    expect((await owner.post('/api/login', { username: u.username, password: u.password })).statusCode).toBe(200);
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await login(u.username, 'Falsch!0');
    expect((await userRow(t.app.db, u.userId)).loginBlockedAt).not.toBeNull();

    expect((await owner.get('/api/user')).statusCode).toBe(200);
    expect((await owner.get('/api/user/profile')).statusCode).toBe(200);
    expect(await sessionsOf(u.userId)).toHaveLength(1);
    // A new login stays refused, also with the right password.
    expect((await login(u.username, u.password)).statusCode).toBe(403);

    const [mail] = await mailsTo(t.app.db, u.email);
    const reset = await agent(t.app).post(`/api/password/reset/${resetKeyIn(mail!.text)}`, {
      password: 'Wieder!2026',
      passwordRepeat: 'Wieder!2026',
    });
    expect(reset.statusCode).toBe(200);
    expect((await owner.get('/api/user')).statusCode).toBe(401);
    expect(await sessionsOf(u.userId)).toHaveLength(0);
  });

  test('a user blocked by an administrator gets no reset mail from a lockout', async () => {
    const u = await createTestUser(t.app.db, { statusId: 200 });
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await login(u.username, 'Falsch!0');
    expect((await userRow(t.app.db, u.userId)).loginBlockedAt).not.toBeNull();
    expect(await mailsTo(t.app.db, u.email)).toHaveLength(0);
  });
});

describe('two-factor codes count per account', () => {
  async function startLogin(u: TestUser) {
    const a = agent(t.app);
    const res = await a.post('/api/login', { username: u.username, password: u.password });
    expect(res.json()).toEqual({ twoFactorRequired: true });
    const [mail] = await mailsTo(t.app.db, u.email);
    return { a, code: /\b(\d{6})\b/.exec(mail!.text)![1]! };
  }
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  test(`new logins give no fresh guesses: the ${MAX_FAILED_LOGIN_CODES}th wrong code across logins blocks the login`, async () => {
    const u = await createTestUser(t.app.db, { twoFactor: true });
    const other = await startLogin(u); // a second pending login, opened before the block
    let wrong = 0;
    let last = {
      statusCode: 0,
      json: (): { error: { code: string; message: string } } => ({ error: { code: '', message: '' } }),
    };
    while (wrong < MAX_FAILED_LOGIN_CODES) {
      const { a, code } = await startLogin(u);
      // Below the per-login limit, then start over, as an attacker with the password would.
      for (let i = 0; i < LOGIN_CODE_MAX_ATTEMPTS - 1 && wrong < MAX_FAILED_LOGIN_CODES; i++, wrong++) {
        last = await a.post('/api/login/code', { code: wrongCode(code) });
      }
    }
    expect(last.statusCode).toBe(403);
    expect(last.json().error.code).toBe('ACCOUNT_BLOCKED');
    expect(last.json().error.message).toMatch(/Link zum Zurücksetzen/);
    const row = await userRow(t.app.db, u.userId);
    expect(row.loginBlockedAt).not.toBeNull();
    expect(row.failedCodeCount).toBe(MAX_FAILED_LOGIN_CODES);

    // The pending login opened earlier is void, even with its right code; no new one starts.
    const late = await other.a.post('/api/login/code', { code: other.code });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('UNAUTHENTICATED');
    expect(await sessionsOf(u.userId)).toHaveLength(0);
    expect((await login(u.username, u.password)).json().error.code).toBe('ACCOUNT_BLOCKED');

    expect((await mailsTo(t.app.db, u.email))[0]!.subject).toBe('Ihr Zugang wurde gesperrt');
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(u.userId)), eq(auditLog.action, 'login-blocked')));
    expect(audit.map((e) => e.details)).toEqual([{ failedCodes: MAX_FAILED_LOGIN_CODES }]);
  });

  test('a completed two-factor login starts the count over', async () => {
    const u = await createTestUser(t.app.db, { twoFactor: true });
    const first = await startLogin(u);
    for (let i = 0; i < 3; i++) await first.a.post('/api/login/code', { code: wrongCode(first.code) });
    expect((await userRow(t.app.db, u.userId)).failedCodeCount).toBe(3);
    expect((await first.a.post('/api/login/code', { code: first.code })).statusCode).toBe(200);
    expect((await userRow(t.app.db, u.userId)).failedCodeCount).toBe(0);
  });
});
