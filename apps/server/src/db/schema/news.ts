import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { users } from './users';

/** A seller's news item (spec section 3 "News": date, seller, text); `date` is the day it shows from. */
export const newsItems = pgTable(
  'news_items',
  {
    id: serial('id').primaryKey(),
    sellerAccountId: integer('seller_account_id')
      .notNull()
      .references(() => accounts.id),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    date: date('date').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_items_seller_date_idx').on(t.sellerAccountId, t.date, t.id)],
);
