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
import { pgliteAssets } from './pglite-assets';
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
   * other processes arrive on whichever idle connection hears them first. After a time in which no
   * connection listened (a database restart) the listener hears SESSION_CHANGES_MISSED once, before
   * the first query of the new connection. Returns an unsubscribe.
   */
  onSessionChange(listener: (payload: string) => void): () => void;
  /**
   * Called with the error of every pooled connection that the database dropped (a restart, a
   * terminated backend, a reset socket), so the app can log it; the pool replaces the connection on
   * its next query. Returns an unsubscribe. PGlite has no connection to lose.
   */
  onConnectionLost(listener: (err: Error) => void): () => void;
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

/**
 * Announced on the session-changes listeners when announcements may have been missed: no connection
 * listened for a while (a database restart). Holders of session state forget all of it.
 */
export const SESSION_CHANGES_MISSED = '*';

/** A connection attempt gives up after this long (a host that does not answer at all). */
const CONNECT_TIMEOUT_MS = 10_000;

function listenerSet<T>(onListenerError?: (err: unknown) => void) {
  const listeners = new Set<(value: T) => void>();
  return {
    dispatch(value: T) {
      for (const listener of listeners) {
        try {
          listener(value);
        } catch (err) {
          // Called from socket events: a throwing listener must not become an uncaught exception.
          onListenerError?.(err);
        }
      }
    },
    add(listener: (value: T) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
const sessionChangeListeners = () => listenerSet<string>((err) => console.error('session change listener failed', err));
const connectionLostListeners = () =>
  listenerSet<Error>((err) => console.error('connection-lost listener failed', err));

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const sessionChanges = sessionChangeListeners();
  const connectionLost = connectionLostListeners();
  if (opts.databaseUrl) {
    /**
     * Pooled connections that LISTEN right now. While it is 0 nobody hears the session changes of
     * other processes (a database restart, or every idle connection closed), so the first connection
     * after such a gap announces SESSION_CHANGES_MISSED before it serves a query.
     */
    let listening = 0;
    /** A pooled connection that LISTENs before its first query and reports what it hears. */
    class ListeningClient extends pg.Client {
      private counted = false;
      constructor(config?: pg.ClientConfig) {
        // A database that does not answer at all (a dead host, not a refused port) fails a connection
        // attempt after this long instead of holding the request until its own timeout.
        super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
        this.on('notification', (msg) => {
          if (msg.channel === SESSION_CHANGES_CHANNEL && msg.payload) sessionChanges.dispatch(msg.payload);
        });
        // node-postgres emits 'error' on a client whose backend goes away (restart: 57P01, a reset
        // socket), also while the client is checked out, where the pool has no listener on it: without
        // this one such an error is an uncaught exception that ends the process. The query it carried
        // fails on its own; the pool discards the client at release (no longer queryable).
        this.on('error', (err) => connectionLost.dispatch(err));
        this.once('end', () => {
          if (this.counted) listening--;
        });
      }
      // The pool connects with a callback; the promise form stays for everyone else.
      override connect(): Promise<pg.Client>;
      override connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): undefined;
      override connect(cb?: unknown): Promise<pg.Client> | undefined {
        const callback = cb as ((err: Error | null, c?: pg.Client) => void) | undefined;
        const ready = super.connect().then(async () => {
          await this.query(`listen ${SESSION_CHANGES_CHANNEL}`);
          if (listening++ === 0) sessionChanges.dispatch(SESSION_CHANGES_MISSED);
          this.counted = true;
          return this as pg.Client;
        });
        if (!callback) return ready;
        ready.then(
          (c) => callback(null, c),
          (err: Error) => {
            // A connection that came up but could not LISTEN is of no use: close it (the pool drops it).
            this.end().catch(() => undefined);
            callback(err);
          },
        );
        return undefined;
      }
    }
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, Client: ListeningClient });
    // The pool reports an idle client that lost its backend here (it removes it and opens a new one on
    // the next query); the client's own listener above has reported it already.
    pool.on('error', () => undefined);
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
      onConnectionLost: connectionLost.add,
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, ...(await pgliteAssets()) });
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
    // In-process: there is no connection to lose.
    onConnectionLost: () => () => undefined,
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
    close: () => client.close(),
  };
}
