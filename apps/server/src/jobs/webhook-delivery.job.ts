import { intervalJob, type Job } from './job';

/**
 * Decision 068: the outbox handler kicks delivery at once; this picks up due retries and deliveries a
 * dead process left claimed (every process, SKIP LOCKED), and prunes events past the replay window.
 */
const EVERY_MS = 2_000;
const PRUNE_EVERY_MS = 3_600_000;

export const webhookDeliveryJob: Job = {
  name: 'webhook-delivery',
  runsOn: 'every-process',
  start: (app) => {
    let prunedAt = 0;
    return intervalJob(app, 'webhook-delivery', EVERY_MS, async () => {
      await app.webhookDeliveries.drain();
      if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
      prunedAt = Date.now();
      await app.webhookDeliveries.prune();
    });
  },
};
