import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Append-only and hash-chained (migration 0027, decision 057): the database refuses UPDATE, DELETE
 * and TRUNCATE, and its BEFORE INSERT trigger sets seq, prev_hash and hash, whatever an insert sends.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    accountId: integer('account_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** Position in the chain (gapless, commit order); set by the trigger. */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    prevHash: text('prev_hash').notNull().default(''),
    hash: text('hash').notNull().default(''),
  },
  (t) => [
    index('audit_entity_idx').on(t.entity, t.entityId),
    index('audit_account_idx').on(t.accountId),
    uniqueIndex('audit_log_seq_idx').on(t.seq),
  ],
);

/** The one row the chain trigger locks and moves: the last seq and hash. */
export const auditChainHead = pgTable('audit_chain_head', {
  id: integer('id').primaryKey().default(1),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  hash: text('hash').notNull().default(''),
});

/** The daily anchors (head at the end of a day, Europe/Berlin), also written to the log output. */
export const auditAnchors = pgTable('audit_anchors', {
  day: date('day').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
});
