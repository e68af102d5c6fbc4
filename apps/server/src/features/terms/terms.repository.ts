import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export async function findGtcAcceptedAt(
  db: DbOrTx,
  userId: number,
): Promise<{ gtcAcceptedAt: Date | null } | undefined> {
  const [row] = await db.select({ gtcAcceptedAt: users.gtcAcceptedAt }).from(users).where(eq(users.id, userId));
  return row;
}
