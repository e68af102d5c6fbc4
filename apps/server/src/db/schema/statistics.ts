import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Aggregates the statistics read (decision 041): per day, per month and over all time, kept by the
 * trigger "orders_stats" (migration 0016)
 * in every transaction that writes orders; the view "order_stats_drift" lists rows that differ from
 * the sums. Only orders that are not cancelled count; a row at zero orders is deleted. The unique
 * indexes are NULLS NOT DISTINCT and both indexes INCLUDE orders, litres and units (hand-written SQL).
 * Migration 0025 (decision 052) added the purchase unit to the key (NULL = a fuel order) and the units,
 * so fuel volume and additive quantities are never summed together.
 */
const statsColumns = {
  sellerAccountId: integer('seller_account_id').notNull(),
  buyerAccountId: integer('buyer_account_id').notNull(),
  productId: integer('product_id').notNull(),
  terminalId: integer('terminal_id'),
  deliveryAddressId: integer('delivery_address_id'),
  /** The additive order's purchase unit; NULL for fuel orders. */
  purchaseUnitId: integer('purchase_unit_id'),
  orders: integer('orders').notNull().default(0),
  litres: bigint('litres', { mode: 'number' }).notNull().default(0),
  /** Additive units of `purchaseUnitId` (0 for fuel). */
  units: bigint('units', { mode: 'number' }).notNull().default(0),
};

/** Per seller, Berlin business day, buyer, product, terminal and delivery address. */
export const orderStatsDaily = pgTable('order_stats_daily', { ...statsColumns, day: date('day').notNull() }, (t) => [
  uniqueIndex('order_stats_daily_seller_idx').on(
    t.sellerAccountId,
    t.day,
    t.buyerAccountId,
    t.productId,
    t.terminalId,
    t.deliveryAddressId,
    t.purchaseUnitId,
  ),
  index('order_stats_daily_buyer_idx').on(
    t.buyerAccountId,
    t.day,
    t.sellerAccountId,
    t.productId,
    t.terminalId,
    t.deliveryAddressId,
    t.purchaseUnitId,
  ),
]);

/** The same per month: `month` is the first day of the Berlin month. */
export const orderStatsMonthly = pgTable(
  'order_stats_monthly',
  { ...statsColumns, month: date('month').notNull() },
  (t) => [
    uniqueIndex('order_stats_monthly_seller_idx').on(
      t.sellerAccountId,
      t.month,
      t.buyerAccountId,
      t.productId,
      t.terminalId,
      t.deliveryAddressId,
      t.purchaseUnitId,
    ),
    index('order_stats_monthly_buyer_idx').on(
      t.buyerAccountId,
      t.month,
      t.sellerAccountId,
      t.productId,
      t.terminalId,
      t.deliveryAddressId,
      t.purchaseUnitId,
    ),
  ],
);

/** The same over all time: one row per combination ever ordered ("Alle" and the filter options). */
export const orderStatsTotals = pgTable('order_stats_totals', statsColumns, (t) => [
  uniqueIndex('order_stats_totals_seller_idx').on(
    t.sellerAccountId,
    t.buyerAccountId,
    t.productId,
    t.terminalId,
    t.deliveryAddressId,
    t.purchaseUnitId,
  ),
  index('order_stats_totals_buyer_idx').on(
    t.buyerAccountId,
    t.sellerAccountId,
    t.productId,
    t.terminalId,
    t.deliveryAddressId,
    t.purchaseUnitId,
  ),
]);

/** A user's saved settings, one JSON value per key (spec section 3 "Saved statistics settings"). */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'user_settings_pk', columns: [t.userId, t.key] })],
);
