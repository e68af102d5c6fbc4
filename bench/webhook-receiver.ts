// Starts bench/webhook-receiver-process.ts and talks to it over IPC.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Snapshot = { received: number; arrivals: Map<string, number> };

export async function startReceiver(port: number) {
  const child = fork(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'webhook-receiver-process.ts'),
    [String(port)],
    {
      execArgv: ['--import', 'tsx'],
    },
  );
  const next = <T>(type: string) =>
    new Promise<T>((resolve) => {
      const on = (m: { type: string } & T) => {
        if (m.type !== type) return;
        child.off('message', on);
        resolve(m);
      };
      child.on('message', on);
    });
  const { nice } = await next<{ nice: number }>('listening');
  return {
    nice,
    snapshot: async (): Promise<Snapshot> => {
      const reply = next<{ received: number; arrivals: Array<[string, number]> }>('snapshot');
      child.send({ type: 'snapshot' });
      const r = await reply;
      return { received: r.received, arrivals: new Map(r.arrivals) };
    },
    clear: () => void child.send({ type: 'clear' }),
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'close' });
      await exited;
    },
  };
}
