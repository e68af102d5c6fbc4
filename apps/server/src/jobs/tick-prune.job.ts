import { pruneTicksBefore } from '../features/market-data/market-data.service';
import { intervalJob, type Job } from './job';

/** Ticks are kept a week: enough for charts and explaining past prices (orders keep their own basis). */
export const TICK_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

export const tickPruneJob: Job = {
  name: 'tick-prune',
  runsOn: 'leader',
  start: (app) =>
    intervalJob(app, 'tick-prune', EVERY_MS, async () => {
      const removed = await pruneTicksBefore(app, new Date(app.now().getTime() - TICK_RETENTION_MS));
      if (removed > 0) app.log.info({ removed }, 'old price ticks removed');
    }),
};
