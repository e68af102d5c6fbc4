import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AddressInfo } from 'node:net';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { SseHub, sseFrame } from './sse-hub';
import { endStreamsOfEndedSessions } from './live-events.routes';
import { sha256Hex } from '../../shared/tokens';

let t: TestApp;
let base: string;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const a = await loginAs(t.app, 'kaeufer');
  cookie = Object.entries(a.cookies())
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
});
afterAll(() => t.close());

type SseEvent = { event: string; data: string };

/** Reads server-sent events from a fetch body, frame by frame. */
function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(timeoutMs = 5000): Promise<{ raw: string; event?: SseEvent }> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const raw = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = raw.split('\n');
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          return { raw, event: event !== undefined && data !== undefined ? { event, data } : undefined };
        }
        if (Date.now() > until) throw new Error('no frame in time');
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

test('anonymous callers get 401', async () => {
  const res = await agent(t.app).get('/api/events');
  expect(res.statusCode).toBe(401);
  expect((await fetch(`${base}/api/events`)).status).toBe(401);
});

test('a logged-in page gets retry, the feed status, then every tick batch as an event', async () => {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: { cookie }, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(res.headers.get('x-accel-buffering')).toBe('no');
  expect(res.headers.get('cache-control')).toContain('no-cache');
  const stream = sseReader(res.body!);
  expect((await stream.next()).raw).toBe('retry: 3000');
  const status = await stream.next();
  expect(status.event?.event).toBe('feedStatus');
  expect(JSON.parse(status.event!.data)).toEqual({ type: 'feedStatus', running: true, liveGasPricesAvailable: false });

  const [tick] = await t.app.marketData.recordTicks([{ symbol: 'ICE/GAS', price: 698.75 }], 'SIMULATOR', null);
  const frame = await stream.next();
  expect(frame.event?.event).toBe('ticks');
  expect(JSON.parse(frame.event!.data)).toEqual({ type: 'ticks', ticks: [tick] });

  await t.app.events.publish({ type: 'feedStatus', running: false, liveGasPricesAvailable: true });
  expect(JSON.parse((await stream.next()).event!.data)).toEqual({ type: 'feedStatus', running: false, liveGasPricesAvailable: true });
  controller.abort();
});

test('the hub writes one prepared string to every stream and forgets closed ones', () => {
  const writes: string[][] = [[], []];
  type Fake = { writableLength: number; write(s: string): boolean; once(e: string, f: () => void): void; end(): void; destroy(): void };
  const closers: Array<() => void> = [];
  const fakes: Fake[] = writes.map((w) => ({
    writableLength: 0,
    write: (s: string) => (w.push(s), true),
    once: (_e: string, f: () => void) => void closers.push(f),
    end: () => undefined,
    destroy: () => undefined,
  }));
  const hub = new SseHub();
  for (const f of fakes) hub.add(f as never, 'session-hash');
  const frame = sseFrame('ticks', '{"type":"ticks","ticks":[]}');
  hub.broadcast(frame);
  expect(writes[0]![0]).toBe(frame);
  expect(writes[1]![0]).toBe(frame);
  closers[0]!();
  expect(hub.size).toBe(1);
  // A stream that stopped reading is dropped instead of buffering without end.
  fakes[1]!.writableLength = 2 * 1024 * 1024;
  hub.broadcast(frame);
  expect(hub.size).toBe(0);
});

test('the streams of an ended session are closed, the others stay open', async () => {
  const a = await loginAs(t.app, 'verkaeufer');
  const liveHash = sha256Hex(a.cookies().fm_session!);
  const ended: string[] = [];
  const fake = (name: string) => ({ writableLength: 0, write: () => true, once: () => undefined, end: () => void ended.push(name), destroy: () => undefined });
  const hub = new SseHub();
  hub.add(fake('live') as never, liveHash);
  hub.add(fake('gone') as never, sha256Hex('a session that no longer exists'));
  expect(await endStreamsOfEndedSessions(t.app, hub)).toBe(1);
  expect(ended).toEqual(['gone']);
  expect(hub.size).toBe(1);

  // Logging out ends the session: its stream goes at the next check.
  await a.get('/api/logout');
  expect(await endStreamsOfEndedSessions(t.app, hub)).toBe(1);
  expect(ended).toEqual(['gone', 'live']);
  expect(hub.size).toBe(0);
});
