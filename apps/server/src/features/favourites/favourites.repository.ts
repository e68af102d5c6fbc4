import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { FavouriteConfig } from '@fuel/domain/contracts/favourites';
import { accounts, favourites, products, terminals } from '../../db/schema';

const columns = { id: favourites.id, name: favourites.name, config: favourites.config };

export async function listFavourites(db: DbOrTx, userId: number) {
  return db
    .select(columns)
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.sort), asc(favourites.id));
}

/** New favourites go to the end of the user's list. */
export async function insertFavourite(db: DbOrTx, userId: number, name: string, config: FavouriteConfig) {
  const [row] = await db
    .insert(favourites)
    .values({
      userId,
      name,
      config,
      sort: sql`(select coalesce(max(${favourites.sort}), 0) + 1 from ${favourites} where ${favourites.userId} = ${userId})`,
    })
    .returning(columns);
  return row!;
}

/** Only the user's own row; null when there is none. */
export async function renameFavourite(db: DbOrTx, userId: number, id: number, name: string) {
  const [row] = await db
    .update(favourites)
    .set({ name })
    .where(and(eq(favourites.id, id), eq(favourites.userId, userId)))
    .returning(columns);
  return row ?? null;
}

export async function deleteFavourite(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(favourites)
    .where(and(eq(favourites.id, id), eq(favourites.userId, userId)))
    .returning({ id: favourites.id });
  return rows.length > 0;
}

export async function existingProductIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set(
    (await db.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((r) => r.id),
  );
}

export async function existingTerminalIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set(
    (await db.select({ id: terminals.id }).from(terminals).where(inArray(terminals.id, ids))).map((r) => r.id),
  );
}

export async function existingSellerIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(inArray(accounts.id, ids), eq(accounts.type, 'seller')));
  return new Set(rows.map((r) => r.id));
}
