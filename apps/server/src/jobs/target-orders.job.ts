import { intervalJob, type Job } from './job';

/** How often target orders are matched besides every tick batch: offer changes and validity. */
const EVERY_MS = 5_000;

/**
 * Issue 29: every process matches target orders on the tick batches it receives and every few
 * seconds; a fill is recorded at most once whatever the number of processes (target-orders.matcher.ts).
 */
export const targetOrdersJob: Job = {
  name: 'target-orders',
  runsOn: 'every-process',
  start(app) {
    const unsubscribe = app.marketData.onTicks(() => app.targetOrderMatching.kick('live'));
    const stopInterval = intervalJob(app, 'target-orders', EVERY_MS, async () => {
      await app.targetOrderMatching.run();
    });
    return async () => {
      unsubscribe();
      await stopInterval();
      await app.targetOrderMatching.idle();
    };
  },
};
