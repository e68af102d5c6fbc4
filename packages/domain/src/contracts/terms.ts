import { z } from 'zod';

/**
 * POST /api/metadata/user/store/gtc-accepted: records that the logged-in user accepted the general
 * terms. The body is empty; unknown fields are refused so nobody believes acceptance can be undone.
 * The answer of both calls is GtcAcceptedSchema (contracts/identity).
 */
export const AcceptGtcRequestSchema = z.object({}).strict();
export type AcceptGtcRequest = z.infer<typeof AcceptGtcRequestSchema>;
