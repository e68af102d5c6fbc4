import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ADDITIVE_CONTAINERS } from '@fuel/domain/additives/additive-rules';
import { accounts } from './accounts';
import { productUnitEnum, products } from './catalog';
import { offerStatusEnum } from './offers';
import { relationships } from './relationships';

// The additive market (issue 17, decision 042, migration 0017). Additive products are catalogue
// products of type 'additive'; these tables add how they are sold (purchase units), the sellers'
// offers, which additives a seller allows each buyer, and the buyers' delivery locations.

export const additiveContainerEnum = pgEnum('additive_container', ADDITIVE_CONTAINERS);

/** A container size or bulk: 20 L canister, 200 L drum, 1 cbm IBC, bulk by the litre. */
export const additivePurchaseUnits = pgTable('additive_purchase_units', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  container: additiveContainerEnum('container').notNull(),
  /** Size in `unit` (cbm or lt, spec section 3). */
  size: numeric('size', { precision: 12, scale: 3 }).notNull(),
  unit: productUnitEnum('unit').notNull(),
  /** One unit in whole litres: order volumes and prices per litre are computed from it. */
  litres: integer('litres').notNull(),
  /** An empty one can be collected (empty-barrel pickup request). */
  returnable: boolean('returnable').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** The purchase units each additive product is sold in. */
export const additiveProductUnits = pgTable(
  'additive_product_units',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    purchaseUnitId: integer('purchase_unit_id')
      .notNull()
      .references(() => additivePurchaseUnits.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.purchaseUnitId], name: 'additive_product_units_pk' })],
);

/** A seller's additive offer: a price per purchase unit, min and max units per order, units for sale. */
export const additiveOffers = pgTable(
  'additive_offers',
  {
    id: serial('id').primaryKey(),
    sellerAccountId: integer('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    productId: integer('product_id').notNull(),
    purchaseUnitId: integer('purchase_unit_id').notNull(),
    /** ACTIVE and PAUSED toggle; REMOVED is final (spec section 4). */
    status: offerStatusEnum('status').notNull().default('ACTIVE'),
    /** Price per unit in 1/10,000 of the currency unit (89.90 EUR -> 899000). */
    pricePerUnitE4: bigint('price_per_unit_e4', { mode: 'number' }).notNull(),
    minUnits: integer('min_units').notNull(),
    maxUnits: integer('max_units').notNull(),
    totalUnits: integer('total_units').notNull(),
    /** Units sold; written by trading only (available = total - sold, never negative: CHECK). */
    soldUnits: integer('sold_units').notNull().default(0),
    deliveryDays: integer('delivery_days').notNull().default(0),
    comment: text('comment'),
    clonedFromId: integer('cloned_from_id').references((): AnyPgColumn => additiveOffers.id),
    /** Bumped on every edit: an order records the version it bought. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The unit must be one the product is sold in.
    foreignKey({
      columns: [t.productId, t.purchaseUnitId],
      foreignColumns: [additiveProductUnits.productId, additiveProductUnits.purchaseUnitId],
      name: 'additive_offers_product_unit_fk',
    }),
    index('additive_offers_seller_idx').on(t.sellerAccountId, t.status, t.createdAt, t.id),
    index('additive_offers_market_idx').on(t.status, t.sellerAccountId, t.productId),
  ],
);

/** Additive products a seller lets a buyer order, with the payment term in days (decision 050); ordered only while relationships.additives_enabled. */
export const relationshipAdditiveProducts = pgTable(
  'relationship_additive_products',
  {
    relationshipId: integer('relationship_id')
      .notNull()
      .references(() => relationships.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    creditDays: integer('credit_days').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.relationshipId, t.productId], name: 'relationship_additive_products_pk' }),
    index('relationship_additive_products_product_idx').on(t.productId),
  ],
);

/** A buyer's additive delivery location (spec section 3); soft-deleted so orders keep their address. */
export const additiveLocations = pgTable(
  'additive_locations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    street: text('street').notNull(),
    postCode: text('post_code').notNull(),
    city: text('city').notNull(),
    county: text('county').notNull(),
    country: text('country').notNull().default('DE'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('additive_locations_account_idx').on(t.accountId, t.county, t.postCode)],
);
