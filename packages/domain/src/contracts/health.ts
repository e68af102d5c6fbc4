import { z } from 'zod';
import { ApiErrorSchema } from './errors';

/** GET /api/health (readiness) answers 200 with this while the database answers. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  brand: z.string(),
});

/**
 * GET /api/health answers 503 with this (code DATABASE_UNAVAILABLE, a German message) and a
 * `Retry-After` header while the database is unreachable; /api/health/live stays 200 (issue 25).
 */
export const HealthUnavailableSchema = ApiErrorSchema;

/** GET /api/health/live (liveness): the process answers, whatever the database does. */
export const LivenessSchema = z.object({ status: z.literal('ok') });
