// The outbox (decision 034): work that transactions wrote with their change (shared/outbox.ts) is
// done after the commit, here. A request that wrote some kicks the outbox after its commit, so the
// work follows at once; the outbox job picks up what a crash or a failure left behind. A row is done
// at least once: a process that dies after the work but before marking it leaves it to be done again.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';

/** Does the work of a batch of rows of one kind (in their order), so a busy outbox costs a few statements per batch, not per row. */
export type OutboxHandler = (payloads: Array<Record<string, unknown>>) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    outbox: {
      /**
       * The work of one kind of row; each kind has exactly one handler. `lane`: a kind whose work must
       * not wait behind slow work of other kinds (webhook events behind mails, decision 068) is claimed
       * and done by its own pass; kinds without a lane share the main one. `batch`: the lane's rows per
       * claim (cheap work takes more at once, so a busy pool costs fewer round trips per row).
       */
      handle(kind: string, handler: OutboxHandler, options?: { lane?: string; batch?: number }): void;
      /** Starts working off the outbox without waiting (after a commit that wrote rows). */
      kick(): void;
      /** Works off every row that is due now; resolves when that is done (tests, the job). */
      drain(): Promise<void>;
      /** Deletes rows done more than a day ago (the job), so the table stays small. */
      prune(): Promise<void>;
    };
  }
}

/** Rows claimed per statement; a claim older than this is taken to have died with its process. */
const BATCH = 20;
const CLAIM_EXPIRES = '1 minute';
/** A row that failed this often stays, with its error, for an operator. */
const MAX_ATTEMPTS = 10;

type Claimed = { id: number | string; kind: string; payload: Record<string, unknown> };

export default fp(async function outboxPlugin(app: FastifyInstance) {
  const handlers = new Map<string, OutboxHandler>();
  /** Lane name -> its kinds; the main lane takes every kind not listed here. */
  const laneKinds = new Map<string, string[]>();
  const laneBatch = new Map<string | null, number>([[null, BATCH]]);

  function kindFilter(lane: string | null) {
    const own = [...laneKinds.values()].flat();
    if (lane !== null) return sql`and kind in ${laneKinds.get(lane)!}`;
    return own.length === 0 ? sql`` : sql`and kind not in ${own}`;
  }

  /** One statement claims a batch (SKIP LOCKED: processes never wait on each other); each kind's rows are done together or get the error. */
  async function workOffBatch(lane: string | null): Promise<number> {
    const batch = laneBatch.get(lane) ?? BATCH;
    const result = (await app.db.execute(sql`
      update outbox set claimed_at = now(), attempts = attempts + 1
       where id in (select id from outbox
                     where done_at is null and attempts < ${MAX_ATTEMPTS}
                       and (claimed_at is null or claimed_at < now() - ${CLAIM_EXPIRES}::interval)
                       ${kindFilter(lane)}
                     order by id limit ${batch} for update skip locked)
      returning id, kind, payload`)) as unknown as { rows: Claimed[] };
    const byKind = new Map<string, Claimed[]>();
    for (const row of [...result.rows].sort((a, b) => Number(a.id) - Number(b.id)))
      byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
    for (const [kind, rows] of byKind) {
      const ids = sql.join(
        rows.map((r) => sql`${r.id}`),
        sql`, `,
      );
      try {
        const handler = handlers.get(kind);
        if (!handler) throw new Error(`no outbox handler for ${kind}`);
        await handler(rows.map((r) => r.payload));
        await app.db.execute(sql`update outbox set done_at = now(), error = null where id in (${ids})`);
      } catch (err) {
        app.log.error({ err, kind, rows: rows.length }, 'outbox work failed');
        // Released for a retry by the next pass.
        await app.db.execute(
          sql`update outbox set claimed_at = null, error = ${err instanceof Error ? err.message : String(err)} where id in (${ids})`,
        );
      }
    }
    return result.rows.length;
  }

  // Per lane one pass at a time per process; a kick during a pass queues exactly one more, which sees its rows.
  function passes(lane: string | null) {
    let chain: Promise<void> = Promise.resolve();
    let queued = false;
    return {
      drain: (): Promise<void> => {
        if (queued) return chain;
        queued = true;
        chain = chain
          .then(async () => {
            queued = false;
            while ((await workOffBatch(lane)) === (laneBatch.get(lane) ?? BATCH)) {
              /* a full batch: there may be more */
            }
          })
          .catch((err: unknown) => app.log.error({ err }, 'outbox pass failed'));
        return chain;
      },
      idle: () => chain,
    };
  }
  const lanes = new Map<string | null, ReturnType<typeof passes>>([[null, passes(null)]]);
  const drain = async (): Promise<void> => {
    await Promise.all([...lanes.values()].map((l) => l.drain()));
  };

  app.decorate('outbox', {
    handle: (kind: string, handler: OutboxHandler, options: { lane?: string; batch?: number } = {}) => {
      if (handlers.has(kind)) throw new Error(`outbox kind ${kind} has a handler already`);
      handlers.set(kind, handler);
      if (options.lane === undefined) return;
      laneKinds.set(options.lane, [...(laneKinds.get(options.lane) ?? []), kind]);
      if (options.batch) laneBatch.set(options.lane, options.batch);
      if (!lanes.has(options.lane)) lanes.set(options.lane, passes(options.lane));
    },
    kick: () => void drain(),
    drain,
    prune: async () => {
      await app.db.execute(sql`delete from outbox where done_at < now() - interval '1 day'`);
    },
  });
  // Work in flight finishes before the database closes.
  app.addHook('preClose', async () => {
    await Promise.all([...lanes.values()].map((l) => l.idle()));
  });
});
