// The terms columns a seller keeps on a relationship (credit limit, additives on/off, terms_version).
// Buyer management decides them; the relationships feature writes them, as it owns the table (decision 061).
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { relationships } from '../../db/schema';

/** Sets the given terms columns and bumps terms_version, so a basket built on the old terms notices; answers the new version. */
export async function updateTermsColumns(
  tx: DbOrTx,
  relationshipId: number,
  columns: { creditLimitMinor: number | null } | { additivesEnabled: boolean },
  now: Date,
): Promise<number> {
  const [row] = await tx
    .update(relationships)
    .set({ ...columns, termsVersion: sql`${relationships.termsVersion} + 1`, updatedAt: now })
    .where(eq(relationships.id, relationshipId))
    .returning({ termsVersion: relationships.termsVersion });
  return row!.termsVersion;
}

/** Additives off, without a version bump of its own (disabling a relationship bumps it once). */
export async function disableAdditives(tx: DbOrTx, relationshipId: number): Promise<void> {
  await tx.update(relationships).set({ additivesEnabled: false }).where(eq(relationships.id, relationshipId));
}
