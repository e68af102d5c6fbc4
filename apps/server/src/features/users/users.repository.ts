import { and, asc, count, eq, exists, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, userRemovalRequests, users } from '../../db/schema';

const profileColumns = {
  id: users.id,
  accountId: users.accountId,
  username: users.username,
  statusId: users.statusId,
  typeId: users.typeId,
  roles: users.roles,
  isAdmin: users.isAdmin,
  twoFactorEnabled: users.twoFactorEnabled,
  salutation: users.salutation,
  title: users.title,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  mobile: users.mobile,
  useIndividualAddress: users.useIndividualAddress,
  addressLine1: users.addressLine1,
  addressLine2: users.addressLine2,
  county: users.county,
  country: users.country,
  postCode: users.postCode,
  jobTitle: users.jobTitle,
  department: users.department,
  departmentSize: users.departmentSize,
  accountStatus: accounts.status,
  onlineTradingEnabled: accounts.onlineTradingEnabled,
};

const openRemovalRequest = (db: DbOrTx) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(userRemovalRequests)
      .where(and(eq(userRemovalRequests.userId, users.id), eq(userRemovalRequests.status, 'OPEN'))),
  );

export type UserRow = Awaited<ReturnType<typeof findUser>> & {};

/** One user with its account's status; `lock` holds the user row until the transaction ends. */
export async function findUser(db: DbOrTx, userId: number, opts: { lock?: boolean } = {}) {
  const query = db
    .select({ ...profileColumns, removalRequested: openRemovalRequest(db) })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, userId));
  const [row] = opts.lock ? await query.for('update', { of: users }) : await query;
  return row ?? null;
}

export async function listAccountUsers(
  db: DbOrTx,
  opts: { accountId: number; excludeUserId: number | null; offset: number; limit: number },
) {
  const where = and(
    eq(users.accountId, opts.accountId),
    opts.excludeUserId === null ? undefined : ne(users.id, opts.excludeUserId),
  );
  const rows = await db
    .select({ ...profileColumns, removalRequested: openRemovalRequest(db) })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .offset(opts.offset)
    .limit(opts.limit);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

export type UserValues = Partial<typeof users.$inferInsert>;

export async function updateUser(db: DbOrTx, userId: number, values: UserValues): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** Inserts the user unless the username or e-mail address is taken (case-insensitive unique indexes). */
export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<number | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
  return row?.id;
}

export async function usernameExists(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row !== undefined;
}

/** Whether another user (any account) has this address, case-insensitive. */
export async function emailInUse(db: DbOrTx, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findPasswordHash(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash ?? null;
}

export async function insertRemovalRequest(
  db: DbOrTx,
  values: { userId: number; accountId: number; requestedBy: number; reason: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(userRemovalRequests)
    .values({
      userId: values.userId,
      accountId: values.accountId,
      requestedBy: values.requestedBy,
      reason: values.reason,
      createdAt: values.now,
    })
    .returning({ id: userRemovalRequests.id });
  return row!.id;
}
