// The delivery pump (decision 068): claims due deliveries, POSTs the signed event, records the outcome
// and schedules retries. Runs after commits only, never inside a request's transaction; in the request
// thread (PGlite, tests) or in a delivery thread of its own (decision 071).
import { WEBHOOK_HEADERS } from '@fuel/domain/contracts/webhooks';
import { nextAttemptAt } from '@fuel/domain/webhooks/retry-schedule';
import type { Db } from '../../db/client';
import {
  claimDueDeliveries,
  recordAttempts,
  type AttemptResult,
  type ClaimedDelivery,
} from './webhook-deliveries.repository';
import { postJson, WebhookTimeoutError } from './webhook-post';
import { signatureHeader, signingSecrets } from './webhook-signature';

/** Deliveries claimed per statement. */
const BATCH = 50;
/** Attempts one process has open at once. */
const MAX_IN_FLIGHT = 200;
/**
 * How long a finished attempt waits for others before its outcome is written: at 100 orders/s an UPDATE
 * per order costs the request thread more than the POST itself (issue 27 bench); gathered for 100 ms
 * they become a few statements a second. Claims need no delay: a kick during a claim queues one more,
 * so under load claims gather by themselves.
 */
export const GATHER_MS = 100;
/**
 * How long a kick waits for further kicks before it claims: under load every outbox batch kicks, and a
 * claim per kick cost PostgreSQL a statement per few orders (issue 27 bench); gathered, a claim takes
 * what a tenth of a second wrote. Drains (tests, the job) claim at once.
 */
export const KICK_GATHER_MS = 100;
export type DeliveryDeps = {
  db: Db;
  now: () => Date;
  timeoutMs: number;
  /** A claim older than this died with its process (kill -9): the delivery is claimed again. */
  claimExpiresMs: number;
};

/** One attempt: the signed POST and its outcome (the caller records a batch's outcomes at once); never throws. */
export async function attempt(deps: DeliveryDeps, d: ClaimedDelivery): Promise<AttemptResult & { id: number }> {
  const at = deps.now();
  // The payload arrives as JSON text: the body is put together without parsing it again.
  const body = `{"id":${JSON.stringify(d.eventId)},"type":${JSON.stringify(d.eventType)},"createdAt":"${d.eventCreatedAt.toISOString()}","accountId":${d.accountId},"data":${d.payloadJson}}`;
  const timestamp = Math.floor(at.getTime() / 1000);
  const started = performance.now();
  let responseStatus: number | null = null;
  let error: string | null = null;
  try {
    responseStatus = await postJson(
      d.url,
      {
        'Content-Type': 'application/json',
        'User-Agent': 'Fuelmarkt-Webhooks/1',
        [WEBHOOK_HEADERS.id]: d.eventId,
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: signatureHeader(signingSecrets(d, at), timestamp, body),
      },
      body,
      deps.timeoutMs,
    );
    if (responseStatus < 200 || responseStatus >= 300) error = `Der Empfänger antwortete mit HTTP ${responseStatus}.`;
  } catch (err) {
    error = failureText(err, deps.timeoutMs);
  }
  const latencyMs = Math.round(performance.now() - started);
  if (error === null)
    return { id: d.id, status: 'delivered', at, nextAttemptAt: null, responseStatus, latencyMs, error };
  const next = nextAttemptAt(d.eventCreatedAt, d.attempts, deps.now());
  return { id: d.id, status: next ? 'pending' : 'failed', at, nextAttemptAt: next, responseStatus, latencyMs, error };
}

function failureText(err: unknown, timeoutMs: number): string {
  if (err instanceof WebhookTimeoutError) return `Keine Antwort innerhalb von ${Math.round(timeoutMs / 100) / 10} s.`;
  const cause = err instanceof Error ? err.message : String(err);
  return `Der Empfänger war nicht erreichbar (${cause}).`;
}

/**
 * The worker of one process: claims due deliveries while it has free slots and starts each attempt at
 * once; a finished attempt frees its slot (a slow or dead endpoint holds one slot for up to the timeout,
 * never a whole batch). Outcomes are written in batches of whatever finished meanwhile.
 */
export function deliveryPump(deps: DeliveryDeps, onError: (err: unknown) => void) {
  const inFlight = new Set<Promise<void>>();
  const finished: Array<AttemptResult & { id: number }> = [];
  let claiming: Promise<void> | null = null;
  let flushing: Promise<void> | null = null;
  let again = false;
  let moreDue = false;
  let closing = false;
  let flushTimer: NodeJS.Timeout | null = null;
  let kickTimer: NodeJS.Timeout | null = null;

  const flush = (): Promise<void> => {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    // A lost write leaves the rows claimed: they are delivered again after the claim expires (at least once).
    flushing ??= (async () => {
      while (finished.length > 0) await recordAttempts(deps.db, finished.splice(0)).catch(onError);
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  const record = (result: AttemptResult & { id: number }) => {
    finished.push(result);
    if (finished.length >= BATCH) void flush();
    else flushTimer ??= setTimeout(() => void flush(), GATHER_MS);
  };

  const start = (d: ClaimedDelivery) => {
    const p: Promise<void> = attempt(deps, d)
      .then(record)
      .catch(onError)
      .finally(() => {
        inFlight.delete(p);
        if (moreDue) void pump();
      });
    inFlight.add(p);
  };

  async function claimLoop(): Promise<void> {
    for (;;) {
      const want = Math.min(BATCH, MAX_IN_FLIGHT - inFlight.size);
      moreDue = want <= 0;
      if (moreDue) return;
      const claimed = await claimDueDeliveries(deps.db, deps.now(), deps.claimExpiresMs, want);
      claimed.forEach(start);
      if (claimed.length < want) return;
    }
  }

  function pump(): Promise<void> {
    if (closing) return Promise.resolve();
    if (claiming) {
      again = true;
      return claiming;
    }
    claiming = claimLoop()
      .catch(onError)
      .finally(() => {
        claiming = null;
        if (again) {
          again = false;
          void pump();
        }
      });
    return claiming;
  }

  /** Resolves when nothing is being claimed, attempted or recorded any more (what waits to be recorded is recorded now). */
  async function settled(): Promise<void> {
    while (claiming || inFlight.size > 0 || flushing || finished.length > 0) {
      if (finished.length > 0) void flush();
      await Promise.all([claiming, flushing, ...inFlight]);
    }
  }

  return {
    kick: () => {
      kickTimer ??= setTimeout(() => {
        kickTimer = null;
        void pump();
      }, KICK_GATHER_MS);
    },
    /** Delivers everything due now, and waits for it. */
    drain: async () => {
      await pump();
      await settled();
    },
    close: async () => {
      closing = true;
      if (kickTimer) clearTimeout(kickTimer);
      await settled();
    },
  };
}
