import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    company: text('company').notNull(),
    street: text('street').notNull(),
    postCode: text('post_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('DE'),
    contactPerson: text('contact_person'),
    onSiteContact: text('on_site_contact'),
    instructions: text('instructions'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('delivery_addresses_account_idx').on(t.accountId)],
);
