import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { users } from './users';

/**
 * A company admin asks the platform operator to remove a user. Users are never deleted (orders
 * reference them); the operator console decides: APPROVED blocks the user.
 */
export const userRemovalRequests = pgTable(
  'user_removal_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull().default(''),
    /** OPEN | APPROVED | REJECTED */
    status: text('status').$type<'OPEN' | 'APPROVED' | 'REJECTED'>().notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
  },
  (t) => [
    index('user_removal_requests_status_idx').on(t.status, t.createdAt),
    index('user_removal_requests_user_idx').on(t.userId),
  ],
);
