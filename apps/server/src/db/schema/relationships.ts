import {
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { paymentTerms, products, terminals } from './catalog';

/** NEW (requested), ENABLED (accepted), DECLINED, IN_REVIEW, DISABLED (spec sections 3 and 4). */
export const relationshipStatusEnum = pgEnum('relationship_status', [
  'NEW',
  'ENABLED',
  'DECLINED',
  'IN_REVIEW',
  'DISABLED',
]);

export const relationships = pgTable(
  'relationships',
  {
    id: serial('id').primaryKey(),
    buyerAccountId: integer('buyer_account_id')
      .notNull()
      .references(() => accounts.id),
    sellerAccountId: integer('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    /** The seller's decision; this is what the buyer sees as other.status. */
    sellerStatus: relationshipStatusEnum('seller_status').notNull().default('NEW'),
    /** The buyer's side; defaults to DISABLED until the buyer requests (spec section 3). */
    buyerStatus: relationshipStatusEnum('buyer_status').notNull().default('DISABLED'),
    additivesEnabled: boolean('additives_enabled').notNull().default(false),
    message: text('message'),
    /** Seller's credit limit for this buyer in minor units (cents); null = not set (no trading on credit). */
    creditLimitMinor: bigint('credit_limit_minor', { mode: 'number' }),
    /** Retired by decision 050 (kept, never read or written): the payment term is per product, relationship_products.credit_days. */
    paymentTermId: integer('payment_term_id').references(() => paymentTerms.id),
    /** Bumped on every change of the buyer's terms, so a basket can tell "payment term changed". */
    termsVersion: integer('terms_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('relationships_pair_idx').on(t.buyerAccountId, t.sellerAccountId),
    index('relationships_seller_idx').on(t.sellerAccountId),
  ],
);

/** Terminals at which the seller lets this buyer order. */
export const relationshipTerminals = pgTable(
  'relationship_terminals',
  {
    relationshipId: integer('relationship_id')
      .notNull()
      .references(() => relationships.id, { onDelete: 'cascade' }),
    terminalId: integer('terminal_id')
      .notNull()
      .references(() => terminals.id),
  },
  (t) => [primaryKey({ columns: [t.relationshipId, t.terminalId] })],
);

/**
 * Fuel products the seller lets this buyer order, with the one payment term ("Zahlungsziel", decision 050)
 * in days (7, 14, 21, 30, 45; CHECK relationship_products_credit_days_option, migration 0022) and an
 * optional daily limit.
 */
export const relationshipProducts = pgTable(
  'relationship_products',
  {
    relationshipId: integer('relationship_id')
      .notNull()
      .references(() => relationships.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    creditDays: integer('credit_days').notNull(),
    /** Litres this buyer may buy of the product per calendar day (Europe/Berlin); null = no limit. */
    dailyLimitLitres: integer('daily_limit_litres'),
  },
  (t) => [primaryKey({ columns: [t.relationshipId, t.productId] })],
);
