// Test data builders of additive ordering (issue 17), shared with the empty-barrel tests: a buyer on
// the additive market with its own relationship, location and credit, and additive offers made by the
// test itself (not the demo offers).
import { and, eq } from 'drizzle-orm';
import { unitPriceE4FromInput } from '@fuel/domain/additives/additive-rules';
import type { Db } from '../../db/client';
import { accounts, additiveLocations, additiveOffers, relationships } from '../../db/schema';
import { createBuyer, setTerms } from '../../../test/trading-fixtures';
import { additiveIdByCode, allowAdditives, purchaseUnitIdByCode } from '../additives/additives.fixtures';

export const ADDITIVE_SELLER = 'Nordwest Additiv-Technik GmbH';

export type TestAdditiveOffer = Partial<typeof additiveOffers.$inferInsert> & { sellerAccountId: number };

/** An ACTIVE offer of AdBlue in 20 L canisters at 24.90 per unit, 2 to 50 per order, 200 for sale, delivered in 2 days. */
export async function createAdditiveOffer(db: Db, values: TestAdditiveOffer) {
  const [row] = await db
    .insert(additiveOffers)
    .values({
      productId: await additiveIdByCode(db, 'ADBLUE'),
      purchaseUnitId: await purchaseUnitIdByCode(db, 'KANISTER_20L'),
      status: 'ACTIVE',
      pricePerUnitE4: unitPriceE4FromInput(24.9),
      minUnits: 2,
      maxUnits: 50,
      totalUnits: 200,
      deliveryDays: 2,
      ...values,
    })
    .returning();
  return row!;
}

export async function createAdditiveLocation(
  db: Db,
  accountId: number,
  over: Partial<typeof additiveLocations.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(additiveLocations)
    .values({ accountId, street: 'Hafenstraße 7', postCode: '28217', city: 'Bremen', county: 'Bremen', ...over })
    .returning({ id: additiveLocations.id });
  return row!.id;
}

/**
 * A new buyer with the account feature productAdditives, connected to the seller (both ENABLED, the
 * given credit limit), additives enabled with the given products (default AdBlue, 30 credit days),
 * and one additive delivery location.
 */
export async function createAdditiveBuyer(
  db: Db,
  sellerAccountId: number,
  opts: { creditLimitMinor?: number | null; productCodes?: string[]; additivesEnabled?: boolean } = {},
) {
  const buyer = await createBuyer(db);
  await db
    .update(accounts)
    .set({ features: { productAdditives: true, newsBox: false, sharedCreditLimits: false, triggers: false } })
    .where(eq(accounts.id, buyer.accountId));
  await setTerms(db, buyer.accountId, sellerAccountId, {
    creditLimitMinor: opts.creditLimitMinor === undefined ? 10_000_00 : opts.creditLimitMinor,
  });
  const productIds = await Promise.all((opts.productCodes ?? ['ADBLUE']).map((code) => additiveIdByCode(db, code)));
  await allowAdditives(db, { buyerAccountId: buyer.accountId, sellerAccountId }, productIds);
  if (opts.additivesEnabled === false) await setAdditivesEnabled(db, buyer.accountId, sellerAccountId, false);
  const locationId = await createAdditiveLocation(db, buyer.accountId);
  return { ...buyer, locationId };
}

async function setAdditivesEnabled(
  db: Db,
  buyerAccountId: number,
  sellerAccountId: number,
  enabled: boolean,
): Promise<void> {
  await db
    .update(relationships)
    .set({ additivesEnabled: enabled })
    .where(and(eq(relationships.buyerAccountId, buyerAccountId), eq(relationships.sellerAccountId, sellerAccountId)));
}
