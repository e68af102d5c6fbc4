import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { favourites, products, terminals } from '../../db/schema';

const columns = { id: favourites.id, name: favourites.name, config: favourites.config };

export async function listFavourites(db: DbOrTx, userId: number) {
  return db.select(columns).from(favourites).where(eq(favourites.userId, userId)).orderBy(asc(favourites.sort), asc(favourites.id));
}

/** New favourites go to the end of the user's list. */
export async function insertFavourite(db: DbOrTx, userId: number, name: string, config: { productIds: number[]; terminalIds: number[] }) {
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

export async function deleteFavourite(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(favourites).where(and(eq(favourites.id, id), eq(favourites.userId, userId))).returning({ id: favourites.id });
  return rows.length > 0;
}

export async function existingProductIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((r) => r.id));
}

export async function existingTerminalIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.select({ id: terminals.id }).from(terminals).where(inArray(terminals.id, ids))).map((r) => r.id));
}
