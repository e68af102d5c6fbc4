import { and, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';

/** Of the given session hashes, those whose session still exists and has not expired. */
export async function findLiveSessionHashes(db: DbOrTx, idHashes: string[], now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(and(inArray(sessions.idHash, idHashes), gt(sessions.expiresAt, now)));
  return new Set(rows.map((r) => r.idHash));
}
