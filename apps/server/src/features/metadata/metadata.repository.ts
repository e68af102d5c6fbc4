import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  liftingPeriods,
  paymentTerms,
  products,
  regions,
  relationships,
  terminals,
  users,
} from '../../db/schema';

const parentAccounts = alias(accounts, 'parent_account');

/** The user with its account and the account's shareholder parent, in one query. */
export async function findUserAccountContext(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      roles: users.roles,
      accountId: accounts.id,
      accountType: accounts.type,
      accountFeatures: accounts.features,
      sellerKind: accounts.sellerKind,
      accountCountry: accounts.country,
      parent: { id: parentAccounts.id, name: parentAccounts.name },
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(parentAccounts, eq(parentAccounts.id, accounts.parentAccountId))
    .where(eq(users.id, userId));
  return row;
}

export function findChildAccounts(db: DbOrTx, parentAccountId: number) {
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.parentAccountId, parentAccountId));
}

export function findActiveProducts(db: DbOrTx) {
  return db
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      type: products.type,
      category: products.category,
      categorySort: products.categorySort,
      density: products.density,
      unit: products.unit,
    })
    .from(products)
    .where(eq(products.active, true));
}

/** One row per active terminal, plus one row with terminal null for a region that has none. */
export function findRegionsWithActiveTerminals(db: DbOrTx) {
  return db
    .select({
      regionId: regions.id,
      regionName: regions.name,
      regionSort: regions.sort,
      terminal: { id: terminals.id, name: terminals.name, city: terminals.city, code: terminals.code },
    })
    .from(regions)
    .leftJoin(terminals, and(eq(terminals.regionId, regions.id), eq(terminals.active, true)));
}

export function findLiftingPeriods(db: DbOrTx) {
  return db
    .select({
      id: liftingPeriods.id,
      code: liftingPeriods.code,
      label: liftingPeriods.label,
      days: liftingPeriods.days,
      sort: liftingPeriods.sort,
    })
    .from(liftingPeriods);
}

export function findPaymentTerms(db: DbOrTx) {
  return db
    .select({
      id: paymentTerms.id,
      code: paymentTerms.code,
      label: paymentTerms.label,
      creditDays: paymentTerms.creditDays,
    })
    .from(paymentTerms);
}

/** Active seller accounts whose relationship with the buyer is ENABLED on both sides. */
export function findEnabledSellersOfBuyer(db: DbOrTx, buyerAccountId: number) {
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(relationships)
    .innerJoin(accounts, eq(accounts.id, relationships.sellerAccountId))
    .where(
      and(
        eq(relationships.buyerAccountId, buyerAccountId),
        eq(relationships.sellerStatus, 'ENABLED'),
        eq(relationships.buyerStatus, 'ENABLED'),
        eq(accounts.type, 'seller'),
        eq(accounts.status, 'ACTIVE'),
      ),
    );
}
