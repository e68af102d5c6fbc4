// Issue 11 part 5: no username or e-mail address can capture another user's login or reset.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { isValidUsername, USERNAME_RULE_MESSAGE } from '@fuel/domain/users/profile-rules';
import { agent, createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { MIGRATIONS_DIR, openDatabase } from '../../db/client';
import { DEMO_ACCOUNTS, demoEmail } from '../../db/seed/demo-accounts';
import { users } from '../../db/schema';
import { mailsTo } from '../identity/identity.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const emailOf = async (username: string) =>
  (await t.app.db.select({ email: users.email }).from(users).where(eq(users.username, username)))[0]!.email;
const countUsers = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

/** Only the required profile fields; the others have defaults. */
const newUser = {
  salutation: 'Herr',
  firstName: 'Mallory',
  lastName: 'Angreifer',
  email: 'mallory@heizoel-schmidt.de',
  phone: '+49 421 41733-45',
};

describe('a company admin adding a user', () => {
  test("cannot name it after another company's user's e-mail address: usernames have no @", async () => {
    const admin = await loginAs(t.app, 'kaeufer');
    const victim = await emailOf('verkaeufer');
    const before = await countUsers();
    for (const username of [victim, 'max@muster', '@admin']) {
      const res = await admin.post('/api/user', { ...newUser, username });
      expect(res.statusCode, username).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { username: USERNAME_RULE_MESSAGE },
      });
    }
    expect(await countUsers()).toBe(before);
    // The victim's address still logs the victim in, and the reset goes to the victim.
    expect((await agent(t.app).post('/api/login', { username: victim, password: DEMO_PASSWORD })).json().username).toBe(
      'verkaeufer',
    );
  });

  test('cannot give it an address another user has (any account, any case): 409 EMAIL_TAKEN', async () => {
    const admin = await loginAs(t.app, 'kaeufer');
    const before = await countUsers();
    const res = await admin.post('/api/user', {
      ...newUser,
      username: 'mallory',
      email: (await emailOf('verkaeufer')).toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'Diese E-Mail-Adresse wird bereits verwendet.',
      fields: { email: ERROR_MESSAGES.EMAIL_TAKEN },
    });
    expect(await countUsers()).toBe(before);
    expect((await admin.post('/api/user', { ...newUser, username: 'mallory' })).statusCode).toBe(201);
  });

  test('two parallel creations with one address: one is created, the other gets 409 EMAIL_TAKEN', async () => {
    const admin = await loginAs(t.app, 'kaeufer');
    const email = 'gleichzeitig@heizoel-schmidt.de';
    const results = await Promise.all(
      ['parallel.a', 'parallel.b'].map((username) => admin.post('/api/user', { ...newUser, username, email })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.code).toBe('EMAIL_TAKEN');
  });
});

describe('a user editing its profile', () => {
  test("cannot take another user's address; its own in another case is fine", async () => {
    const a = await loginAs(t.app, 'bauer');
    const profile = (await a.get('/api/user/profile')).json();
    const {
      id: _i,
      accountId: _a,
      username: _u,
      statusId: _s,
      typeId: _t,
      roles: _r,
      onlineTradingEnabled: _o,
      ...fields
    } = profile;
    const taken = await a.put('/api/user/-1', { ...fields, email: await emailOf('kaeufer') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('EMAIL_TAKEN');
    expect(await emailOf('bauer')).toBe(profile.email);
    expect((await a.put('/api/user/-1', { ...fields, email: profile.email.toUpperCase() })).statusCode).toBe(200);
    // A reset by the victim's address still goes to the victim only.
    await agent(t.app).post('/api/password/reset', { identifier: await emailOf('kaeufer') });
    expect((await mailsTo(t.app.db, await emailOf('kaeufer')))[0]!.text).toContain('„kaeufer“');
  });
});

test('the demo data obeys the rules: usernames without @, one address per user', () => {
  const all = DEMO_ACCOUNTS.flatMap((account) =>
    account.users.map((user) => ({ username: user.username, email: demoEmail(account, user) })),
  );
  for (const u of all) expect(isValidUsername(u.username), u.username).toBe(true);
  expect(new Set(all.map((u) => u.email.toLowerCase())).size).toBe(all.length);
});

describe('migration 0008 resolves existing clashes', () => {
  test('keeps the oldest address, moves later duplicates to .invalid placeholders, rewrites @ in usernames, audits each', async () => {
    const database = await openDatabase({});
    try {
      const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
        entries: { tag: string }[];
      };
      const run = (tag: string) =>
        database.exec(
          fs.readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8').replaceAll('--> statement-breakpoint', ''),
        );
      const tags = journal.entries.map((e) => e.tag);
      const at = tags.indexOf('0008_identity-hardening');
      for (const tag of tags.slice(0, at)) await run(tag);
      await database.exec(`
        insert into accounts (id, type, name, platform) values (1, 'buyer', 'Alt GmbH', 'A'), (2, 'seller', 'Neu GmbH', 'A');
        insert into users (id, account_id, username, email, first_name, last_name, created_at) values
          (10, 1, 'erika', 'Erika@Example.de', 'Erika', 'Alt', '2025-01-01'),
          (11, 2, 'erika@example.de', 'erika@example.de', 'Mallory', 'Neu', '2026-01-01'),
          (12, 2, 'erika.example.de', 'ERIKA@example.DE', 'Max', 'Neu', '2026-02-01'),
          (13, 1, 'max@home', 'max@example.de', 'Max', 'Alt', '2025-06-01');
      `);
      await run('0008_identity-hardening');
      const rows = await database.db
        .select({ id: users.id, username: users.username, email: users.email })
        .from(users)
        .orderBy(users.id);
      expect(rows).toEqual([
        { id: 10, username: 'erika', email: 'Erika@Example.de' },
        { id: 11, username: 'erika.example.de.11', email: 'duplicate-11@email-conflict.invalid' },
        { id: 12, username: 'erika.example.de', email: 'duplicate-12@email-conflict.invalid' },
        { id: 13, username: 'max.home', email: 'max@example.de' },
      ]);
      const audit = await database.db.execute(
        sql`select entity_id, action, details from audit_log order by action, entity_id`,
      );
      expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
        {
          entity_id: '11',
          action: 'email-deduplicated',
          details: { before: 'erika@example.de', after: 'duplicate-11@email-conflict.invalid', migration: '0008' },
        },
        {
          entity_id: '12',
          action: 'email-deduplicated',
          details: { before: 'ERIKA@example.DE', after: 'duplicate-12@email-conflict.invalid', migration: '0008' },
        },
        {
          entity_id: '11',
          action: 'username-rewritten',
          details: { before: 'erika@example.de', after: 'erika.example.de.11', migration: '0008' },
        },
        {
          entity_id: '13',
          action: 'username-rewritten',
          details: { before: 'max@home', after: 'max.home', migration: '0008' },
        },
      ]);
    } finally {
      await database.close();
    }
  });
});
