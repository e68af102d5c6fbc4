import { pauseSilentFeeds } from '../features/price-feed/price-feed.service';
import { intervalJob, type Job } from './job';

/**
 * The dead-man switch (decision 056): a seller's own feed stops without any event, so the leader looks
 * a few times per heartbeat and pauses the feeds silent past it (their offers leave the markets). The
 * next push resumes them at once (price-feed ingest), not at this job's next run.
 */
export const feedHeartbeatJob: Job = {
  name: 'feed-heartbeat',
  runsOn: 'leader',
  start(app) {
    const everyMs = Math.max(250, Math.min(5000, app.config.feedHeartbeatMs / 4));
    return intervalJob(app, 'feed-heartbeat', everyMs, async () => {
      await pauseSilentFeeds(app);
    });
  },
};
