// The webhook delivery plugin (decisions 068, 071): app.webhookDeliveries for the outbox handler, the
// routes and jobs/webhook-delivery.job.ts. On PostgreSQL the pump runs in a thread of its own.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WEBHOOK_REPLAY_DAYS } from '@fuel/domain/contracts/webhooks';
import { pruneEvents } from './webhook-deliveries.repository';
import { deliveryPump } from './webhook-delivery-pump';
import { startDeliveryThread } from './webhook-delivery-thread';

declare module 'fastify' {
  interface FastifyInstance {
    webhookDeliveries: {
      /** Starts delivering what is due without waiting (after a commit that wrote deliveries). */
      kick(): void;
      /** Delivers everything due now; resolves when done (tests, the job). */
      drain(): Promise<void>;
      /** Deletes events older than the replay window, with their deliveries (the job). */
      prune(): Promise<void>;
    };
  }
}

/** Nice value of the delivery thread: under full load it gets about a tenth of a core's share. */
const THREAD_NICE = 19;

export default fp(async function webhookDeliveryPlugin(app: FastifyInstance) {
  const deps = {
    timeoutMs: app.config.webhookTimeoutMs,
    claimExpiresMs: app.config.webhookClaimMs,
  };
  const onError = (err: unknown) => app.log.error({ err }, 'webhook delivery failed');
  // A thread needs its own connections: PostgreSQL only, and not under the tests' moveable clock.
  const worker =
    app.config.webhookDeliveryThread && app.config.databaseUrl
      ? startDeliveryThread({ databaseUrl: app.config.databaseUrl, nice: THREAD_NICE, ...deps }, (message) =>
          onError(new Error(message)),
        )
      : deliveryPump({ db: app.db, now: () => app.now(), ...deps }, onError);
  app.decorate('webhookDeliveries', {
    kick: worker.kick,
    drain: worker.drain,
    prune: () => pruneEvents(app.db, new Date(app.now().getTime() - WEBHOOK_REPLAY_DAYS * 86_400_000)),
  });
  app.addHook('onClose', worker.close);
});
