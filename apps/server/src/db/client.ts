import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The callback argument of db.transaction(); services pass it down to repositories. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL without parameters (admin tasks, tests, LISTEN/NOTIFY set-up). */
  exec(sql: string): Promise<void>;
  /** Applies pending migrations; on PostgreSQL under an advisory lock so parallel starts do not race. */
  migrate(): Promise<void>;
  /**
   * Calls the listener with the payload of every notification on SESSION_CHANGES_CHANNEL (decision
   * 037). Every pooled connection listens, so a change this process commits is reported before its
   * query resolves (PostgreSQL sends a listening session its own notifications at commit); changes of
   * other processes arrive on whichever idle connection hears them first. Returns an unsubscribe.
   */
  onSessionChange(listener: (payload: string) => void): () => void;
  /** PGlite only: a dump of the data folder, to start further databases from (test template). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
};

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  /** Folder for PGlite; ignored with databaseUrl. Undefined means in memory. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (shared test template). */
  loadDataDir?: Blob | File;
  poolSize?: number;
};

/** Where the triggers of migration 0015 announce changes to sessions, users and accounts. */
export const SESSION_CHANGES_CHANNEL = 'fuel_session_changes';

function sessionChangeListeners() {
  const listeners = new Set<(payload: string) => void>();
  return {
    dispatch(payload: string) {
      for (const listener of listeners) listener(payload);
    },
    add(listener: (payload: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const sessionChanges = sessionChangeListeners();
  if (opts.databaseUrl) {
    /** A pooled connection that LISTENs before its first query and reports what it hears. */
    class ListeningClient extends pg.Client {
      constructor(config?: pg.ClientConfig) {
        super(config);
        this.on('notification', (msg) => {
          if (msg.channel === SESSION_CHANGES_CHANNEL && msg.payload) sessionChanges.dispatch(msg.payload);
        });
      }
      // The pool connects with a callback; the promise form stays for everyone else.
      override connect(): Promise<pg.Client>;
      override connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): undefined;
      override connect(cb?: unknown): Promise<pg.Client> | undefined {
        const callback = cb as ((err: Error | null, c?: pg.Client) => void) | undefined;
        const ready = super.connect().then(async () => {
          await this.query(`listen ${SESSION_CHANGES_CHANNEL}`);
          return this as pg.Client;
        });
        if (!callback) return ready;
        ready.then((c) => callback(null, c), (err: Error) => callback(err));
        return undefined;
      }
    }
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, Client: ListeningClient });
    // An idle client that loses its backend (database restart, terminated session) must not crash
    // the process; the pool drops it and opens a new one on the next query.
    pool.on('error', (err) => console.error(`database: idle connection lost: ${err.message}`));
    // Fail fast with a clear message instead of on the first request.
    await pool.query('select 1');
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql);
      },
      migrate: async () => {
        const conn = await pool.connect();
        try {
          await conn.query('select pg_advisory_lock(727001)');
          await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await conn.query('select pg_advisory_unlock(727001)').catch(() => undefined);
          conn.release();
        }
      },
      onSessionChange: sessionChanges.add,
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir });
  await client.waitReady;
  // One connection in this process: a committed change is reported before its query resolves.
  await client.listen(SESSION_CHANGES_CHANNEL, sessionChanges.dispatch);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    onSessionChange: sessionChanges.add,
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
    close: () => client.close(),
  };
}

