import { LIFTING_PERIOD_TYPES, PRICE_ALERT_OPERATORS, PRICE_ALERT_STATUSES } from '@fuel/domain/contracts/price-alerts';
import { PRICING_RULE_KINDS, PRICING_RULE_SCOPES } from '@fuel/domain/contracts/pricing-engine';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { users } from './users';
import { products, terminals } from './catalog';
import { offers } from './offers';

// Live market (issue 4): market data, windows, feed control, API tokens, pricing rules, price alerts, favourites.

export const tickSourceEnum = pgEnum('tick_source', ['SIMULATOR', 'API']);

/** Every price received from a feed. Simulator ticks have no account; API ticks belong to the pushing seller. */
export const priceTicks = pgTable(
  'price_ticks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    symbol: text('symbol').notNull(),
    /** USD/mt for gasoil futures, units of quote currency for FX; 6 decimals keep FX exact. */
    price: numeric('price', { precision: 18, scale: 6, mode: 'number' }).notNull(),
    source: tickSourceEnum('source').notNull(),
    sellerAccountId: integer('seller_account_id').references(() => accounts.id),
    quotedAt: timestamp('quoted_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_ticks_symbol_idx').on(t.symbol, t.quotedAt),
    index('price_ticks_seller_idx').on(t.sellerAccountId, t.symbol, t.quotedAt),
  ],
);

/** One market window: a snapshot of prices valid from created to expires (spec section 3 "Market window"). */
export const marketWindows = pgTable(
  'market_windows',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    marketChange: boolean('market_change').notNull().default(false),
    /** [{ symbol, price, live, timestamp }] as served by GET /api/generic/marketWindow. */
    prices: jsonb('prices').$type<unknown[]>().notNull(),
  },
  // One window per boundary, however many processes try to create it (migration 0007).
  (t) => [
    index('market_windows_expires_idx').on(t.expiresAt),
    uniqueIndex('market_windows_created_idx').on(t.createdAt),
  ],
);

/** The operator's switch for the simulator feed: exactly one row (id 1). */
export const priceFeedControl = pgTable(
  'price_feed_control',
  {
    id: integer('id').primaryKey().default(1),
    running: boolean('running').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('price_feed_control_single_row', sql`${t.id} = 1`)],
);

export const pricingRuleKindEnum = pgEnum('pricing_rule_kind', PRICING_RULE_KINDS);
export const pricingRuleScopeEnum = pgEnum('pricing_rule_scope', PRICING_RULE_SCOPES);

/** A seller's pricing-engine rule. Parameters depend on the kind; the scope lists say whom it applies to. */
export const pricingRules = pgTable(
  'pricing_rules',
  {
    id: serial('id').primaryKey(),
    sellerAccountId: integer('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    kind: pricingRuleKindEnum('kind').notNull(),
    scope: pricingRuleScopeEnum('scope').notNull(),
    /** Product and terminal price rules are kept in named groups. */
    groupName: text('group_name'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    accountIds: integer('account_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    terminalIds: integer('terminal_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    offerId: integer('offer_id').references(() => offers.id),
    /** Canonical form of kind + scope + targets: two rules with the same key are duplicates (spec section 5). */
    duplicateKey: text('duplicate_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pricing_rules_duplicate_idx').on(t.sellerAccountId, t.duplicateKey),
    index('pricing_rules_seller_idx').on(t.sellerAccountId, t.kind),
  ],
);

export const priceAlertOperatorEnum = pgEnum('price_alert_operator', PRICE_ALERT_OPERATORS);
export const priceAlertStatusEnum = pgEnum('price_alert_status', PRICE_ALERT_STATUSES);
export const liftingPeriodTypeEnum = pgEnum('lifting_period_type', LIFTING_PERIOD_TYPES);

/** A buyer's price alert (spec section 3 "Price alert"): active until the condition is met once. */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    buyerAccountId: integer('buyer_account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull().default(''),
    /** EUR per 100 L at 15 °C in 1/10,000. */
    valueE4: integer('value_e4').notNull(),
    operator: priceAlertOperatorEnum('operator').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    terminalId: integer('terminal_id')
      .notNull()
      .references(() => terminals.id),
    liftingPeriodType: liftingPeriodTypeEnum('lifting_period_type').notNull().default('ALL'),
    status: priceAlertStatusEnum('status').notNull().default('ACTIVE'),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    triggeredPriceE4: integer('triggered_price_e4'),
    triggeredOfferId: integer('triggered_offer_id').references(() => offers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_alerts_status_idx').on(t.status), index('price_alerts_buyer_idx').on(t.buyerAccountId)],
);

/** A buyer user's favourite markets (spec: "Favourites: a config list"). */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** { productIds, terminalIds, sellerIds } the market filters to (empty list: all). */
    config: jsonb('config').$type<{ productIds: number[]; terminalIds: number[]; sellerIds: number[] }>().notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('favourites_user_idx').on(t.userId)],
);
