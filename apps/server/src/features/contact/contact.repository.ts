import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, users } from '../../db/schema';

/** Who wrote: the user's name and login and the company, for the team that answers. */
export async function findSenders(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      accountId: accounts.id,
      accountName: accounts.name,
      accountType: accounts.type,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(inArray(users.id, userIds));
}
