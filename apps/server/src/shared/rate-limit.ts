import { lt, sql } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import type { DbOrTx } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './app-error';

/** Windows are at most this long; rows older than that are finished and may go. */
const MAX_WINDOW_MS = 24 * 60 * 60 * 1000;
/** About one call in this many also sweeps finished windows, so the table stays small without a job. */
const CLEANUP_EVERY = 100;

/**
 * Counts one hit for `key` in the current fixed window and says whether it is still within `limit`.
 * The upsert is atomic, so any number of server processes share one counter.
 */
export async function consumeRateLimit(
  db: DbOrTx,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<boolean> {
  return (await countHit(db, key, windowMs, now)).count <= limit;
}

/** Counts one hit for `key` in the current fixed window: the window's count so far and when it ends. */
export async function countHit(
  db: DbOrTx,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; resetsAt: Date }> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  if (Math.random() < 1 / CLEANUP_EVERY) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - MAX_WINDOW_MS)));
  }
  return { count: row!.count, resetsAt: new Date(windowStart.getTime() + windowMs) };
}

/** message: the German refusal when the generic one ("Zu viele Versuche") would mislead. */
export type RateLimitRule = { key: string; limit: number; windowMs: number; message?: string };

/** For routes and services: throws 429 RATE_LIMITED when any of the rules is exceeded. */
export async function enforceRateLimits(db: DbOrTx, now: Date, ...rules: RateLimitRule[]): Promise<void> {
  for (const rule of rules) {
    if (!(await consumeRateLimit(db, rule.key, rule.limit, rule.windowMs, now))) {
      throw new AppError(429, 'RATE_LIMITED', rule.message ?? ERROR_MESSAGES.RATE_LIMITED);
    }
  }
}
