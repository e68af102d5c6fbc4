import { pruneIdempotencyKeys } from '../features/api-keys/api-keys.service';
import { intervalJob, type Job } from './job';

/** Answers kept for Idempotency-Key retries go after their 24 hours (decision 067). */
const EVERY_MS = 60 * 60 * 1000;

export const idempotencyPruneJob: Job = {
  name: 'idempotency-prune',
  runsOn: 'leader',
  start: (app) => intervalJob(app, 'idempotency-prune', EVERY_MS, () => pruneIdempotencyKeys(app.db, app.now())),
};
