import type { FastifyInstance } from 'fastify';
import { rollWindow, windowStart } from './market-window.service';

/** Leader only: creates the window of the current boundary now, then again at every boundary. */
export function startMarketWindowJob(app: FastifyInstance): () => Promise<void> {
  const ms = app.config.marketWindowSeconds * 1000;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const roll = () =>
    (running = rollWindow(app).then(
      () => undefined,
      (err: unknown) => app.log.error({ err }, 'market window roll failed'),
    ));
  const schedule = () => {
    if (stopped) return;
    const now = app.now();
    // A few milliseconds past the boundary, so the new window's start is taken, not the old one's.
    const wait = windowStart(now, app.config.marketWindowSeconds).getTime() + ms - now.getTime() + 20;
    timer = setTimeout(() => void roll().then(schedule), wait);
  };
  void roll().then(schedule);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
