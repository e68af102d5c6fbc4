import type { FastifyInstance } from 'fastify';
import { SimulatorFeed } from '../features/price-feed/simulator-feed';
import { isFeedRunning } from '../features/price-feed/price-feed.service';
import type { Job } from './job';

/**
 * The simulator feed (config PRICE_FEED=simulator). The operator's switch is read before every batch,
 * so a stop takes effect within one interval in whichever process leads.
 */
export const simulatorJob: Job = {
  name: 'price-feed-simulator',
  runsOn: 'leader',
  async start(app: FastifyInstance) {
    if (app.config.priceFeed !== 'simulator') return () => undefined;
    const feed = new SimulatorFeed({
      intervalMs: app.config.priceFeedIntervalMs,
      start: app.marketData.quotes(null),
      now: () => app.now(),
    });
    let inflight: Promise<void> | null = null;
    let firstDone: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (firstDone = resolve));
    feed.start((ticks) => {
      // A slow database skips a batch rather than queueing them up.
      if (inflight) return;
      inflight = (async () => {
        if (!(await isFeedRunning(app))) return;
        await app.marketData.recordTicks(ticks, 'SIMULATOR', null);
      })()
        .catch((err: unknown) => app.log.error({ err }, 'simulator tick failed'))
        .finally(() => {
          inflight = null;
          firstDone();
        });
    });
    // The jobs after this one (the first market window) start with fresh prices, not none.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      first,
      new Promise((resolve) => (timer = setTimeout(resolve, app.config.priceFeedIntervalMs))),
    ]);
    clearTimeout(timer);
    return async () => {
      feed.stop();
      await inflight;
    };
  },
};
