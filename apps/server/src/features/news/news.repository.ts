import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, newsItems, relationships } from '../../db/schema';

const itemColumns = {
  id: newsItems.id,
  date: newsItems.date,
  text: newsItems.text,
  sellerId: newsItems.sellerAccountId,
  sellerName: accounts.name,
};
export type NewsRecord = { id: number; date: string; text: string; sellerId: number; sellerName: string };

const newestFirst = [desc(newsItems.date), desc(newsItems.id)];

/** A seller's items dated up to `until` (all when null), newest first. */
export function findSellerNews(
  db: DbOrTx,
  sellerAccountId: number,
  until: string | null,
  limit: number,
): Promise<NewsRecord[]> {
  return db
    .select(itemColumns)
    .from(newsItems)
    .innerJoin(accounts, eq(accounts.id, newsItems.sellerAccountId))
    .where(and(eq(newsItems.sellerAccountId, sellerAccountId), until === null ? undefined : lte(newsItems.date, until)))
    .orderBy(...newestFirst)
    .limit(limit);
}

/**
 * The newest items, dated up to `until`, of the sellers a buyer account trades with (relationship
 * ENABLED on both sides): each seller's newest `limit` from its index, then the newest `limit` of those.
 */
export function findConnectedSellersNews(
  db: DbOrTx,
  buyerAccountId: number,
  until: string,
  limit: number,
): Promise<NewsRecord[]> {
  const connected = db
    .select({ sellerId: relationships.sellerAccountId })
    .from(relationships)
    .where(
      and(
        eq(relationships.buyerAccountId, buyerAccountId),
        eq(relationships.buyerStatus, 'ENABLED'),
        eq(relationships.sellerStatus, 'ENABLED'),
      ),
    );
  return db
    .select(itemColumns)
    .from(newsItems)
    .innerJoin(accounts, eq(accounts.id, newsItems.sellerAccountId))
    .where(and(sql`${newsItems.sellerAccountId} in ${connected}`, lte(newsItems.date, until)))
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function findOwnItem(db: DbOrTx, id: number, sellerAccountId: number): Promise<NewsRecord | null> {
  const [row] = await db
    .select(itemColumns)
    .from(newsItems)
    .innerJoin(accounts, eq(accounts.id, newsItems.sellerAccountId))
    .where(and(eq(newsItems.id, id), eq(newsItems.sellerAccountId, sellerAccountId)));
  return row ?? null;
}

export async function insertItem(
  db: DbOrTx,
  item: { sellerAccountId: number; authorUserId: number; date: string; text: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(newsItems)
    .values({
      sellerAccountId: item.sellerAccountId,
      authorUserId: item.authorUserId,
      date: item.date,
      text: item.text,
      createdAt: item.now,
      updatedAt: item.now,
    })
    .returning({ id: newsItems.id });
  return row!.id;
}

/** Changes one of the seller's items; false when it has none with that id. */
export async function updateOwnItem(
  db: DbOrTx,
  id: number,
  sellerAccountId: number,
  change: { date: string; text: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(newsItems)
    .set({ date: change.date, text: change.text, updatedAt: change.now })
    .where(and(eq(newsItems.id, id), eq(newsItems.sellerAccountId, sellerAccountId)))
    .returning({ id: newsItems.id });
  return rows.length > 0;
}

export async function deleteOwnItem(db: DbOrTx, id: number, sellerAccountId: number): Promise<boolean> {
  const rows = await db
    .delete(newsItems)
    .where(and(eq(newsItems.id, id), eq(newsItems.sellerAccountId, sellerAccountId)))
    .returning({ id: newsItems.id });
  return rows.length > 0;
}

export async function hasNewsBoxFeature(db: DbOrTx, accountId: number): Promise<boolean> {
  const [row] = await db.select({ features: accounts.features }).from(accounts).where(eq(accounts.id, accountId));
  return row?.features.newsBox === true;
}
