// Webhooks (issue 27 part 3, decision 068): a company's endpoints, the events other features record in
// their transactions, and the delivery log with resend, replay and the test event.
import type { FastifyInstance } from 'fastify';
import {
  WEBHOOK_REPLAY_DAYS,
  WEBHOOK_TEST_EVENT,
  WebhookDeliveriesQuerySchema,
  type WebhookDeliveriesQuery,
  type WebhookDeliveryPage,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@fuel/domain/contracts/webhooks';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';
import { startOfDay } from '@fuel/domain/formats/date';
import type { AuditActionOf } from '@fuel/domain/audit/audit-vocabulary';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit, type AuditEntry } from '../../shared/audit';
import { enqueue } from '../../shared/outbox';
import * as endpoints from './webhook-endpoints.repository';
import * as deliveries from './webhook-deliveries.repository';
import { newEventId, newSecret, secretPrefix } from './webhook-signature';

export type WebhooksDeps = Pick<FastifyInstance, 'db' | 'now' | 'config' | 'webhookDeliveries'>;

/** The outbox kind of recorded events (decision 034): one row per transaction that recorded any. */
export const WEBHOOK_EVENTS_WORK = 'webhooks.events';
/** After a rotation the previous secret keeps signing this long, so receivers can switch without a gap. */
export const PREVIOUS_SECRET_HOURS = 24;

/** An event a feature records: for which account, which type, and a small stable `data` object. */
export type WebhookEventInput = { accountId: number; type: WebhookEventType; data: Record<string, unknown> };
type EventsWork = { events: Array<WebhookEventInput & { id: string; createdAt: string }> };

/**
 * Called by other features INSIDE their transaction: one outbox row with the events and their ids
 * chosen now. No HTTP, no NOTIFY here; the outbox handler writes the events and their deliveries
 * after the commit, and a repeated row inserts nothing (the ids already exist).
 */
export async function recordEvents(tx: DbOrTx, events: WebhookEventInput[], now: Date): Promise<void> {
  if (events.length === 0) return;
  const work: EventsWork = {
    events: events.map((e) => ({ ...e, id: newEventId(), createdAt: now.toISOString() })),
  };
  await enqueue(tx, WEBHOOK_EVENTS_WORK, work);
}

/** The outbox handler of WEBHOOK_EVENTS_WORK: events and deliveries, then the worker is kicked. */
export function eventsWork(deps: WebhooksDeps) {
  return async (payloads: Array<Record<string, unknown>>): Promise<void> => {
    const events = (payloads as EventsWork[]).flatMap((w) =>
      w.events.map((e) => ({
        id: e.id,
        accountId: e.accountId,
        type: e.type,
        payload: e.data,
        createdAt: new Date(e.createdAt),
      })),
    );
    if ((await deliveries.insertEventsWithDeliveries(deps.db, events, deps.now())) > 0) deps.webhookDeliveries.kick();
  };
}

const endpointNotFound = () => new AppError(404, 'NOT_FOUND', SERVER_MESSAGES.notFound.webhookEndpoint);
const deliveryNotFound = () => new AppError(404, 'NOT_FOUND', SERVER_MESSAGES.notFound.webhookDelivery);

function toEndpoint(row: endpoints.EndpointRow, now: Date): WebhookEndpoint {
  const previousValid = row.previousSecretUntil !== null && row.previousSecretUntil.getTime() > now.getTime();
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    secretPrefix: secretPrefix(row.secret),
    previousSecretUntil: previousValid ? row.previousSecretUntil!.toISOString() : null,
  };
}

/** https only in production; any http(s) URL in development and test (a receiver on loopback). */
function checkedValues(deps: WebhooksDeps, input: WebhookEndpointInput): endpoints.EndpointValues {
  const url = input.url.trim();
  if (deps.config.env === 'production' && new URL(url).protocol !== 'https:')
    throw new AppError(400, 'WEBHOOK_URL_NOT_HTTPS', ERROR_MESSAGES.WEBHOOK_URL_NOT_HTTPS, {
      url: ERROR_MESSAGES.WEBHOOK_URL_NOT_HTTPS,
    });
  return {
    url,
    description: input.description?.trim() ? input.description.trim() : null,
    eventTypes: [...input.eventTypes],
    active: input.active ?? true,
  };
}

function audit(
  auth: AuthContext,
  id: number,
  action: AuditActionOf<'webhook_endpoint'>,
  now: Date,
  details: Record<string, unknown> = {},
): AuditEntry {
  return {
    actorUserId: auth.userId,
    accountId: auth.accountId,
    entity: 'webhook_endpoint',
    entityId: id,
    action,
    details,
    at: now,
  };
}

export async function listEndpoints(deps: WebhooksDeps, auth: AuthContext): Promise<{ endpoints: WebhookEndpoint[] }> {
  const now = deps.now();
  return { endpoints: (await endpoints.findEndpoints(deps.db, auth.accountId)).map((r) => toEndpoint(r, now)) };
}

export async function createEndpoint(
  deps: WebhooksDeps,
  auth: AuthContext,
  input: WebhookEndpointInput,
): Promise<WebhookEndpointWithSecret> {
  const values = checkedValues(deps, input);
  const now = deps.now();
  const secret = newSecret();
  const row = await deps.db.transaction(async (tx) => {
    const created = await endpoints.insertEndpoint(tx, {
      ...values,
      accountId: auth.accountId,
      secret,
      createdAt: now,
    });
    await recordAudit(tx, audit(auth, created.id, 'webhook_endpoint.created', now, { url: values.url }));
    return created;
  });
  return { endpoint: toEndpoint(row, now), secret };
}

export async function updateEndpoint(
  deps: WebhooksDeps,
  auth: AuthContext,
  id: number,
  input: WebhookEndpointInput,
): Promise<WebhookEndpoint> {
  const values = checkedValues(deps, input);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const updated = await endpoints.updateOwnEndpoint(tx, id, auth.accountId, values);
    if (!updated) throw endpointNotFound();
    await recordAudit(tx, audit(auth, id, 'webhook_endpoint.updated', now, { ...values }));
    return updated;
  });
  return toEndpoint(row, now);
}

export async function deleteEndpoint(deps: WebhooksDeps, auth: AuthContext, id: number): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (!(await endpoints.deleteOwnEndpoint(tx, id, auth.accountId))) throw endpointNotFound();
    await recordAudit(tx, audit(auth, id, 'webhook_endpoint.deleted', now));
  });
}

/** A new secret; the previous one keeps signing for PREVIOUS_SECRET_HOURS (both `v1=` signatures are sent). */
export async function rotateSecret(
  deps: WebhooksDeps,
  auth: AuthContext,
  id: number,
): Promise<WebhookEndpointWithSecret> {
  const now = deps.now();
  const secret = newSecret();
  const row = await deps.db.transaction(async (tx) => {
    const current = await endpoints.findOwnEndpoint(tx, id, auth.accountId);
    if (!current) throw endpointNotFound();
    const until = new Date(now.getTime() + PREVIOUS_SECRET_HOURS * 3_600_000);
    const rotated = await endpoints.rotateOwnSecret(tx, id, auth.accountId, secret, current.secret, until);
    await recordAudit(tx, audit(auth, id, 'webhook_endpoint.secret_rotated', now));
    return rotated!;
  });
  return { endpoint: toEndpoint(row, now), secret };
}

/** Queues a `webhook.test` event to this endpoint only (whatever its types and whether active). */
export async function sendTestEvent(
  deps: WebhooksDeps,
  auth: AuthContext,
  id: number,
): Promise<{ deliveryId: number }> {
  const endpoint = await endpoints.findOwnEndpoint(deps.db, id, auth.accountId);
  if (!endpoint) throw endpointNotFound();
  const now = deps.now();
  const event = {
    id: newEventId(),
    accountId: auth.accountId,
    type: WEBHOOK_TEST_EVENT,
    payload: { endpointId: id, message: 'Testereignis aus den Webhook-Einstellungen.' },
    createdAt: now,
  };
  const deliveryId = await deliveries.insertEventForEndpoint(deps.db, event, id, now);
  deps.webhookDeliveries.kick();
  return { deliveryId };
}

/** New deliveries to this endpoint of every event of its types since the day (at most 30 days back). */
export async function replay(
  deps: WebhooksDeps,
  auth: AuthContext,
  id: number,
  sinceDay: string,
): Promise<{ queued: number }> {
  const endpoint = await endpoints.findOwnEndpoint(deps.db, id, auth.accountId);
  if (!endpoint) throw endpointNotFound();
  const now = deps.now();
  const oldest = new Date(now.getTime() - WEBHOOK_REPLAY_DAYS * 86_400_000);
  const asked = startOfDay(new Date(`${sinceDay}T12:00:00Z`));
  const since = asked.getTime() < oldest.getTime() ? oldest : asked;
  const queued = await deliveries.insertReplay(deps.db, endpoint, since, now);
  if (queued > 0) deps.webhookDeliveries.kick();
  return { queued };
}

/** A new attempt now: a new delivery of the same event to the same endpoint (the log keeps the old one). */
export async function resend(
  deps: WebhooksDeps,
  auth: AuthContext,
  deliveryId: number,
): Promise<{ deliveryId: number }> {
  const found = await deliveries.findOwnDelivery(deps.db, deliveryId, auth.accountId);
  if (!found) throw deliveryNotFound();
  const id = await deliveries.insertDelivery(deps.db, found.endpointId, found.eventId, deps.now());
  deps.webhookDeliveries.kick();
  return { deliveryId: id };
}

export async function listDeliveries(
  deps: WebhooksDeps,
  auth: AuthContext,
  query: WebhookDeliveriesQuery,
): Promise<WebhookDeliveryPage> {
  const q = WebhookDeliveriesQuerySchema.parse(query);
  const { rows, total } = await deliveries.findDeliveries(
    deps.db,
    { accountId: auth.accountId, endpointId: q.endpointId, status: q.status, eventType: q.eventType },
    { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
  );
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    total,
    deliveries: rows.map((r) => ({
      ...r,
      status: r.status as WebhookDeliveryStatus,
      createdAt: r.createdAt.toISOString(),
      lastAttemptAt: iso(r.lastAttemptAt),
      nextAttemptAt: r.status === 'pending' ? iso(r.nextAttemptAt) : null,
    })),
  };
}
