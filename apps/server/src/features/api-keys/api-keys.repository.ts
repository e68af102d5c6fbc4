import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, apiIdempotencyKeys, apiTokens, users } from '../../db/schema';

const keyColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  tokenPrefix: apiTokens.tokenPrefix,
  scopes: apiTokens.scopes,
  expiresOn: apiTokens.expiresOn,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  createdByFirstName: users.firstName,
  createdByLastName: users.lastName,
};
export type KeyRow = Awaited<ReturnType<typeof listKeys>>[number];

/** Active (not revoked) keys of an account, oldest first, with their creator's name. */
export async function listKeys(db: DbOrTx, accountId: number) {
  return db
    .select(keyColumns)
    .from(apiTokens)
    .leftJoin(users, eq(users.id, apiTokens.createdByUserId))
    .where(and(eq(apiTokens.accountId, accountId), isNull(apiTokens.revokedAt)))
    .orderBy(asc(apiTokens.id));
}

export async function insertKey(
  db: DbOrTx,
  values: {
    accountId: number;
    name: string;
    tokenHash: string;
    tokenPrefix: string;
    scopes: string[];
    expiresOn: string | null;
    createdByUserId: number;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await db.insert(apiTokens).values(values).returning({ id: apiTokens.id });
  return row!.id;
}

/** Revokes an active key of the account; undefined when there is none with that id. */
export async function revokeKey(db: DbOrTx, accountId: number, id: number, now: Date) {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.accountId, accountId), isNull(apiTokens.revokedAt)))
    .returning({ name: apiTokens.name });
  return row;
}

/**
 * The key behind a secret's hash, if it works today: not revoked, not past its last day, of an active
 * account, created by a user who still exists (the user a key acts as).
 */
export async function findWorkingKey(db: DbOrTx, tokenHash: string, today: string) {
  const [row] = await db
    .select({
      id: apiTokens.id,
      accountId: apiTokens.accountId,
      accountType: accounts.type,
      platform: accounts.platform,
      scopes: apiTokens.scopes,
      userId: apiTokens.createdByUserId,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(accounts, eq(accounts.id, apiTokens.accountId))
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresOn), gte(apiTokens.expiresOn, today)),
        eq(accounts.status, 'ACTIVE'),
      ),
    );
  return row;
}

/** Last use, written at most once a minute per key (no write per call). */
export async function touchKey(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`${now}::timestamptz - interval '1 minute'`)),
      ),
    );
}

// ---- Idempotency (decision 067) ----

/** Claims (key, idempotency key) for a request; false when a row exists already. */
export async function claimIdempotencyKey(
  db: DbOrTx,
  values: { apiKeyId: number; idempotencyKey: string; fingerprint: string; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(apiIdempotencyKeys)
    .values(values)
    .onConflictDoNothing({ target: [apiIdempotencyKeys.apiKeyId, apiIdempotencyKeys.idempotencyKey] })
    .returning({ id: apiIdempotencyKeys.id });
  return rows.length > 0;
}

export async function findIdempotencyKey(db: DbOrTx, apiKeyId: number, idempotencyKey: string) {
  const [row] = await db
    .select({
      fingerprint: apiIdempotencyKeys.fingerprint,
      status: apiIdempotencyKeys.status,
      response: apiIdempotencyKeys.response,
    })
    .from(apiIdempotencyKeys)
    .where(and(eq(apiIdempotencyKeys.apiKeyId, apiKeyId), eq(apiIdempotencyKeys.idempotencyKey, idempotencyKey)));
  return row;
}

export async function storeIdempotentAnswer(
  db: DbOrTx,
  apiKeyId: number,
  idempotencyKey: string,
  status: number,
  response: unknown,
): Promise<void> {
  await db
    .update(apiIdempotencyKeys)
    .set({ status, response })
    .where(and(eq(apiIdempotencyKeys.apiKeyId, apiKeyId), eq(apiIdempotencyKeys.idempotencyKey, idempotencyKey)));
}

/** A request that failed on our side gives its key free, so the retry is a new attempt. */
export async function releaseIdempotencyKey(db: DbOrTx, apiKeyId: number, idempotencyKey: string): Promise<void> {
  await db
    .delete(apiIdempotencyKeys)
    .where(and(eq(apiIdempotencyKeys.apiKeyId, apiKeyId), eq(apiIdempotencyKeys.idempotencyKey, idempotencyKey)));
}

export async function pruneIdempotencyKeys(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(apiIdempotencyKeys).where(lt(apiIdempotencyKeys.createdAt, before));
}
