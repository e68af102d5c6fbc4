// The additive side of a buyer's terms (issue 17): the additive products the seller allows the buyer
// (relationship_additive_products), with credit days; relationships.additives_enabled is written by
// the relationships feature (decision 061).
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { relationshipAdditiveProducts } from '../../db/schema';

export type BuyerAdditiveProductRow = { productId: number; creditDays: number };

export function findAllowedAdditiveProducts(db: DbOrTx, relationshipId: number): Promise<BuyerAdditiveProductRow[]> {
  return db
    .select({ productId: relationshipAdditiveProducts.productId, creditDays: relationshipAdditiveProducts.creditDays })
    .from(relationshipAdditiveProducts)
    .where(eq(relationshipAdditiveProducts.relationshipId, relationshipId))
    .orderBy(asc(relationshipAdditiveProducts.productId));
}

/** Replaces the additive products the buyer may buy (the caller bumps terms_version with the additives switch). */
export async function replaceAdditiveProducts(
  tx: DbOrTx,
  relationshipId: number,
  additiveProducts: BuyerAdditiveProductRow[],
): Promise<void> {
  await tx.delete(relationshipAdditiveProducts).where(eq(relationshipAdditiveProducts.relationshipId, relationshipId));
  if (additiveProducts.length > 0) {
    await tx.insert(relationshipAdditiveProducts).values(additiveProducts.map((p) => ({ relationshipId, ...p })));
  }
}
