import type { InvoicingMode } from '@fuel/domain/contracts/invoices';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { AccountFeatures } from '@fuel/domain/contracts/metadata';
import { SELLER_KINDS } from '@fuel/domain/additives/additive-rules';

export const accountTypeEnum = pgEnum('account_type', ['buyer', 'seller', 'admin']);
/** How a seller's live prices are sourced (spec section 3 "Price types"); TRACKING is disabled. */
export const priceTypeEnum = pgEnum('price_type', ['FIXED', 'TRACKING', 'API']);
export const accountStatusEnum = pgEnum('account_status', ['ACTIVE', 'BLOCKED']);
/** What a seller sells (decision 042); null for buyers and admins (CHECK of migration 0017). */
export const sellerKindEnum = pgEnum('seller_kind', SELLER_KINDS);

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    type: accountTypeEnum('type').notNull(),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    postCode: text('post_code').notNull().default(''),
    city: text('city').notNull().default(''),
    county: text('county').notNull().default(''),
    country: text('country').notNull().default('DE'),
    vatId: text('vat_id'),
    status: accountStatusEnum('status').notNull().default('ACTIVE'),
    features: jsonb('features')
      .$type<AccountFeatures>()
      .notNull()
      .default({ productAdditives: false, newsBox: false, sharedCreditLimits: false, triggers: false }),
    /** Shareholder (Aviat) child accounts point at their parent. */
    parentAccountId: integer('parent_account_id').references((): AnyPgColumn => accounts.id),
    /** Purchase rights per user may only be granted once this is on (spec section 4). */
    onlineTradingEnabled: boolean('online_trading_enabled').notNull().default(true),
    priceType: priceTypeEnum('price_type').notNull().default('FIXED'),
    /** A seller's lifting tolerance in basis points of the ordered litres (decision 069). */
    liftingToleranceBp: integer('lifting_tolerance_bp').notNull().default(200),
    /** Where the seller is paid (invoices, QR-bill), where the buyer gets its invoices (issue 28). */
    iban: text('iban'),
    invoiceEmail: text('invoice_email'),
    /** A seller's invoices: one per lifting, per completed order or per order and month (decision 070). */
    invoicingMode: text('invoicing_mode').$type<InvoicingMode>().notNull().default('lifting'),
    sellerKind: sellerKindEnum('seller_kind'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_parent_idx').on(t.parentAccountId)],
);
