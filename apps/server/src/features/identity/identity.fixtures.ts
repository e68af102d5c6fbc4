// Test support: users made for one test, so identity tests do not depend on the demo seed's details.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AccountType } from '@fuel/domain/contracts/identity';
import type { Db } from '../../db/client';
import { accounts, mailOutbox, users } from '../../db/schema';
import { hashPassword } from '../../shared/password-hash';

export const TEST_PASSWORD = 'Sicher!2026';
const hashOnce = hashPassword(TEST_PASSWORD);

export type TestUser = { userId: number; accountId: number; username: string; email: string; password: string };

export async function createTestUser(
  db: Db,
  opts: {
    twoFactor?: boolean;
    accountType?: AccountType;
    statusId?: number;
    accountStatus?: 'ACTIVE' | 'BLOCKED';
    /** A buyer that has accepted the terms may call every buyer route (BUYER_ACCEPT_GTC_ON_FIRST_LOGIN). */
    gtcAccepted?: boolean;
  } = {},
): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const username = `Tester_${suffix}`;
  const email = `tester.${suffix}@example.de`;
  const [account] = await db
    .insert(accounts)
    .values({
      type: opts.accountType ?? 'buyer',
      name: `Testhandel ${suffix} GmbH`,
      platform: 'A',
      status: opts.accountStatus ?? 'ACTIVE',
    })
    .returning({ id: accounts.id });
  const [user] = await db
    .insert(users)
    .values({
      accountId: account!.id,
      username,
      email,
      passwordHash: await hashOnce,
      firstName: 'Erika',
      lastName: 'Mustermann',
      twoFactorEnabled: opts.twoFactor ?? false,
      gtcAcceptedAt: opts.gtcAccepted ? new Date() : null,
      statusId: opts.statusId ?? 100,
      isAdmin: true,
      roles: ['MyRelationships_View'],
    })
    .returning({ id: users.id });
  return { userId: user!.id, accountId: account!.id, username, email, password: TEST_PASSWORD };
}

export async function userRow(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row!;
}

/** The mails sent to an address, newest first. */
export function mailsTo(db: Db, email: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(mailOutbox.id)
    .then((rows) => rows.reverse());
}
