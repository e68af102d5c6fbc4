import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { users } from './users';

/**
 * API keys of a company (issue 27, decision 067; the table keeps the name of the price-ingest tokens it
 * grew from). Only a hash of the secret is stored; a key acts for its account with its scopes only.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The first characters, shown in the list so keys can be told apart. */
    tokenPrefix: text('token_prefix').notNull(),
    /** Scopes of packages/domain contracts/api-keys.ts; the price-ingest tokens became prices:write. */
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{prices:write}'::text[]`),
    /** The last calendar day the key works, or null. */
    expiresOn: date('expires_on', { mode: 'string' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_hash_idx').on(t.tokenHash), index('api_tokens_account_idx').on(t.accountId)],
);

/**
 * The answers of key requests that carried an Idempotency-Key (decision 067): the same key and body
 * answer the first answer again, another body is refused. A row without a status is still in flight.
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    id: serial('id').primaryKey(),
    apiKeyId: integer('api_key_id')
      .notNull()
      .references(() => apiTokens.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of method, route and body. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_idempotency_keys_key_idx').on(t.apiKeyId, t.idempotencyKey),
    index('api_idempotency_keys_created_idx').on(t.createdAt),
  ],
);
