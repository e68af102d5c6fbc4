import { and, count, desc, eq, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AccountType } from '@fuel/domain/contracts/identity';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  auditAnchors,
  auditChainHead,
  auditLog,
  orders,
  triggerContracts,
  userRemovalRequests,
  users,
} from '../../db/schema';

const accountColumns = {
  id: accounts.id,
  name: accounts.name,
  type: accounts.type,
  status: accounts.status,
  addressLine1: accounts.addressLine1,
  addressLine2: accounts.addressLine2,
  postCode: accounts.postCode,
  city: accounts.city,
  country: accounts.country,
  vatId: accounts.vatId,
  features: accounts.features,
  onlineTradingEnabled: accounts.onlineTradingEnabled,
  sellerKind: accounts.sellerKind,
  // Written out: Drizzle leaves column names unqualified in a one-table select, which the subquery would misread.
  userCount: sql<number>`(select count(*)::int from users u where u.account_id = "accounts"."id")`.mapWith(Number),
};

/** LIKE wildcards in a search term are taken literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listAccounts(
  db: DbOrTx,
  platform: string,
  filter: { search?: string; type?: AccountType; limit: number; offset: number },
) {
  const conditions: SQL[] = [eq(accounts.platform, platform)];
  if (filter.search) conditions.push(ilike(accounts.name, `%${escapeLike(filter.search)}%`));
  if (filter.type) conditions.push(eq(accounts.type, filter.type));
  const where = and(...conditions);
  const rows = await db
    .select(accountColumns)
    .from(accounts)
    .where(where)
    .orderBy(accounts.name, accounts.id)
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(accounts).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findAccount(db: DbOrTx, platform: string, id: number) {
  const [row] = await db
    .select(accountColumns)
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.platform, platform)));
  return row;
}

export async function userIdsOfAccount(db: DbOrTx, accountId: number): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.accountId, accountId));
  return rows.map((r) => r.id);
}

const userColumns = {
  id: users.id,
  accountId: users.accountId,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  statusId: users.statusId,
  isAdmin: users.isAdmin,
  roles: users.roles,
};

export async function listUsersOfAccount(db: DbOrTx, accountId: number) {
  return db
    .select(userColumns)
    .from(users)
    .where(eq(users.accountId, accountId))
    .orderBy(users.lastName, users.firstName, users.id);
}

/** A user of an account on the given platform; undefined otherwise. */
export async function findUser(db: DbOrTx, platform: string, id: number) {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(users.id, id), eq(accounts.platform, platform)));
  return row;
}

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');
const fullName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`${u.firstName} || ' ' || ${u.lastName}`;

/** Removal requests of the platform's accounts: open ones first, then newest first. */
export async function listRemovalRequests(db: DbOrTx, platform: string) {
  return db
    .select({
      id: userRemovalRequests.id,
      status: userRemovalRequests.status,
      reason: userRemovalRequests.reason,
      createdAt: userRemovalRequests.createdAt,
      decidedAt: userRemovalRequests.decidedAt,
      user: { id: users.id, username: users.username, name: fullName(users) },
      account: { id: accounts.id, name: accounts.name },
      requestedBy: fullName(requester),
      decidedBy: sql<string | null>`${fullName(decider)}`,
    })
    .from(userRemovalRequests)
    .innerJoin(users, eq(users.id, userRemovalRequests.userId))
    .innerJoin(accounts, eq(accounts.id, userRemovalRequests.accountId))
    .innerJoin(requester, eq(requester.id, userRemovalRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, userRemovalRequests.decidedBy))
    .where(eq(accounts.platform, platform))
    .orderBy(
      sql`case when ${userRemovalRequests.status} = 'OPEN' then 0 else 1 end`,
      desc(userRemovalRequests.createdAt),
      desc(userRemovalRequests.id),
    )
    .limit(500);
}

/** The request, row-locked, if it belongs to an account of the platform. */
export async function lockRemovalRequest(db: DbOrTx, platform: string, id: number) {
  const [row] = await db
    .select({
      id: userRemovalRequests.id,
      status: userRemovalRequests.status,
      userId: userRemovalRequests.userId,
      accountId: userRemovalRequests.accountId,
    })
    .from(userRemovalRequests)
    .innerJoin(accounts, eq(accounts.id, userRemovalRequests.accountId))
    .where(and(eq(userRemovalRequests.id, id), eq(accounts.platform, platform)))
    .for('update', { of: userRemovalRequests });
  return row;
}

export async function listAudit(
  db: DbOrTx,
  filter: { entity?: string; accountId?: number; limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.accountId) conditions.push(eq(auditLog.accountId, filter.accountId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorName: sql<string | null>`${fullName(users)}`,
      accountId: auditLog.accountId,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      details: auditLog.details,
      // The number a trader knows the object by: an order's contract number, a trigger contract's EKK number.
      objectRef: sql<string | null>`coalesce(${orders.contractNumber}, nullif(${triggerContracts.ekkNumber}, ''))`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(orders, and(eq(auditLog.entity, 'order'), eq(sql`${orders.id}::text`, auditLog.entityId)))
    .leftJoin(
      triggerContracts,
      and(eq(auditLog.entity, 'trigger_contract'), eq(sql`${triggerContracts.id}::text`, auditLog.entityId)),
    )
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Chain rows after `afterSeq`, as the text the canonical serialisation reads (decision 057). */
export async function readAuditChainPage(db: DbOrTx, afterSeq: number, limit: number) {
  type ChainRow = {
    id: string;
    seq: string;
    at: string;
    actorUserId: string | null;
    accountId: string | null;
    entity: string;
    entityId: string;
    action: string;
    details: string;
    prevHash: string;
    hash: string;
  };
  const result = await db.execute(sql`
    -- Qualified: the text alias "seq" would otherwise order as text (1, 10, 2).
    select id::text as "id", seq::text as "seq",
           to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "at",
           actor_user_id::text as "actorUserId", account_id::text as "accountId",
           entity, entity_id as "entityId", action, details::text as "details", prev_hash as "prevHash", hash
      from audit_log where audit_log.seq > ${afterSeq} order by audit_log.seq limit ${limit}`);
  return (result as unknown as { rows: ChainRow[] }).rows;
}

export async function readAuditChainHead(db: DbOrTx) {
  const [row] = await db
    .select({ seq: auditChainHead.seq, hash: auditChainHead.hash })
    .from(auditChainHead)
    .where(eq(auditChainHead.id, 1));
  return row ?? { seq: 0, hash: '' };
}

/** The last row written before `before` (the end of a day), in chain order. */
export async function lastAuditRowBefore(db: DbOrTx, before: Date) {
  const [row] = await db
    .select({ seq: auditLog.seq, hash: auditLog.hash })
    .from(auditLog)
    .where(lt(auditLog.at, before))
    .orderBy(desc(auditLog.seq))
    .limit(1);
  return row;
}

export async function latestAuditAnchor(db: DbOrTx) {
  const [row] = await db
    .select({ day: auditAnchors.day, seq: auditAnchors.seq, hash: auditAnchors.hash })
    .from(auditAnchors)
    .orderBy(desc(auditAnchors.day))
    .limit(1);
  return row;
}

/** True when this call stored the day's anchor (another process or an earlier run may have). */
export async function insertAuditAnchor(
  db: DbOrTx,
  anchor: { day: string; seq: number; hash: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(auditAnchors)
    .values({ day: anchor.day, seq: anchor.seq, hash: anchor.hash, writtenAt: anchor.at })
    .onConflictDoNothing()
    .returning({ day: auditAnchors.day });
  return rows.length > 0;
}
