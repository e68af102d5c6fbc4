import type { FastifyInstance } from 'fastify';
import type { Job, StopJob } from './job';
import { electLeader } from './leader';
import { simulatorJob } from './simulator.job';
import { marketWindowJob } from './market-window.job';
import { tickPruneJob } from './tick-prune.job';
import { feedStatusJob } from './feed-status.job';
import { feedHeartbeatJob } from './feed-heartbeat.job';
import { priceAlertsJob } from './price-alerts.job';
import { outboxJob } from './outbox.job';
import { auditAnchorJob } from './audit-anchor.job';
import { idempotencyPruneJob } from './idempotency-prune.job';
import { webhookDeliveryJob } from './webhook-delivery.job';
import { liftingsCloseShortJob } from './liftings-close-short.job';
import { invoicesMonthlyJob } from './invoices-monthly.job';
import { targetOrdersJob } from './target-orders.job';

export type { Job } from './job';

/** Every scheduled job of the server: add a job with one line here. */
export const JOBS: Job[] = [
  simulatorJob,
  marketWindowJob,
  tickPruneJob,
  feedStatusJob,
  feedHeartbeatJob,
  priceAlertsJob,
  outboxJob,
  auditAnchorJob,
  idempotencyPruneJob,
  webhookDeliveryJob,
  liftingsCloseShortJob,
  invoicesMonthlyJob,
  targetOrdersJob,
];

async function startAll(app: FastifyInstance, jobs: Job[]): Promise<() => Promise<void>> {
  const stops: Array<{ name: string; stop: StopJob }> = [];
  const stopAll = async () => {
    for (const { name, stop } of stops.reverse()) {
      try {
        await stop();
      } catch (err) {
        app.log.error({ err, job: name }, 'stopping a job failed');
      }
    }
  };
  try {
    for (const job of jobs) stops.push({ name: job.name, stop: await job.start(app) });
  } catch (err) {
    // A start that fails (the database went away meanwhile) stops the jobs started before it: the
    // leader tries again later, and those must not then run twice.
    await stopAll();
    throw err;
  }
  return stopAll;
}

/**
 * Starts the jobs of this process: 'every-process' jobs at once, 'leader' jobs when this process is
 * (or becomes) the leader. main.ts calls it after listen; tests start jobs themselves when they need them.
 */
export async function startJobs(app: FastifyInstance, jobs: Job[] = JOBS): Promise<() => Promise<void>> {
  const stopEverywhere = await startAll(
    app,
    jobs.filter((j) => j.runsOn === 'every-process'),
  );
  const stopLeader = await electLeader(app, () =>
    startAll(
      app,
      jobs.filter((j) => j.runsOn === 'leader'),
    ),
  );
  return async () => {
    await stopLeader();
    await stopEverywhere();
  };
}
