import type { FastifyInstance } from 'fastify';
import { evaluatePriceAlerts, type AlertEvaluationDeps } from '../features/price-alerts/price-alerts.evaluator';
import type { Job } from './job';

export type PriceAlertWatcher = {
  stop(): Promise<void>;
  /** Resolves once no evaluation runs or waits (tests await it after recording ticks). */
  idle(): Promise<void>;
};

/**
 * Evaluates the price alerts on every tick batch that reaches this process. Batches that arrive while an
 * evaluation runs are folded into one more run after it: at most one evaluation per batch, never two at once.
 */
export function watchPriceAlerts(app: FastifyInstance): PriceAlertWatcher {
  const deps: AlertEvaluationDeps = {
    db: app.db,
    platform: app.platform,
    now: () => app.now(),
    marketData: app.marketData,
    livePriceMaxAgeMs: app.config.livePriceMaxAgeMs,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  };
  let running: Promise<void> | null = null;
  let pending = false;
  const run = (): Promise<void> =>
    evaluatePriceAlerts(deps)
      .then(() => undefined)
      .catch((err: unknown) => app.log.error({ err }, 'price alert evaluation failed'))
      .then(() => {
        if (!pending) return;
        pending = false;
        return run();
      });
  const onTicks = () => {
    if (running) {
      pending = true;
      return;
    }
    running = run().finally(() => {
      running = null;
    });
  };
  const unsubscribe = app.marketData.onTicks(onTicks);
  const idle = async () => {
    while (running) await running;
  };
  return {
    stop: async () => {
      unsubscribe();
      pending = false;
      await idle();
    },
    idle,
  };
}

/** PRICE_ALERT only (brand A). Every process evaluates the ticks it receives (decision 015). */
export const priceAlertsJob: Job = {
  name: 'price-alerts',
  runsOn: 'every-process',
  start(app: FastifyInstance) {
    if (!app.platform.features.PRICE_ALERT) return () => undefined;
    return watchPriceAlerts(app).stop;
  },
};
