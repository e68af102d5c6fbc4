import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, users } from '../../db/schema';

/** Whether the buyer account is enabled for online trading (the purchase right needs it). */
export async function findOnlineTradingEnabled(db: DbOrTx, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: accounts.onlineTradingEnabled })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.enabled ?? false;
}

export function listUsersOfAccount(db: DbOrTx, accountId: number) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      roles: users.roles,
    })
    .from(users)
    .where(eq(users.accountId, accountId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** One user of the account, locked for the role change; undefined for another account's user. */
export async function findUserOfAccountForUpdate(tx: DbOrTx, userId: number, accountId: number) {
  const [row] = await tx
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)))
    .for('update');
  return row;
}
