// app.targetOrderMatching: runs the matcher (target-orders.matcher.ts) when asked, one run at a time
// per process, with the process's screen (target-orders.screen.ts) kept between runs; asks during a run
// fold into one more run after it (over every offer if any ask was for more than the live ones). Asked by the job (every tick batch,
// and every few seconds for offer changes and validity) and by the routes after a create, edit or resume.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { matchTargetOrders, type MatchOutcome, type TargetMatchDeps } from './target-orders.matcher';
import { TargetScreen, type ScreenScope } from './target-orders.screen';

declare module 'fastify' {
  interface FastifyInstance {
    targetOrderMatching: {
      /** A run soon (now, or after the one running); 'live' after a tick: only live offers moved. */
      kick(scope?: ScreenScope): void;
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
  const screen = new TargetScreen();
  const unsubscribe = app.marketSales.subscribe(() => screen.salesChanged());
  let running: Promise<MatchOutcome> | null = null;
  let again: ScreenScope | null = null;
  const start = (scope: ScreenScope): Promise<MatchOutcome> => {
    running = matchTargetOrders(deps, { screen, scope })
      .catch((err: unknown) => {
        app.log.error({ err }, 'target order matching failed');
        return { filled: 0, refused: 0 };
      })
      .finally(() => {
        running = null;
        if (again) {
          const next = again;
          again = null;
          void start(next);
        }
      });
    return running;
  };
  const run = async (): Promise<MatchOutcome> => {
    while (running) await running;
    return start('all');
  };
  app.decorate('targetOrderMatching', {
    kick: (scope = 'all') => {
      if (running) again = again === 'all' || scope === 'all' ? 'all' : 'live';
      else void start(scope);
    },
    run,
    idle: async () => {
      while (running) await running;
    },
    deps,
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    again = null;
    while (running) await running;
  });
});
