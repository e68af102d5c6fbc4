import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, loginCodes, users } from '../../db/schema';
import { principalColumns, type Principal } from '../../plugins/session';

export type LoginUser = Principal & { passwordHash: string | null };

/**
 * The user a login or reset names: the username first (unique, case-insensitive), otherwise the
 * e-mail address, but only when exactly one user has it (an ambiguous address names nobody).
 */
export async function findUserByIdentifier(db: DbOrTx, identifier: string): Promise<LoginUser | null> {
  const byUsername = sql`lower(${users.username}) = lower(${identifier})`;
  const rows = await db
    .select({ ...principalColumns, passwordHash: users.passwordHash, usernameMatch: sql<boolean>`${byUsername}` })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(or(byUsername, sql`lower(${users.email}) = lower(${identifier})`))
    .orderBy(desc(byUsername))
    .limit(2);
  const [first] = rows;
  if (!first || (!first.usernameMatch && rows.length > 1)) return null;
  const { usernameMatch: _match, ...user } = first;
  return user;
}

/**
 * Counts a wrong password and blocks at `maxFailures`, in one statement so parallel attempts
 * cannot slip past the limit. Null when the user was already blocked.
 */
export async function recordFailedLogin(
  db: DbOrTx,
  userId: number,
  maxFailures: number,
  now: Date,
): Promise<{ failedLoginCount: number; blocked: boolean } | null> {
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: sql`${users.failedLoginCount} + 1`,
      loginBlockedAt: sql`case when ${users.failedLoginCount} + 1 >= ${maxFailures} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(users.id, userId), isNull(users.loginBlockedAt)))
    .returning({ failedLoginCount: users.failedLoginCount, loginBlockedAt: users.loginBlockedAt });
  return row ? { failedLoginCount: row.failedLoginCount, blocked: row.loginBlockedAt !== null } : null;
}

export async function resetFailedLogins(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ failedLoginCount: 0 }).where(eq(users.id, userId));
}

export async function recordLogin(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ failedLoginCount: 0, lastLoginAt: now }).where(eq(users.id, userId));
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
    .select({ id: loginCodes.id, codeHash: loginCodes.codeHash, attempts: loginCodes.attempts, expiresAt: loginCodes.expiresAt })
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
