import { sql } from 'drizzle-orm';
import type { PriceStep } from '@fuel/domain/pricing/live-pricing';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { additiveLocations, additiveOffers, additivePurchaseUnits } from './additives';
import { products, regions, terminals } from './catalog';
import { deliveryAddresses } from './delivery-addresses';
import { offers } from './offers';
import { triggerContracts } from './trigger-contracts';
import { users } from './users';

/**
 * Order statuses (spec section 4): OPEN ("open/to check"), IN_REVIEW (manual), CONFIRMED,
 * TRANSFERRED, COMPLETE, INCOMPLETE (the buyer sees "open"), DECLINED and DELETED (cancelled).
 */
export const orderStatusEnum = pgEnum('order_status', [
  'OPEN',
  'IN_REVIEW',
  'CONFIRMED',
  'TRANSFERRED',
  'COMPLETE',
  'INCOMPLETE',
  'DECLINED',
  'DELETED',
]);
export const orderMarketEnum = pgEnum('order_market', ['SPOT', 'TRIGGER', 'ADDITIVE']);

export const contractNumberSeq = pgSequence('order_contract_number_seq', { startWith: 100001 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    contractNumber: text('contract_number').notNull().unique(),
    liftingMasterNumber: text('lifting_master_number').notNull(),
    pickupNumber: text('pickup_number').notNull(),
    market: orderMarketEnum('market').notNull().default('SPOT'),
    status: orderStatusEnum('status').notNull().default('OPEN'),
    offerId: integer('offer_id').references(() => offers.id),
    /** A TRIGGER order's contract (issue 13); null on the spot market. */
    triggerContractId: integer('trigger_contract_id').references(() => triggerContracts.id),
    /** The offer version ordered against; differs from the offer's when it was edited afterwards. */
    offerVersion: integer('offer_version').notNull().default(1),
    sellerAccountId: integer('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    buyerAccountId: integer('buyer_account_id')
      .notNull()
      .references(() => accounts.id),
    /** The user who placed it (a parent account's user when ordering for a child account). */
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    terminalId: integer('terminal_id').references(() => terminals.id),
    deliveryRegionId: integer('delivery_region_id').references(() => regions.id),
    deliveryAddressId: integer('delivery_address_id').references(() => deliveryAddresses.id),
    litres: integer('litres').notNull(),
    pricePer100lE4: bigint('price_per_100l_e4', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    vatMinor: bigint('vat_minor', { mode: 'number' }).notNull(),
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
    /** Only on orders placed before decision 050; the order's one payment term is creditDays. */
    paymentTermId: integer('payment_term_id'),
    /** The payment term ("Zahlungsziel") in days: effectivePaymentTerm (domain trading/payment-term). */
    creditDays: integer('credit_days').notNull(),
    collectionStartDate: date('collection_start_date').notNull(),
    collectionEndDate: date('collection_end_date').notNull(),
    /** Payment due: collection end + credit days. Credit is in use until then (or until paid). */
    dueDate: date('due_date').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Market data a live price was computed from (issue 4); null for fixed prices. */
    priceBasis: jsonb('price_basis').$type<Record<string, unknown>>(),
    /** The explained steps of the charged price (issue 24, decision 049); null before it and for additives. */
    priceSteps: jsonb('price_steps').$type<PriceStep[]>(),
    idempotencyKey: text('idempotency_key'),
    /**
     * An ADDITIVE order (issue 17, decision 043): its offer, purchase unit, units and price per unit,
     * and the buyer's additive delivery location; all null for fuel (CHECK orders_additive_check).
     * `litres` is units x litres of a unit and `pricePer100lE4` the same price per 100 L.
     */
    additiveOfferId: integer('additive_offer_id').references(() => additiveOffers.id),
    purchaseUnitId: integer('purchase_unit_id').references(() => additivePurchaseUnits.id),
    units: integer('units'),
    pricePerUnitE4: bigint('price_per_unit_e4', { mode: 'number' }),
    additiveLocationId: integer('additive_location_id').references(() => additiveLocations.id),
    sellerComment: text('seller_comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.buyerUserId, t.idempotencyKey),
    // Both carry INCLUDE columns for the order history's index-only scans and end in id, the keyset's
    // tie-break (migrations 0003 and 0014, hand-written SQL).
    index('orders_buyer_created_idx').on(t.buyerAccountId, t.createdAt, t.id),
    index('orders_seller_created_idx').on(t.sellerAccountId, t.createdAt, t.id),
    index('orders_offer_idx').on(t.offerId),
    index('orders_trigger_contract_idx').on(t.triggerContractId, t.createdAt),
    index('orders_additive_offer_idx')
      .on(t.additiveOfferId)
      .where(sql`${t.additiveOfferId} is not null`),
  ],
);

/** Price reservations of the basket: a price held for a buyer for a few seconds (spec section 4 "Basket"). */
export const basketReservations = pgTable(
  'basket_reservations',
  {
    id: serial('id').primaryKey(),
    buyerAccountId: integer('buyer_account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    offerVersion: integer('offer_version').notNull(),
    termsVersion: integer('terms_version').notNull(),
    litres: integer('litres').notNull(),
    pricePer100lE4: bigint('price_per_100l_e4', { mode: 'number' }).notNull(),
    /** Market data a reserved live price was computed from; null for fixed prices. */
    priceBasis: jsonb('price_basis').$type<Record<string, unknown>>(),
    /** The explained steps of the reserved price (issue 24); null for reservations made before it. */
    priceSteps: jsonb('price_steps').$type<PriceStep[]>(),
    deliveryAddressId: integer('delivery_address_id').references(() => deliveryAddresses.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('basket_user_idx').on(t.userId)],
);

/**
 * A trigger price held for the checkout's countdown (issue 13, decision 027): placement with this
 * hold, by its user and before it expires, uses the held price. Trading's table, like the basket.
 */
export const triggerPriceHolds = pgTable(
  'trigger_price_holds',
  {
    id: uuid('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => triggerContracts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pricePer100lE4: bigint('price_per_100l_e4', { mode: 'number' }).notNull(),
    priceBasis: jsonb('price_basis').$type<Record<string, unknown>>().notNull(),
    /** A petrol-mix contract: each product's held price (its own composition) with its steps; null without a mix. */
    productPrices: jsonb('product_prices').$type<
      Array<{
        productId: number;
        pricePer100lE4: number;
        priceBasis: Record<string, unknown>;
        priceSteps?: PriceStep[] | null;
      }>
    >(),
    /** The explained steps of the held price (issue 24); null for holds made before it. */
    priceSteps: jsonb('price_steps').$type<PriceStep[]>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trigger_price_holds_user_idx').on(t.userId)],
);
