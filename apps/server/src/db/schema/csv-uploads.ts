import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { users } from './users';
import { bytea } from './bytea';

export const csvUploadKindEnum = pgEnum('csv_upload_kind', ['offers', 'credit-limits', 'liftings']);
/** PREVIEWED: a checked file waiting to be applied (a user's next preview of the kind replaces it); APPLIED: in the history. */
export const csvUploadStatusEnum = pgEnum('csv_upload_status', ['PREVIEWED', 'APPLIED']);

/** CSV uploads of offers and credit limits (issue 18, migration 0019, decision 044) and liftings (issue 28, migration 0034). */
export const csvUploads = pgTable(
  'csv_uploads',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: csvUploadKindEnum('kind').notNull(),
    status: csvUploadStatusEnum('status').notNull().default('PREVIEWED'),
    fileName: text('file_name').notNull(),
    /** At most MAX_CSV_BYTES (a CHECK in the migration). */
    content: bytea('content').notNull(),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    deletedCount: integer('deleted_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    index('csv_uploads_history_idx')
      .on(t.accountId, t.kind, sql`${t.appliedAt} desc`)
      .where(sql`${t.status} = 'APPLIED'`),
    index('csv_uploads_draft_idx')
      .on(t.userId, t.kind)
      .where(sql`${t.status} = 'PREVIEWED'`),
  ],
);
