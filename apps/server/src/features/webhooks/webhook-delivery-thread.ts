// The request thread's side of the delivery thread (decision 071): the same kick/drain/close as the
// in-process pump, as messages. A thread that dies is started again; its claims expire and are delivered.
import { Worker } from 'node:worker_threads';
import type { DeliveryThreadData, FromDeliveryThread, ToDeliveryThread } from './webhook-delivery-thread-messages';

export type DeliveryControl = { kick(): void; drain(): Promise<void>; close(): Promise<void> };

const RESTART_AFTER_MS = 1_000;

// The server runs TypeScript through tsx (decision 009), whose loader a worker thread does not inherit:
// a small bootstrap loads the thread's module through tsx's API.
// Built when a thread starts: only a server process under tsx starts one (never the test runner).
function bootstrap(): string {
  const thread = JSON.stringify(new URL('./webhook-delivery.thread.ts', import.meta.url).href);
  return `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => tsx.tsImport(${thread}, ${thread}))`;
}

export function startDeliveryThread(data: DeliveryThreadData, onError: (message: string) => void): DeliveryControl {
  const drains = new Map<number, () => void>();
  let nextId = 1;
  let closing = false;
  let closed: (() => void) | null = null;
  let worker = spawn();

  function spawn(): Worker {
    const w = new Worker(bootstrap(), { eval: true, workerData: data });
    // The thread must not keep a process alive that is shutting down; onClose ends it explicitly.
    w.unref();
    w.on('message', (m: FromDeliveryThread) => {
      if (m.type === 'drained') drains.get(m.id)?.();
      else if (m.type === 'error') onError(m.message);
      else if (m.type === 'closed') closed?.();
    });
    w.on('error', (err) => onError(err.stack ?? err.message));
    w.on('exit', () => {
      // Waiting callers are released: what the dead thread had claimed is delivered after its claim expires.
      for (const resolve of drains.values()) resolve();
      drains.clear();
      closed?.();
      if (!closing) setTimeout(() => (worker = closing ? worker : spawn()), RESTART_AFTER_MS).unref();
    });
    return w;
  }

  const send = (m: ToDeliveryThread) => worker.postMessage(m);
  return {
    kick: () => send({ type: 'kick' }),
    drain: () =>
      new Promise<void>((resolve) => {
        const id = nextId++;
        drains.set(id, () => {
          drains.delete(id);
          resolve();
        });
        send({ type: 'drain', id });
      }),
    close: async () => {
      closing = true;
      await new Promise<void>((resolve) => {
        closed = resolve;
        send({ type: 'close' });
      });
      await worker.terminate();
    },
  };
}
