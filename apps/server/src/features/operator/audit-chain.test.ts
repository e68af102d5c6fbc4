import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { AuditChainCheckSchema } from '@fuel/domain/contracts/operator';
import { auditCanonical } from '@fuel/domain/audit/audit-chain';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { auditAnchors, auditLog } from '../../db/schema';
import { recordAudit } from '../../shared/audit';
import { verifyAuditChain, writeDailyAuditAnchor } from './operator.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const entry = (n: number) =>
  ({
    actorUserId: null,
    accountId: null,
    entity: 'offer',
    entityId: n,
    action: 'update',
    details: { n, text: `Ä "${n}" | 3:x ~ 😀` },
  }) as const;

/** The database's message (Drizzle wraps it in "Failed query"). */
const refusal = async (run: Promise<unknown>) => {
  try {
    await run;
  } catch (err) {
    const e = err as Error & { cause?: Error };
    return e.cause?.message ?? e.message;
  }
  return 'not refused';
};

const verify = async () => {
  const operator = await loginAs(t.app, 'betreiber');
  const res = await operator.post('/api/operator/audit/verify', {});
  expect(res.statusCode, res.body).toBe(200);
  return AuditChainCheckSchema.parse(res.json());
};

describe('append-only', () => {
  beforeAll(async () => {
    // The demo seed writes no audit rows; give the checks some.
    for (let n = 0; n < 3; n++) await recordAudit(t.app.db, { ...entry(n), at: t.app.now() });
  });

  test.each([
    ['UPDATE', sql`update audit_log set action = 'x' where id = (select min(id) from audit_log)`],
    ['DELETE', sql`delete from audit_log where id = (select min(id) from audit_log)`],
    ['TRUNCATE', sql`truncate audit_log`],
  ])('the database refuses %s of audit rows', async (_op, statement) => {
    const before = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(await refusal(t.app.db.execute(statement))).toMatch(/append-only/);
    expect(await t.app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)).toEqual(before);
  });

  test('an insert cannot choose its own chain fields', async () => {
    await t.app.db
      .insert(auditLog)
      .values({ entity: 'offer', entityId: '1', action: 'update', seq: 999_999, prevHash: 'forged', hash: 'forged' });
    const [row] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
    expect(row!.hash).not.toBe('forged');
    expect(row!.seq).toBeLessThan(999_999);
  });
});

describe('hash chain', () => {
  test('the database and the verifier serialise a row the same way (unicode, quotes, separators, nulls)', async () => {
    const result = (await t.app.db.execute(sql`
      select audit_canonical(7, '2026-11-28T06:00:00.123456Z', null, 12, 'offer', '7|8', 'update', ${JSON.stringify({ b: 'Ä "x" | 3:y', a: [1, null] })}::jsonb, 'abc') as canonical`)) as unknown as {
      rows: Array<{ canonical: string }>;
    };
    const detailsResult = (await t.app.db.execute(
      sql`select ${JSON.stringify({ b: 'Ä "x" | 3:y', a: [1, null] })}::jsonb::text as d`,
    )) as unknown as { rows: Array<{ d: string }> };
    const details = detailsResult.rows[0]!.d;
    expect(result.rows[0]!.canonical).toBe(
      auditCanonical({
        seq: '7',
        at: '2026-11-28T06:00:00.123456Z',
        actorUserId: null,
        accountId: '12',
        entity: 'offer',
        entityId: '7|8',
        action: 'update',
        details,
        prevHash: 'abc',
      }),
    );
  });

  test('the seeded log and new entries form one chain that verifies', async () => {
    for (let n = 0; n < 5; n++) await recordAudit(t.app.db, { ...entry(n), at: t.app.now() });
    const check = await verify();
    expect(check).toMatchObject({ ok: true, broken: null });
    expect(check.count).toBe(check.headSeq);
    expect(check.count).toBeGreaterThan(5);
    const [last] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
    expect(check.headHash).toBe(last!.hash);
    expect(createHash('sha256').update(`${last!.prevHash}`).digest('hex')).not.toBe(last!.hash);
  });

  test('parallel transactions still form one chain', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.db.transaction(async (tx) => {
          await recordAudit(tx, { ...entry(100 + i), at: t.app.now() });
          await recordAudit(tx, { ...entry(200 + i), at: t.app.now() });
        }),
      ),
    );
    expect(await verifyAuditChain(t.app)).toMatchObject({ ok: true, broken: null });
  });

  test('the daily anchor is the head at the end of yesterday, stored once and logged', async () => {
    const logged: unknown[] = [];
    const log = { ...t.app.log, info: (obj: unknown) => logged.push(obj) } as typeof t.app.log;
    const deps = { db: t.app.db, now: () => new Date(t.app.now().getTime() + 24 * 3600_000), log };
    const anchor = await writeDailyAuditAnchor(deps);
    const [last] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
    expect(anchor).toMatchObject({ seq: last!.seq, hash: last!.hash });
    expect(logged).toEqual([{ auditAnchor: anchor }]);
    expect(await writeDailyAuditAnchor(deps)).toBeNull();
    expect(await t.app.db.select().from(auditAnchors).where(eq(auditAnchors.day, anchor!.day))).toHaveLength(1);
    expect((await verify()).lastAnchor).toEqual(anchor);
  });
});

describe('security events', () => {
  const rowsOf = (action: string) =>
    t.app.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.seq);

  test('a wrong password is audited for the user, without the password', async () => {
    const res = await agent(t.app).post('/api/login', { username: 'kaeufer', password: 'falsch-123456' });
    expect(res.statusCode).toBe(401);
    const rows = await rowsOf('login-failed');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'user', actorUserId: null, details: { failedLogins: 1 } });
    expect(JSON.stringify(rows[0])).not.toContain('falsch-123456');
  });

  test('a refused authorization of a logged-in caller is audited once a minute per user, code and route', async () => {
    const seller = await loginAs(t.app, 'verkaeufer');
    for (let i = 0; i < 3; i++) expect((await seller.get('/api/operator/accounts')).statusCode).toBe(403);
    expect(await rowsOf('access.refused')).toMatchObject([
      {
        entity: 'access',
        details: { status: 403, code: 'FORBIDDEN', route: 'GET /api/operator/accounts', refusalsBefore: 0 },
      },
    ]);
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    expect((await seller.get('/api/operator/accounts')).statusCode).toBe(403);
    expect((await rowsOf('access.refused')).map((r) => r.details)).toEqual([
      expect.objectContaining({ refusalsBefore: 0 }),
      expect.objectContaining({ refusalsBefore: 2 }),
    ]);
  });

  test('anonymous refusals are not audited', async () => {
    const before = (await rowsOf('access.refused')).length;
    expect((await agent(t.app).get('/api/operator/accounts')).statusCode).toBe(401);
    expect(await rowsOf('access.refused')).toHaveLength(before);
  });
});

describe('tampering (as a superuser who switches the trigger off)', () => {
  const tamper = async (statement: ReturnType<typeof sql>) => {
    await t.app.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    try {
      await t.app.db.execute(statement);
    } finally {
      await t.app.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    }
  };

  test('a changed row is found at that row', async () => {
    const [victim] = await t.app.db.select().from(auditLog).orderBy(auditLog.seq).offset(3).limit(1);
    await tamper(sql`update audit_log set details = '{"changed": true}' where id = ${victim!.id}`);
    const check = await verify();
    expect(check).toMatchObject({
      ok: false,
      count: victim!.seq - 1,
      broken: { id: victim!.id, seq: victim!.seq, reason: 'HASH_MISMATCH' },
    });
    expect(check.broken!.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  test('a changed row whose hash was recomputed breaks the link of the next one', async () => {
    await t.app.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    // Repair the first break so that only this one shows.
    await t.app.db.execute(
      sql`update audit_log set hash = audit_hash(audit_canonical(seq, at, actor_user_id, account_id, entity, entity_id, action, details, prev_hash))`,
    );
    await t.app.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    const rows = await t.app.db.select().from(auditLog).orderBy(auditLog.seq).offset(3).limit(2);
    const check = await verify();
    expect(check.broken).toMatchObject({ id: rows[1]!.id, reason: 'PREV_HASH_MISMATCH' });
  });

  test('a removed row and a removed tail are found', async () => {
    const t2 = await createTestApp();
    try {
      for (let n = 0; n < 4; n++) await recordAudit(t2.app.db, { ...entry(n), at: t2.app.now() });
      const rows = await t2.app.db.select().from(auditLog).orderBy(auditLog.seq);
      await t2.app.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await t2.app.db.execute(sql`delete from audit_log where id = ${rows[1]!.id}`);
      expect((await verifyAuditChain(t2.app)).broken).toMatchObject({ id: rows[2]!.id, reason: 'SEQ_GAP' });
      await t2.app.db.execute(sql`delete from audit_log where seq >= ${rows[1]!.seq}`);
      await t2.app.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
      expect((await verifyAuditChain(t2.app)).broken).toMatchObject({ id: rows[0]!.id, reason: 'HEAD_MISMATCH' });
    } finally {
      await t2.close();
    }
  });
});

test('only the operator may verify the chain', async () => {
  for (const user of ['kaeufer', 'verkaeufer']) {
    expect((await (await loginAs(t.app, user)).post('/api/operator/audit/verify', {})).statusCode).toBe(403);
  }
});
