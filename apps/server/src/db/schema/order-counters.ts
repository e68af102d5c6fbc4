import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Counters placement reads instead of summing open orders (decision 034). The trigger
 * "orders_counters" (migration 0012) keeps them in step with every write to orders; the view
 * "order_counter_drift" lists rows that differ from the sums.
 */

/** Gross cents in use per buyer, seller and due date: credit in use today = the rows due today or later (decision 013). */
export const orderCreditUse = pgTable(
  'order_credit_use',
  {
    buyerAccountId: integer('buyer_account_id').notNull(),
    sellerAccountId: integer('seller_account_id').notNull(),
    dueDate: date('due_date').notNull(),
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'order_credit_use_pk', columns: [t.buyerAccountId, t.sellerAccountId, t.dueDate] })],
);

/** Litres ordered per buyer, business day (Europe/Berlin), seller and product; declined and deleted orders do not count. */
export const orderDailyVolume = pgTable(
  'order_daily_volume',
  {
    buyerAccountId: integer('buyer_account_id').notNull(),
    day: date('day').notNull(),
    sellerAccountId: integer('seller_account_id').notNull(),
    productId: integer('product_id').notNull(),
    litres: bigint('litres', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'order_daily_volume_pk', columns: [t.buyerAccountId, t.day, t.sellerAccountId, t.productId] }),
  ],
);
