// The Drizzle queries of webhook events and deliveries: writing events with their deliveries, the
// delivery log, and the worker's claims.
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema';

export type EventRow = typeof webhookEvents.$inferInsert & { createdAt: Date };

/**
 * Inserts the events that are new (their ids were chosen in the change's transaction, so a repeated
 * outbox row inserts nothing) and one delivery per active endpoint of the account subscribed to the
 * type; one transaction, so a crash leaves either both or neither. Returns the deliveries written.
 */
export async function insertEventsWithDeliveries(db: DbOrTx, events: EventRow[], now: Date): Promise<number> {
  if (events.length === 0) return 0;
  return db.transaction(async (tx) => {
    let written = 0;
    // In chunks: a CSV upload of thousands of offers records as many events (PostgreSQL allows 65,535 parameters).
    for (let i = 0; i < events.length; i += CHUNK) {
      const fresh = await tx
        .insert(webhookEvents)
        .values(events.slice(i, i + CHUNK))
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      if (fresh.length === 0) continue;
      const ids = fresh.map((e) => e.id);
      const rows = await tx.execute(sql`
        insert into webhook_deliveries (endpoint_id, event_id, status, next_attempt_at, created_at)
        select ep.id, ev.id, 'pending', ${now}, ${now}
          from webhook_events ev
          join webhook_endpoints ep on ep.account_id = ev.account_id and ep.active and ev.type = any(ep.event_types)
         where ev.id in ${ids}
         order by ev.created_at, ev.id, ep.id
        returning id`);
      written += (rows as unknown as { rows: unknown[] }).rows.length;
    }
    return written;
  });
}
/** Events per INSERT (5 parameters each). */
const CHUNK = 2_000;

/** One event straight to one endpoint (the test event). */
export async function insertEventForEndpoint(
  db: DbOrTx,
  event: EventRow,
  endpointId: number,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.insert(webhookEvents).values(event);
    return insertDelivery(tx, endpointId, event.id, now);
  });
}

export async function insertDelivery(db: DbOrTx, endpointId: number, eventId: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId, eventId, status: 'pending', nextAttemptAt: now, createdAt: now })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

/** New deliveries to one endpoint of the account's events of its types since `since`. */
export async function insertReplay(
  db: DbOrTx,
  endpoint: { id: number; accountId: number; eventTypes: string[] },
  since: Date,
  now: Date,
): Promise<number> {
  const rows = await db.execute(sql`
    insert into webhook_deliveries (endpoint_id, event_id, status, next_attempt_at, created_at)
    select ${endpoint.id}, ev.id, 'pending', ${now}, ${now}
      from webhook_events ev
     where ev.account_id = ${endpoint.accountId} and ev.created_at >= ${since} and ev.created_at <= ${now}
       and ev.type in ${endpoint.eventTypes}
     order by ev.created_at, ev.id
    returning id`);
  return (rows as unknown as { rows: unknown[] }).rows.length;
}

export type DeliveryFilter = { accountId: number; endpointId?: number; status?: string; eventType?: string };

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  endpointUrl: webhookEndpoints.url,
  eventId: webhookDeliveries.eventId,
  eventType: webhookEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  createdAt: webhookDeliveries.createdAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  responseStatus: webhookDeliveries.responseStatus,
  latencyMs: webhookDeliveries.latencyMs,
  error: webhookDeliveries.error,
};
export type DeliveryRow = {
  id: number;
  endpointId: number;
  endpointUrl: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  createdAt: Date;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  responseStatus: number | null;
  latencyMs: number | null;
  error: string | null;
};

function deliveryWhere(f: DeliveryFilter) {
  return and(
    eq(webhookEndpoints.accountId, f.accountId),
    f.endpointId === undefined ? undefined : eq(webhookDeliveries.endpointId, f.endpointId),
    f.status === undefined ? undefined : eq(webhookDeliveries.status, f.status),
    f.eventType === undefined ? undefined : eq(webhookEvents.type, f.eventType),
  );
}

/** The delivery log, newest first. */
export async function findDeliveries(
  db: DbOrTx,
  filter: DeliveryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(deliveryWhere(filter))
    .orderBy(desc(webhookDeliveries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(deliveryWhere(filter));
  return { rows, total: total?.n ?? 0 };
}

/** A delivery of the account's endpoints, or null. */
export async function findOwnDelivery(
  db: DbOrTx,
  id: number,
  accountId: number,
): Promise<{ endpointId: number; eventId: string } | null> {
  const [row] = await db
    .select({ endpointId: webhookDeliveries.endpointId, eventId: webhookDeliveries.eventId })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.accountId, accountId)));
  return row ?? null;
}

export type ClaimedDelivery = {
  id: number;
  attempts: number;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
  eventId: string;
  eventType: string;
  accountId: number;
  /** The event's data as JSON text (put into the body as it is). */
  payloadJson: string;
  eventCreatedAt: Date;
};

/**
 * Claims due deliveries (SKIP LOCKED: processes never wait on each other). A claim older than
 * `claimExpiresMs` is taken to have died with its process (kill -9), so it is delivered again.
 */
export async function claimDueDeliveries(
  db: DbOrTx,
  now: Date,
  claimExpiresMs: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const expired = new Date(now.getTime() - claimExpiresMs);
  const result = (await db.execute(sql`
    with claimed as (
      update webhook_deliveries set claimed_at = ${now}, attempts = attempts + 1
       where id in (select id from webhook_deliveries
                     where status = 'pending' and next_attempt_at <= ${now}
                       and (claimed_at is null or claimed_at < ${expired})
                     order by next_attempt_at, id limit ${limit} for update skip locked)
      returning id, attempts, endpoint_id, event_id)
    select c.id, c.attempts, ep.url, ep.secret, ep.previous_secret, ep.previous_secret_until,
           ev.id as event_id, ev.type as event_type, ev.account_id, ev.payload::text as payload_json, ev.created_at as event_created_at
      from claimed c
      join webhook_endpoints ep on ep.id = c.endpoint_id
      join webhook_events ev on ev.id = c.event_id
     order by c.id`)) as unknown as { rows: Array<Record<string, unknown>> };
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return result.rows.map((r) => ({
    id: Number(r.id),
    attempts: Number(r.attempts),
    url: r.url as string,
    secret: r.secret as string,
    previousSecret: (r.previous_secret as string | null) ?? null,
    previousSecretUntil: date(r.previous_secret_until),
    eventId: r.event_id as string,
    eventType: r.event_type as string,
    accountId: Number(r.account_id),
    payloadJson: r.payload_json as string,
    eventCreatedAt: date(r.event_created_at)!,
  }));
}

export type AttemptResult = {
  status: 'pending' | 'delivered' | 'failed';
  at: Date;
  nextAttemptAt: Date | null;
  responseStatus: number | null;
  latencyMs: number;
  error: string | null;
};

/** The outcomes of a batch of attempts in one statement (a busy delivery costs one UPDATE per batch, not per row). */
export async function recordAttempts(db: DbOrTx, results: Array<AttemptResult & { id: number }>): Promise<void> {
  if (results.length === 0) return;
  const rows = JSON.stringify(
    results.map((r) => ({
      id: r.id,
      status: r.status,
      last_attempt_at: r.at.toISOString(),
      next_attempt_at: r.nextAttemptAt?.toISOString() ?? null,
      response_status: r.responseStatus,
      latency_ms: r.latencyMs,
      error: r.error,
    })),
  );
  await db.execute(sql`
    update webhook_deliveries d
       set status = v.status, last_attempt_at = v.last_attempt_at, next_attempt_at = v.next_attempt_at,
           response_status = v.response_status, latency_ms = v.latency_ms, error = v.error, claimed_at = null
      from jsonb_to_recordset(${rows}::jsonb) as v(id bigint, status text, last_attempt_at timestamptz,
           next_attempt_at timestamptz, response_status integer, latency_ms integer, error text)
     where d.id = v.id`);
}

/** Events older than the replay window go, with their deliveries. */
export async function pruneEvents(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(webhookEvents).where(lt(webhookEvents.createdAt, before));
}
