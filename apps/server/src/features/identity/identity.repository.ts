import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginCodes, loginFailures } from '../../db/schema';

/**
 * Counts a failed login for an identifier that names nobody, blocking it at `maxFailures` like a
 * user; one statement, so parallel attempts cannot slip past. True when the identifier is blocked.
 */
export async function recordUnknownLoginFailure(
  db: DbOrTx,
  identifierHash: string,
  maxFailures: number,
  now: Date,
): Promise<boolean> {
  const count = sql`case when ${loginFailures.blockedAt} is null then ${loginFailures.failedCount} + 1 else ${loginFailures.failedCount} end`;
  const [row] = await db
    .insert(loginFailures)
    .values({ identifierHash, failedCount: 1, blockedAt: maxFailures <= 1 ? now : null, updatedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.identifierHash,
      set: {
        failedCount: count,
        blockedAt: sql`coalesce(${loginFailures.blockedAt}, case when ${count} >= ${maxFailures} then ${now.toISOString()}::timestamptz end)`,
        updatedAt: now,
      },
    })
    .returning({ blockedAt: loginFailures.blockedAt });
  return row!.blockedAt !== null;
}

/** Stores a new code for the session; earlier codes of that session are void. */
export async function replaceLoginCode(
  db: DbOrTx,
  code: { sessionIdHash: string; userId: number; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.delete(loginCodes).where(eq(loginCodes.sessionIdHash, code.sessionIdHash));
  await db.insert(loginCodes).values({
    sessionIdHash: code.sessionIdHash,
    userId: code.userId,
    codeHash: code.codeHash,
    expiresAt: code.expiresAt,
    createdAt: code.now,
  });
}

export async function findActiveLoginCode(db: DbOrTx, sessionIdHash: string) {
  const [row] = await db
    .select({
      id: loginCodes.id,
      codeHash: loginCodes.codeHash,
      attempts: loginCodes.attempts,
      expiresAt: loginCodes.expiresAt,
    })
    .from(loginCodes)
    .where(and(eq(loginCodes.sessionIdHash, sessionIdHash), isNull(loginCodes.usedAt)))
    .orderBy(desc(loginCodes.id))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong code atomically; returns the attempts so far (0 when the code is gone). */
export async function countWrongCode(db: DbOrTx, codeId: number): Promise<number> {
  const [row] = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(and(eq(loginCodes.id, codeId), isNull(loginCodes.usedAt)))
    .returning({ attempts: loginCodes.attempts });
  return row?.attempts ?? 0;
}

/** Marks the code used; false when a parallel request used it first. */
export async function useLoginCode(db: DbOrTx, codeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(and(eq(loginCodes.id, codeId), isNull(loginCodes.usedAt)))
    .returning({ id: loginCodes.id });
  return rows.length === 1;
}
