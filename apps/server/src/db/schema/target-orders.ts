import {
  bigint,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { deliveryAddresses } from './delivery-addresses';
import { products, regions } from './catalog';
import { offers } from './offers';
import { orders } from './orders';
import { users } from './users';

export const targetOrderStatusEnum = pgEnum('target_order_status', ['ACTIVE', 'PAUSED', 'FILLED', 'CANCELLED']);

/** Issue 29: a buyer's target-price order (migration 0035). */
export const targetOrders = pgTable(
  'target_orders',
  {
    id: serial('id').primaryKey(),
    buyerAccountId: integer('buyer_account_id')
      .notNull()
      .references(() => accounts.id),
    /** Who created it: the automatic orders are placed in this user's name, with its purchase rights. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    terminalIds: integer('terminal_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    regionId: integer('region_id').references(() => regions.id),
    /** A delivered product: the region's delivered offers, delivered here (migration 0036); null: pickup. */
    deliveryAddressId: integer('delivery_address_id').references(() => deliveryAddresses.id),
    litres: integer('litres').notNull(),
    filledLitres: integer('filled_litres').notNull().default(0),
    fills: integer('fills').notNull().default(0),
    /** All-in price per 100 L in 1/10,000 of the currency unit. */
    targetPriceE4: integer('target_price_e4').notNull(),
    liftingFrom: date('lifting_from'),
    liftingTo: date('lifting_to'),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    status: targetOrderStatusEnum('status').notNull().default('ACTIVE'),
    /** Why an automatic order was refused (German); the order is then PAUSED. */
    refusal: text('refusal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('target_orders_buyer_idx').on(t.buyerAccountId, t.id)],
);

/** One automatic order of a target order; (target, fill number) is the at-most-once key. */
export const targetOrderFills = pgTable(
  'target_order_fills',
  {
    targetOrderId: integer('target_order_id')
      .notNull()
      .references(() => targetOrders.id),
    fillNo: integer('fill_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    litres: integer('litres').notNull(),
    priceE4: integer('price_e4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.targetOrderId, t.fillNo] })],
);

/** The version of the target orders (migration 0036, decision 073): moved by a trigger on every change. */
export const targetOrdersVersion = pgTable(
  'target_orders_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('target_orders_version_id_check', sql`${t.id} = 1`)],
);
