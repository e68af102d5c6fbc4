// app.targetOrderMatching: runs the matcher (target-orders.matcher.ts) when asked, one run at a time
// per process; asks during a run fold into one more run after it. Asked by the job (every tick batch,
// and every few seconds for offer changes and validity) and by the routes after a create, edit or resume.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { matchTargetOrders, type MatchOutcome, type TargetMatchDeps } from './target-orders.matcher';

declare module 'fastify' {
  interface FastifyInstance {
    targetOrderMatching: {
      /** A run soon (now, or after the one running). */
      kick(): void;
      /** One run now, after any running one; resolves with its outcome (tests). */
      run(): Promise<MatchOutcome>;
      /** Resolves once no run is running or waiting. */
      idle(): Promise<void>;
      deps: TargetMatchDeps;
    };
  }
}

export default fp(async function targetOrderMatchingPlugin(app: FastifyInstance) {
  const deps: TargetMatchDeps = {
    db: app.db,
    platform: app.platform,
    now: () => app.now(),
    mailer: app.mailer,
    outbox: app.outbox,
    log: app.log,
    marketData: app.marketData,
    marketSales: app.marketSales,
    livePriceMaxAgeMs: app.config.livePriceMaxAgeMs,
    reservationSeconds: app.config.basketReservationSeconds,
    orderChanges: app.orderChanges,
    publicUrl: app.config.publicUrl,
  };
  let running: Promise<MatchOutcome> | null = null;
  let again = false;
  const start = (): Promise<MatchOutcome> => {
    running = matchTargetOrders(deps)
      .catch((err: unknown) => {
        app.log.error({ err }, 'target order matching failed');
        return { filled: 0, refused: 0 };
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void start();
        }
      });
    return running;
  };
  const run = async (): Promise<MatchOutcome> => {
    while (running) await running;
    return start();
  };
  app.decorate('targetOrderMatching', {
    kick: () => {
      if (running) again = true;
      else void start();
    },
    run,
    idle: async () => {
      while (running) await running;
    },
    deps,
  });
  app.addHook('onClose', async () => {
    again = false;
    while (running) await running;
  });
});
