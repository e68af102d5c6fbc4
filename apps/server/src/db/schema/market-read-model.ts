import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The version of the market read model (decision 035): one row, moved by statement-level triggers
 * (migration 0013) in every transaction that changes what a buyer's market is built from, except an
 * offer's sold volume. A cached market is current while this version and its sellers' sales are unchanged.
 */
export const marketReadModel = pgTable(
  'market_read_model',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('market_read_model_id_check', sql`${t.id} = 1`)],
);
