import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { basketReservations } from '../../db/schema';

export type ReservationRow = typeof basketReservations.$inferSelect;
export type NewReservation = typeof basketReservations.$inferInsert;

export async function findReservationsOfUser(db: DbOrTx, userId: number): Promise<ReservationRow[]> {
  return db.select().from(basketReservations).where(eq(basketReservations.userId, userId)).orderBy(asc(basketReservations.id));
}

export async function findReservationOfUser(db: DbOrTx, userId: number, id: number): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(basketReservations)
    .where(and(eq(basketReservations.id, id), eq(basketReservations.userId, userId)));
  return row ?? null;
}

/** One reservation per user, offer and buyer account: putting the same offer in again replaces it. */
export async function replaceReservation(db: DbOrTx, values: NewReservation): Promise<ReservationRow> {
  return db.transaction(async (tx) => {
    await tx
      .delete(basketReservations)
      .where(
        and(
          eq(basketReservations.userId, values.userId),
          eq(basketReservations.offerId, values.offerId),
          eq(basketReservations.buyerAccountId, values.buyerAccountId),
        ),
      );
    const [row] = await tx.insert(basketReservations).values(values).returning();
    return row!;
  });
}

export async function updateReservation(
  db: DbOrTx,
  id: number,
  values: Pick<NewReservation, 'pricePer100lE4' | 'priceBasis' | 'offerVersion' | 'termsVersion' | 'expiresAt'>,
): Promise<ReservationRow> {
  const [row] = await db.update(basketReservations).set(values).where(eq(basketReservations.id, id)).returning();
  return row!;
}

export async function deleteReservation(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(basketReservations)
    .where(and(eq(basketReservations.id, id), eq(basketReservations.userId, userId)))
    .returning({ id: basketReservations.id });
  return rows.length > 0;
}
