import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { auditLog, users } from '../../db/schema';

const PATH = '/api/metadata/user/store/gtc-accepted';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userByName = async (username: string) => {
  const [row] = await t.app.db.select().from(users).where(eq(users.username, username));
  return row;
};
const gtcAudits = async (userId: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId)), eq(auditLog.action, 'gtc.accepted')),
    );

test('anonymous callers get 401 on both calls and nothing changes', async () => {
  const a = agent(t.app);
  expect((await a.get(PATH)).statusCode).toBe(401);
  const res = await a.post(PATH, {});
  expect(res.statusCode).toBe(401);
  expect(res.json().error.code).toBe('UNAUTHENTICATED');
});

test('a user who accepted the terms reads accepted true', async () => {
  const a = await loginAs(t.app, 'kaeufer');
  const res = await a.get(PATH);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ accepted: true });
});

test('neukunde: not accepted -> accept -> accepted; a second call keeps the first acceptance', async () => {
  const a = await loginAs(t.app, 'neukunde');
  expect((await a.get(PATH)).json()).toEqual({ accepted: false });

  const firstAt = new Date('2026-11-20T10:00:00Z');
  t.clock.now = firstAt;
  const res = await a.post(PATH, {});
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ accepted: true });
  expect((await a.get(PATH)).json()).toEqual({ accepted: true });

  const user = (await userByName('neukunde'))!;
  expect(user.gtcAcceptedAt).toEqual(firstAt);
  const audits = await gtcAudits(user.id);
  expect(audits).toHaveLength(1);
  expect(audits[0]).toMatchObject({ actorUserId: user.id, accountId: user.accountId, at: firstAt });

  // Later, within the session's lifetime (the clock of the login is TEST_NOW, 08:30Z).
  t.clock.now = new Date('2026-11-20T11:00:00Z');
  const again = await a.post(PATH, {});
  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual({ accepted: true });
  expect((await userByName('neukunde'))!.gtcAcceptedAt).toEqual(firstAt);
  expect(await gtcAudits(user.id)).toHaveLength(1);
});

test('a body with fields is bad input: 400 and nothing changes', async () => {
  // A user who has not accepted yet, so a wrongly accepted body would show.
  await t.app.db.update(users).set({ gtcAcceptedAt: null }).where(eq(users.username, 'aviat-sued'));
  const a = await loginAs(t.app, 'aviat-sued');
  for (const body of [{ accepted: false }, [], { accepted: true, at: '2020-01-01' }]) {
    const res = await a.post(PATH, body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  }
  const user = (await userByName('aviat-sued'))!;
  expect(user.gtcAcceptedAt).toBeNull();
  expect(await gtcAudits(user.id)).toHaveLength(0);
  expect((await a.get(PATH)).json()).toEqual({ accepted: false });
});

test('without the CSRF header the acceptance is refused and not stored', async () => {
  const a = await loginAs(t.app, 'neukunde');
  await t.app.db.update(users).set({ gtcAcceptedAt: null }).where(eq(users.username, 'neukunde'));
  const res = await t.app.inject({ method: 'POST', url: PATH, payload: {}, cookies: a.cookies() });
  expect(res.statusCode).toBe(403);
  expect((await userByName('neukunde'))!.gtcAcceptedAt).toBeNull();
});
