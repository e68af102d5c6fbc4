import type { FastifyInstance } from 'fastify';
import pg from 'pg';

/** Advisory lock key of the job leader (727001 migrations, 727002 demo seed). */
export const LEADER_LOCK = 727003;
const RETRY_MS = 3000;

/**
 * Runs `lead` in exactly one process per database (DESIGN.md section 8). On PostgreSQL the leader holds
 * pg_try_advisory_lock on a connection of its own; the lock dies with that connection, so when the
 * leader process dies another one, retrying every few seconds, takes over. The leader checks its
 * connection as often and stops leading when it is gone. PGlite has one process: it leads at once.
 */
export async function electLeader(
  app: FastifyInstance,
  lead: () => Promise<() => Promise<void>>,
): Promise<() => Promise<void>> {
  const url = app.database.kind === 'postgres' ? app.config.databaseUrl : undefined;
  if (!url) {
    const stop = await lead();
    return stop;
  }

  let client: pg.Client | null = null;
  let stopLeading: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let attempt: Promise<void> = Promise.resolve();

  const abdicate = async () => {
    const stop = stopLeading;
    stopLeading = null;
    if (stop) {
      app.log.warn('jobs: lost the leader connection, stopping scheduled jobs');
      await stop().catch((err: unknown) => app.log.error({ err }, 'jobs: stopping failed'));
    }
  };
  const dropClient = () => {
    const c = client;
    client = null;
    c?.end().catch(() => undefined);
  };

  const tick = async () => {
    timer = null;
    if (closed) return;
    try {
      if (stopLeading) {
        if (!client) throw new Error('the leader connection is gone');
        await client.query('select 1');
      } else {
        if (!client) {
          const c = new pg.Client({ connectionString: url });
          // The lock lives on this connection: when the database drops it (a restart), another process
          // may take the lock at once, so stop leading now instead of at the next check.
          c.on('error', (err) => {
            app.log.error({ err }, 'jobs: leader connection error');
            if (client !== c) return;
            dropClient();
            void abdicate();
          });
          await c.connect();
          client = c;
        }
        const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [LEADER_LOCK]);
        if (rows[0]?.ok && !closed) {
          app.log.info('jobs: this process is the leader');
          stopLeading = await lead();
        }
      }
    } catch (err) {
      app.log.error({ err }, 'jobs: leader check failed');
      dropClient();
      await abdicate();
    }
    if (!closed) timer = setTimeout(() => void (attempt = tick()), RETRY_MS);
  };

  attempt = tick();
  await attempt;
  return async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await attempt;
    await abdicate();
    // Ending the session releases the advisory lock; the next process takes over within RETRY_MS.
    const c = client;
    client = null;
    if (c) await c.end().catch(() => undefined);
  };
}
