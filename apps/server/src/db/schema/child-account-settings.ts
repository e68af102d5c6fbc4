import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { paymentTerms } from './catalog';

/**
 * What a shareholder parent sets for one of its child accounts (spec section 2, /aviaten). Enforced
 * in ordering for orders of the child; no row = no restriction.
 */
export const childAccountSettings = pgTable('child_account_settings', {
  childAccountId: integer('child_account_id')
    .primaryKey()
    .references(() => accounts.id),
  /** Retired by decision 050 (kept, never read): a child orders on the terms its sellers grant it per product. */
  paymentTermId: integer('payment_term_id').references(() => paymentTerms.id),
  /** Litres per Europe/Berlin day over all sellers and products; null = no limit. */
  dailyLimitLitres: integer('daily_limit_litres'),
  collectionShorteningDays: integer('collection_shortening_days').notNull().default(0),
  /**
   * The parent's surcharge on the offer price per 100 L, in 1/10,000 EUR: 0 to 100000 (decision 016;
   * CHECK child_account_settings_price_adjustment_range, written by hand in migration 0009).
   */
  priceAdjustmentE4: bigint('price_adjustment_e4', { mode: 'number' }).notNull().default(0),
  /** Allowed terminals; null = all. */
  terminalIds: integer('terminal_ids').array(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
