import { intervalJob, type Job } from './job';

/** Requests kick the outbox after their commit; this picks up what a crash or a failure left and prunes done rows (decision 034). */
const EVERY_MS = 10_000;

export const outboxJob: Job = {
  name: 'outbox',
  runsOn: 'every-process',
  start: (app) =>
    intervalJob(app, 'outbox', EVERY_MS, async () => {
      await app.outbox.drain();
      await app.outbox.prune();
    }),
};
