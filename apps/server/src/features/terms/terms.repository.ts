import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export async function findGtcAcceptedAt(db: DbOrTx, userId: number): Promise<{ gtcAcceptedAt: Date | null } | undefined> {
  const [row] = await db.select({ gtcAcceptedAt: users.gtcAcceptedAt }).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * Sets the acceptance time only when none is stored, so the first acceptance is kept. True when
 * this call recorded it; concurrent calls wait on the row lock and then find it set.
 */
export async function acceptGtcIfPending(db: DbOrTx, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ gtcAcceptedAt: at })
    .where(and(eq(users.id, userId), isNull(users.gtcAcceptedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
