// The users feature's writes to user rows and removal requests that other features ask for
// (decision 061: one writer per table). Reading stays with whoever needs the data.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userRemovalRequests, users } from '../../db/schema';

/**
 * Counts a wrong password (`logins`) or a wrong two-factor code across all of the user's pending
 * logins (`codes`) and blocks the login at `maxFailures`, in one statement so parallel attempts
 * cannot slip past the limit. Null when the login was blocked already.
 */
export async function recordLoginFailure(
  db: DbOrTx,
  userId: number,
  kind: 'logins' | 'codes',
  maxFailures: number,
  now: Date,
): Promise<{ failures: number; blocked: boolean } | null> {
  const column = kind === 'logins' ? users.failedLoginCount : users.failedCodeCount;
  const [row] = await db
    .update(users)
    .set({
      [kind === 'logins' ? 'failedLoginCount' : 'failedCodeCount']: sql`${column} + 1`,
      loginBlockedAt: sql`case when ${column} + 1 >= ${maxFailures} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(users.id, userId), isNull(users.loginBlockedAt)))
    .returning({ failures: column, loginBlockedAt: users.loginBlockedAt });
  return row ? { failures: row.failures, blocked: row.loginBlockedAt !== null } : null;
}

export async function resetFailedLogins(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ failedLoginCount: 0 }).where(eq(users.id, userId));
}

/** A completed login: both failure counters start over. */
export async function recordLogin(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ failedLoginCount: 0, failedCodeCount: 0, lastLoginAt: now }).where(eq(users.id, userId));
}

/** New password by reset link; a reset also lifts the failed-login block (spec section 4) and both counters. */
export async function setPasswordByReset(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, failedLoginCount: 0, failedCodeCount: 0, loginBlockedAt: null })
    .where(eq(users.id, userId));
}

/**
 * Sets the acceptance time only when none is stored, so the first acceptance is kept. True when
 * this call recorded it; concurrent calls wait on the row lock and then find it set.
 */
export async function recordGtcAcceptance(db: DbOrTx, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ gtcAcceptedAt: at })
    .where(and(eq(users.id, userId), isNull(users.gtcAcceptedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function setUserStatus(db: DbOrTx, id: number, statusId: number): Promise<void> {
  await db.update(users).set({ statusId }).where(eq(users.id, id));
}

export async function setRoles(tx: DbOrTx, userId: number, roles: string[]): Promise<void> {
  await tx.update(users).set({ roles }).where(eq(users.id, userId));
}

export async function decideRemovalRequest(
  db: DbOrTx,
  id: number,
  status: 'APPROVED' | 'REJECTED',
  by: number,
  at: Date,
): Promise<void> {
  await db
    .update(userRemovalRequests)
    .set({ status, decidedBy: by, decidedAt: at })
    .where(eq(userRemovalRequests.id, id));
}
