import { and, asc, count, desc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import { ACTIVE_USER_STATUS } from '@fuel/domain/constants';
import type { RelationshipStatus } from '@fuel/domain/contracts/relationships';
import type { DbOrTx } from '../../db/client';
import { accounts, relationships, users } from '../../db/schema';

const columns = {
  id: relationships.id,
  buyerAccountId: relationships.buyerAccountId,
  sellerAccountId: relationships.sellerAccountId,
  buyerStatus: relationships.buyerStatus,
  sellerStatus: relationships.sellerStatus,
  additivesEnabled: relationships.additivesEnabled,
  message: relationships.message,
  creditLimitMinor: relationships.creditLimitMinor,
  createdAt: relationships.createdAt,
  updatedAt: relationships.updatedAt,
  counterparty: { id: accounts.id, name: accounts.name, city: accounts.city },
};

export type RelationshipRow = Awaited<ReturnType<typeof listOfBuyer>>[number];

/** Open requests first, then the most recently changed. */
const listOrder = [
  sql`case when ${relationships.sellerStatus} = 'NEW' then 0 else 1 end`,
  desc(relationships.updatedAt),
  asc(relationships.id),
];

/** The buyer's relationships with their sellers as counterparty. */
export function listOfBuyer(db: DbOrTx, buyerAccountId: number) {
  return db
    .select(columns)
    .from(relationships)
    .innerJoin(accounts, eq(accounts.id, relationships.sellerAccountId))
    .where(eq(relationships.buyerAccountId, buyerAccountId))
    .orderBy(...listOrder);
}

/** The seller's relationships with their buyers as counterparty. */
export function listOfSeller(db: DbOrTx, sellerAccountId: number) {
  return db
    .select(columns)
    .from(relationships)
    .innerJoin(accounts, eq(accounts.id, relationships.buyerAccountId))
    .where(eq(relationships.sellerAccountId, sellerAccountId))
    .orderBy(...listOrder);
}

/** Requests waiting for the seller's decision: the seller's menu badge. */
export async function countOpenRequests(db: DbOrTx, sellerAccountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(relationships)
    .where(
      and(
        eq(relationships.sellerAccountId, sellerAccountId),
        eq(relationships.sellerStatus, 'NEW'),
        eq(relationships.buyerStatus, 'ENABLED'),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Active sellers of the platform the buyer can ask: no relationship yet, or only a closed one
 * (DECLINED or DISABLED by the seller, or not requested by the buyer).
 */
export function listAvailableSellers(db: DbOrTx, buyerAccountId: number, platform: string) {
  const openOrActive = db
    .select({ id: relationships.id })
    .from(relationships)
    .where(
      and(
        eq(relationships.sellerAccountId, accounts.id),
        eq(relationships.buyerAccountId, buyerAccountId),
        eq(relationships.buyerStatus, 'ENABLED'),
        inArray(relationships.sellerStatus, ['NEW', 'IN_REVIEW', 'ENABLED']),
      ),
    );
  return db
    .select({ id: accounts.id, name: accounts.name, city: accounts.city, previousStatus: relationships.sellerStatus })
    .from(accounts)
    .leftJoin(
      relationships,
      and(eq(relationships.sellerAccountId, accounts.id), eq(relationships.buyerAccountId, buyerAccountId)),
    )
    .where(
      and(
        eq(accounts.type, 'seller'),
        eq(accounts.platform, platform),
        eq(accounts.status, 'ACTIVE'),
        notExists(openOrActive),
      ),
    )
    .orderBy(asc(accounts.name));
}

export async function findSellerAccount(db: DbOrTx, sellerAccountId: number, platform: string) {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, sellerAccountId),
        eq(accounts.type, 'seller'),
        eq(accounts.platform, platform),
        eq(accounts.status, 'ACTIVE'),
      ),
    );
  return row;
}

export async function findAccountName(db: DbOrTx, accountId: number): Promise<string> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? '';
}

/** Inserts a request unless the pair has a relationship already; the unique pair index decides races. */
export async function insertRequest(
  tx: DbOrTx,
  values: { buyerAccountId: number; sellerAccountId: number; message: string | null; now: Date },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(relationships)
    .values({
      buyerAccountId: values.buyerAccountId,
      sellerAccountId: values.sellerAccountId,
      buyerStatus: 'ENABLED',
      sellerStatus: 'NEW',
      message: values.message,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: relationships.id });
  return row?.id;
}

export async function findPairForUpdate(tx: DbOrTx, buyerAccountId: number, sellerAccountId: number) {
  const [row] = await tx
    .select()
    .from(relationships)
    .where(and(eq(relationships.buyerAccountId, buyerAccountId), eq(relationships.sellerAccountId, sellerAccountId)))
    .for('update');
  return row;
}

/** The seller's relationship, locked; undefined for another seller's (ownership). */
export async function findOfSellerForUpdate(tx: DbOrTx, relationshipId: number, sellerAccountId: number) {
  const [row] = await tx
    .select()
    .from(relationships)
    .where(and(eq(relationships.id, relationshipId), eq(relationships.sellerAccountId, sellerAccountId)))
    .for('update');
  return row;
}

export async function setStatuses(
  tx: DbOrTx,
  relationshipId: number,
  values: { buyerStatus?: RelationshipStatus; sellerStatus: RelationshipStatus; message: string | null; now: Date },
): Promise<void> {
  await tx
    .update(relationships)
    .set({
      ...(values.buyerStatus ? { buyerStatus: values.buyerStatus } : {}),
      sellerStatus: values.sellerStatus,
      message: values.message,
      updatedAt: values.now,
    })
    .where(eq(relationships.id, relationshipId));
}

/** E-mail addresses of an account's active company administrators (who handle relationships). */
export async function findAdminEmails(
  db: DbOrTx,
  accountId: number,
): Promise<Array<{ email: string; firstName: string; lastName: string }>> {
  return db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.accountId, accountId),
        eq(users.isAdmin, true),
        eq(users.statusId, ACTIVE_USER_STATUS),
        ne(users.email, ''),
      ),
    )
    .orderBy(asc(users.id));
}
