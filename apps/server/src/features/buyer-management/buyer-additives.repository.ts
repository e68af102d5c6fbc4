// The additive side of a buyer's terms (issue 17): relationships.additives_enabled and the additive
// products the seller allows the buyer (relationship_additive_products), with credit days.
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { relationshipAdditiveProducts, relationships } from '../../db/schema';

export type BuyerAdditiveProductRow = { productId: number; creditDays: number };

export function findAllowedAdditiveProducts(db: DbOrTx, relationshipId: number): Promise<BuyerAdditiveProductRow[]> {
  return db
    .select({ productId: relationshipAdditiveProducts.productId, creditDays: relationshipAdditiveProducts.creditDays })
    .from(relationshipAdditiveProducts)
    .where(eq(relationshipAdditiveProducts.relationshipId, relationshipId))
    .orderBy(asc(relationshipAdditiveProducts.productId));
}

/** Replaces the additive settings and bumps terms_version (a basket on the old terms notices); answers the new version. */
export async function replaceAdditiveTerms(
  tx: DbOrTx,
  relationshipId: number,
  terms: { additivesEnabled: boolean; additiveProducts: BuyerAdditiveProductRow[] },
  now: Date,
): Promise<number> {
  const [row] = await tx
    .update(relationships)
    .set({ additivesEnabled: terms.additivesEnabled, termsVersion: sql`${relationships.termsVersion} + 1`, updatedAt: now })
    .where(eq(relationships.id, relationshipId))
    .returning({ termsVersion: relationships.termsVersion });
  await tx.delete(relationshipAdditiveProducts).where(eq(relationshipAdditiveProducts.relationshipId, relationshipId));
  if (terms.additiveProducts.length > 0) {
    await tx.insert(relationshipAdditiveProducts).values(terms.additiveProducts.map((p) => ({ relationshipId, ...p })));
  }
  return row!.termsVersion;
}

/** Additives off and none allowed, without a version bump of its own (disabling bumps it once). */
export async function clearAdditiveTerms(tx: DbOrTx, relationshipId: number): Promise<void> {
  await tx.update(relationships).set({ additivesEnabled: false }).where(eq(relationships.id, relationshipId));
  await tx.delete(relationshipAdditiveProducts).where(eq(relationshipAdditiveProducts.relationshipId, relationshipId));
}
