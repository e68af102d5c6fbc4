import { date, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { EMPTY_BARREL_STATUSES } from '@fuel/domain/empty-barrels/empty-barrel-rules';
import { accounts } from './accounts';
import { additiveLocations, additivePurchaseUnits } from './additives';
import { products } from './catalog';
import { users } from './users';

export const emptyBarrelStatusEnum = pgEnum('empty_barrel_status', EMPTY_BARREL_STATUSES);

/**
 * A buyer's request that a seller collect empty containers (issue 17 part 6, migration 0018). The
 * pickup address is a copy (of an additive location, `locationId`, or typed freely).
 */
export const emptyBarrelRequests = pgTable(
  'empty_barrel_requests',
  {
    id: serial('id').primaryKey(),
    buyerAccountId: integer('buyer_account_id')
      .notNull()
      .references(() => accounts.id),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id),
    sellerAccountId: integer('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    purchaseUnitId: integer('purchase_unit_id')
      .notNull()
      .references(() => additivePurchaseUnits.id),
    units: integer('units').notNull(),
    locationId: integer('location_id').references(() => additiveLocations.id),
    street: text('street').notNull(),
    postCode: text('post_code').notNull(),
    city: text('city').notNull(),
    county: text('county').notNull().default(''),
    country: text('country').notNull(),
    preferredDate: date('preferred_date').notNull(),
    comment: text('comment'),
    status: emptyBarrelStatusEnum('status').notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('empty_barrel_requests_buyer_idx').on(t.buyerAccountId, t.createdAt, t.id),
    index('empty_barrel_requests_seller_idx').on(t.sellerAccountId, t.createdAt, t.id),
  ],
);
