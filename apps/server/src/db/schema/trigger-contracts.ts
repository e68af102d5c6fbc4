import { bigint, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PetrolMix, TriggerPriceBasis, TriggerWindow } from '@fuel/domain/trigger-contracts/trigger-rules';
import { accounts } from './accounts';
import { products, terminals } from './catalog';
import { users } from './users';

export const triggerContractStatusEnum = pgEnum('trigger_contract_status', ['ACTIVE', 'PAUSED', 'ENDED']);

/** A seller's monthly contract with one buyer (issue 13, decision 026); volumes in litres. */
export const triggerContracts = pgTable(
  'trigger_contracts',
  {
    id: serial('id').primaryKey(),
    sellerAccountId: integer('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    buyerAccountId: integer('buyer_account_id')
      .notNull()
      .references(() => accounts.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    terminalId: integer('terminal_id')
      .notNull()
      .references(() => terminals.id),
    ekkNumber: text('ekk_number').notNull().default(''),
    /** "YYYY-MM": the contract holds in this month only; unused volume lapses at its end. */
    month: text('month').notNull(),
    priceBasis: jsonb('price_basis').$type<TriggerPriceBasis>().notNull(),
    triggerWindow: jsonb('trigger_window').$type<TriggerWindow>().notNull(),
    volumeLitres: integer('volume_litres').notNull(),
    /** Online triggers not declined: kept with the row so one row lock guards the volume. */
    triggeredLitres: integer('triggered_litres').notNull().default(0),
    offlineLitres: integer('offline_litres').notNull().default(0),
    minOrderLitres: integer('min_order_litres').notNull(),
    maxOrderLitres: integer('max_order_litres').notNull(),
    dailyTriggerLimit: integer('daily_trigger_limit').notNull(),
    comment: text('comment').notNull().default(''),
    petrolMix: jsonb('petrol_mix').$type<PetrolMix>(),
    status: triggerContractStatusEnum('status').notNull().default('ACTIVE'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trigger_contracts_buyer_month_idx').on(t.buyerAccountId, t.month),
    index('trigger_contracts_seller_month_idx').on(t.sellerAccountId, t.month),
  ],
);

/** A trigger made by phone, recorded by the seller; counts against the remaining volume. */
export const offlineTriggers = pgTable(
  'offline_triggers',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => triggerContracts.id),
    litres: integer('litres').notNull(),
    pricePer100lE4: bigint('price_per_100l_e4', { mode: 'number' }).notNull(),
    comment: text('comment').notNull().default(''),
    recordedByUserId: integer('recorded_by_user_id')
      .notNull()
      .references(() => users.id),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('offline_triggers_contract_idx').on(t.contractId)],
);
