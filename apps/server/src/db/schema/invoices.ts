import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { InvoiceDocument } from '@fuel/domain/invoicing/invoice-document-types';
import { accounts } from './accounts';
import { bytea } from './bytea';
import { liftings } from './liftings';
import { orders } from './orders';
import { users } from './users';

// Issue 28 parts 2-3 (migration 0033, decision 070). Invoices, their files, payments and ledger
// entries are only ever added: triggers refuse UPDATE and DELETE (GoBD).

/** The last number issued per seller, document kind (invoice, credit_note) and year. */
export const documentSequences = pgTable(
  'document_sequences',
  {
    sellerAccountId: integer('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ name: 'document_sequences_pk', columns: [t.sellerAccountId, t.kind, t.year] })],
);

/** An invoice (kind invoice, type 380) or credit note (kind credit_note, type 381) as issued. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
    number: text('number').notNull(),
    sellerAccountId: integer('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    buyerAccountId: integer('buyer_account_id')
      .notNull()
      .references(() => accounts.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    liftingId: integer('lifting_id').references(() => liftings.id),
    correctsInvoiceId: integer('corrects_invoice_id'),
    issuedOn: date('issued_on').notNull(),
    dueDate: date('due_date'),
    currency: text('currency').$type<'EUR' | 'CHF'>().notNull(),
    litres: integer('litres').notNull(),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    vatMinor: bigint('vat_minor', { mode: 'number' }).notNull(),
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
    /** Everything the files show, as issued (names and addresses of that day). */
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_seller_number_idx').on(t.sellerAccountId, t.number),
    index('invoices_seller_issued_idx').on(t.sellerAccountId, t.issuedOn, t.id),
    index('invoices_buyer_issued_idx').on(t.buyerAccountId, t.issuedOn, t.id),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_corrects_idx')
      .on(t.correctsInvoiceId)
      .where(sql`${t.correctsInvoiceId} IS NOT NULL`),
  ],
);

/** The rendered files of a document, written once after it was issued. */
export const invoiceFiles = pgTable('invoice_files', {
  invoiceId: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id),
  pdf: bytea('pdf').notNull(),
  cii: text('cii').notNull(),
  ubl: text('ubl').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    paidOn: date('paid_on').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    reference: text('reference'),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceId)],
);

/**
 * The credit ledger (decision 070): postings and releases beside the orders' reservations; the trigger
 * credit_entries_counter adds each to order_credit_use. due_date 'infinity': counts until settled.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    buyerAccountId: integer('buyer_account_id').notNull(),
    sellerAccountId: integer('seller_account_id').notNull(),
    dueDate: date('due_date').notNull(),
    kind: text('kind').$type<'reservation' | 'posting' | 'release'>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('credit_entries_pair_idx').on(t.buyerAccountId, t.sellerAccountId)],
);
