import type { FastifyInstance } from 'fastify';

/** Stops a job and waits for work it has in flight. */
export type StopJob = () => Promise<void> | void;

export type Job = {
  name: string;
  /** 'leader': exactly one process per database runs it; 'every-process': each server process does. */
  runsOn: 'leader' | 'every-process';
  start(app: FastifyInstance): StopJob | Promise<StopJob>;
};

/** A job that calls `work` now and then every `everyMs`, never twice at once, and waits for it on stop. */
export function intervalJob(app: FastifyInstance, name: string, everyMs: number, work: () => Promise<void>): StopJob {
  let inflight: Promise<void> | null = null;
  const run = () => {
    if (inflight) return;
    inflight = work()
      .catch((err: unknown) => app.log.error({ err, job: name }, 'job failed'))
      .finally(() => {
        inflight = null;
      });
  };
  const timer = setInterval(run, everyMs);
  run();
  return async () => {
    clearInterval(timer);
    await inflight;
  };
}
