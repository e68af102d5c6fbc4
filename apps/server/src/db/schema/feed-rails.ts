import { bigint, bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { users } from './users';
import { offers } from './offers';

// Exchange-grade rails of a seller's own price feed (issue 25 part 4, decision 056, migration 0026).

/**
 * One row per seller that has pushed prices: when it pushed last and since when its feed counts as
 * silent (the dead-man switch). While paused_at is set, its live offers priced by its own feed are out
 * of the market and cannot be ordered; a change of paused_at moves the market read model (row trigger).
 */
export const sellerFeedHeartbeats = pgTable('seller_feed_heartbeats', {
  sellerAccountId: integer('seller_account_id')
    .primaryKey()
    .references(() => accounts.id),
  lastPushAt: timestamp('last_push_at', { withTimezone: true }).notNull(),
  pausedAt: timestamp('paused_at', { withTimezone: true }),
});

export const heldPricePushStatusEnum = pgEnum('held_price_push_status', [
  'HELD',
  'CONFIRMED',
  'DISCARDED',
  'SUPERSEDED',
]);

/**
 * A push held by the price band: its ticks waited for the seller instead of going live. The worst
 * offer (largest deviation) is kept to explain the hold.
 */
export const heldPricePushes = pgTable(
  'held_price_pushes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sellerAccountId: integer('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    /** [{ symbol, price, timestamp }] as pushed (timestamp as given or the time of receipt). */
    ticks: jsonb('ticks').$type<Array<{ symbol: string; price: number; timestamp: string }>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    offerId: integer('offer_id').references(() => offers.id),
    /** The offer's price from the platform's exchange quotes, EUR/100L15 x 10,000. */
    referencePriceE4: bigint('reference_price_e4', { mode: 'number' }).notNull(),
    /** The offer's price with the pushed quotes. */
    pushedPriceE4: bigint('pushed_price_e4', { mode: 'number' }).notNull(),
    deviationBp: integer('deviation_bp').notNull(),
    bandBp: integer('band_bp').notNull(),
    status: heldPricePushStatusEnum('status').notNull().default('HELD'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (t) => [index('held_price_pushes_seller_idx').on(t.sellerAccountId, t.status, t.id)],
);
