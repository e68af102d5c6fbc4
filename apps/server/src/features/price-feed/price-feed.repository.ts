import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PriceType } from '@fuel/domain/contracts/market-data';
import type { DbOrTx } from '../../db/client';
import { accounts, apiTokens, priceFeedControl } from '../../db/schema';

export async function findPriceType(db: DbOrTx, accountId: number): Promise<PriceType | undefined> {
  const [row] = await db.select({ priceType: accounts.priceType }).from(accounts).where(eq(accounts.id, accountId));
  return row?.priceType;
}

export async function setPriceType(db: DbOrTx, accountId: number, priceType: PriceType): Promise<void> {
  await db.update(accounts).set({ priceType }).where(eq(accounts.id, accountId));
}

/** The operator's switch; the row is written by migration 0006, the fallback covers a hand-cleared table. */
export async function findFeedControl(db: DbOrTx): Promise<{ running: boolean; updatedAt: Date }> {
  const [row] = await db.select({ running: priceFeedControl.running, updatedAt: priceFeedControl.updatedAt }).from(priceFeedControl).where(eq(priceFeedControl.id, 1));
  return row ?? { running: true, updatedAt: new Date(0) };
}

export async function saveFeedControl(db: DbOrTx, running: boolean, userId: number, now: Date): Promise<void> {
  await db
    .insert(priceFeedControl)
    .values({ id: 1, running, updatedAt: now, updatedByUserId: userId })
    .onConflictDoUpdate({ target: priceFeedControl.id, set: { running, updatedAt: now, updatedByUserId: userId } });
}

const tokenColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  tokenPrefix: apiTokens.tokenPrefix,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

/** Active (not revoked) tokens of an account, oldest first. */
export async function listTokens(db: DbOrTx, accountId: number) {
  return db
    .select(tokenColumns)
    .from(apiTokens)
    .where(and(eq(apiTokens.accountId, accountId), isNull(apiTokens.revokedAt)))
    .orderBy(asc(apiTokens.id));
}

export async function insertToken(
  db: DbOrTx,
  values: { accountId: number; name: string; tokenHash: string; tokenPrefix: string; createdByUserId: number; createdAt: Date },
) {
  const [row] = await db.insert(apiTokens).values(values).returning(tokenColumns);
  return row!;
}

/** Revokes an active token of the account; false when there is none with that id. */
export async function revokeToken(db: DbOrTx, accountId: number, id: number, now: Date): Promise<{ name: string } | undefined> {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.accountId, accountId), isNull(apiTokens.revokedAt)))
    .returning({ name: apiTokens.name });
  return row;
}

/** The seller behind an active token of an active seller account. */
export async function findTokenOwner(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ tokenId: apiTokens.id, accountId: apiTokens.accountId, priceType: accounts.priceType })
    .from(apiTokens)
    .innerJoin(accounts, eq(accounts.id, apiTokens.accountId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt), eq(accounts.status, 'ACTIVE'), eq(accounts.type, 'seller')));
  return row;
}

export async function touchToken(db: DbOrTx, tokenId: number, now: Date): Promise<void> {
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, tokenId));
}
