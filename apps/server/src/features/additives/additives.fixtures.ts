// Test data builders of the additive market (issue 17), shared with other features' tests (trading,
// empty barrels): demo ids by code and a valid offer input.
import { and, eq } from 'drizzle-orm';
import type { AdditiveOfferInput } from '@fuel/domain/contracts/additives';
import type { Db } from '../../db/client';
import { additivePurchaseUnits, products, relationshipAdditiveProducts, relationships } from '../../db/schema';

export async function purchaseUnitIdByCode(db: Db, code: string): Promise<number> {
  const [row] = await db
    .select({ id: additivePurchaseUnits.id })
    .from(additivePurchaseUnits)
    .where(eq(additivePurchaseUnits.code, code));
  if (!row) throw new Error(`no purchase unit ${code}`);
  return row.id;
}

export async function additiveIdByCode(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.code, code));
  if (!row) throw new Error(`no product ${code}`);
  return row.id;
}

/** A valid offer: AdBlue in 20 L canisters at 24.90, 2 to 50 per order, 200 for sale. */
export async function additiveOfferInput(db: Db, over: Partial<AdditiveOfferInput> = {}): Promise<AdditiveOfferInput> {
  return {
    productId: await additiveIdByCode(db, 'ADBLUE'),
    purchaseUnitId: await purchaseUnitIdByCode(db, 'KANISTER_20L'),
    pricePerUnit: 24.9,
    minUnits: 2,
    maxUnits: 50,
    totalUnits: 200,
    deliveryDays: 2,
    comment: null,
    status: 'ACTIVE',
    ...over,
  };
}

/** Turns additives on for a pair (both statuses ENABLED assumed) and allows the products with 30 credit days. */
export async function allowAdditives(
  db: Db,
  pair: { buyerAccountId: number; sellerAccountId: number },
  productIds: number[],
): Promise<void> {
  const [rel] = await db
    .update(relationships)
    .set({ additivesEnabled: true })
    .where(
      and(
        eq(relationships.buyerAccountId, pair.buyerAccountId),
        eq(relationships.sellerAccountId, pair.sellerAccountId),
      ),
    )
    .returning({ id: relationships.id });
  if (!rel) throw new Error('no relationship');
  await db.delete(relationshipAdditiveProducts).where(eq(relationshipAdditiveProducts.relationshipId, rel.id));
  if (productIds.length > 0)
    await db
      .insert(relationshipAdditiveProducts)
      .values(productIds.map((productId) => ({ relationshipId: rel.id, productId, creditDays: 30 })));
}
