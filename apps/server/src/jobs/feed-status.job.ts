import { isFeedRunning } from '../features/price-feed/price-feed.service';
import { intervalJob, type Job } from './job';

/**
 * Live gas prices go stale without any event (the feed simply stops ticking); this watches the
 * quotes and tells every page when availability flips, so the market hides or shows live offers.
 */
export const feedStatusJob: Job = {
  name: 'feed-status',
  runsOn: 'leader',
  start(app) {
    let last = app.marketData.liveGasPricesAvailable(app.now());
    const everyMs = Math.max(250, Math.min(5000, app.config.livePriceMaxAgeMs / 4));
    return intervalJob(app, 'feed-status', everyMs, async () => {
      const live = app.marketData.liveGasPricesAvailable(app.now());
      if (live === last) return;
      last = live;
      const running = await isFeedRunning(app);
      await app.events.publish({ type: 'feedStatus', running, liveGasPricesAvailable: live });
    });
  },
};
