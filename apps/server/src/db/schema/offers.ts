import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { liftingPeriods, products, regions, terminals } from './catalog';

export const offerStatusEnum = pgEnum('offer_status', ['ACTIVE', 'PAUSED', 'REMOVED']);
export const pricingTypeEnum = pgEnum('pricing_type', ['FIXED', 'LIVE']);
/** The unit the seller entered the fixed price in; the stored price is always per 100 L at 15 °C. */
export const priceInputUnitEnum = pgEnum('price_input_unit', ['EUR_100L15', 'EUR_L']);

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    sellerAccountId: integer('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Pickup at a terminal; null when delivered into a region (DELIVERED_PRODUCTS). */
    terminalId: integer('terminal_id').references(() => terminals.id),
    deliveryRegionId: integer('delivery_region_id').references(() => regions.id),
    status: offerStatusEnum('status').notNull().default('ACTIVE'),
    pricingType: pricingTypeEnum('pricing_type').notNull().default('FIXED'),
    priceInputUnit: priceInputUnitEnum('price_input_unit').notNull().default('EUR_100L15'),
    /** Fixed price per 100 L at 15 °C in 1/10,000 of the currency unit (98.45 EUR -> 984500). */
    pricePer100lE4: bigint('price_per_100l_e4', { mode: 'number' }),
    /** Live pricing parameters (issue 4): future month, FX, surcharge, density, min price. */
    livePricing: jsonb('live_pricing').$type<Record<string, unknown>>(),
    totalLitres: integer('total_litres').notNull(),
    /** Litres sold so far; remaining = total - sold, never negative (checked in one transaction). */
    soldLitres: integer('sold_litres').notNull().default(0),
    minOrderLitres: integer('min_order_litres').notNull(),
    maxOrderLitres: integer('max_order_litres').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** Trading hours each day, "HH:mm" in Europe/Berlin. */
    dailyStartTime: text('daily_start_time').notNull(),
    dailyEndTime: text('daily_end_time').notNull(),
    /** A standard lifting period, or a custom collection window (both dates set). */
    liftingPeriodId: integer('lifting_period_id').references(() => liftingPeriods.id),
    collectionStartDate: date('collection_start_date'),
    collectionEndDate: date('collection_end_date'),
    /** Issue 29: consent to automatic execution of target orders; null = by pricing type (fixed in, live out). */
    autoExecution: boolean('auto_execution'),
    /** Issue 29: the most litres one automatic order may take (null: the offer's maximum). */
    autoMaxLitres: integer('auto_max_litres'),
    /** Bumped on every edit so orders can record "edited" and baskets can detect changes. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_seller_idx').on(t.sellerAccountId, t.status),
    index('offers_market_idx').on(t.status, t.endDate),
  ],
);
