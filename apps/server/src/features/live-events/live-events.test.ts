import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { SseHub, sseFrame } from './sse-hub';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { MAX_STREAMS_PER_SESSION } from './live-events.routes';
import { endStreamsOfEndedSessions } from './live-events.service';
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

test('the stream is never compressed, whatever the browser accepts: frames must leave as they are written', async () => {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { cookie, 'accept-encoding': 'br, gzip' },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBeNull();
  const stream = sseReader(res.body!);
  expect((await stream.next()).raw).toBe('retry: 3000');
  expect((await stream.next()).event?.event).toBe('feedStatus');
  controller.abort();
});

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
  expect(JSON.parse((await stream.next()).event!.data)).toEqual({
    type: 'feedStatus',
    running: false,
    liveGasPricesAvailable: true,
  });
  controller.abort();
});

const owner = (sessionIdHash: string, accountId = 1, sellers: number[] = []) => ({
  sessionIdHash,
  accountId,
  sellers: new Set(sellers),
});

test('the hub writes one prepared buffer to every stream and forgets closed ones', () => {
  const writes: Buffer[][] = [[], []];
  type Fake = {
    writableLength: number;
    write(b: Buffer): boolean;
    once(e: string, f: () => void): void;
    end(): void;
    destroy(): void;
  };
  const closers: Array<() => void> = [];
  const fakes: Fake[] = writes.map((w) => ({
    writableLength: 0,
    write: (b: Buffer) => (w.push(b), true),
    once: (_e: string, f: () => void) => void closers.push(f),
    end: () => undefined,
    destroy: () => undefined,
  }));
  const hub = new SseHub();
  for (const f of fakes) hub.add(f as never, owner('session-hash'));
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
  const fake = (name: string) => ({
    writableLength: 0,
    write: () => true,
    once: () => undefined,
    end: () => void ended.push(name),
    destroy: () => undefined,
  });
  const hub = new SseHub();
  hub.add(fake('live') as never, owner(liveHash));
  hub.add(fake('gone') as never, owner(sha256Hex('a session that no longer exists')));
  expect(await endStreamsOfEndedSessions(t.app, hub)).toBe(1);
  expect(ended).toEqual(['gone']);
  expect(hub.size).toBe(1);

  // Logging out ends the session: its stream goes at the next check.
  await a.post('/api/logout');
  expect(await endStreamsOfEndedSessions(t.app, hub)).toBe(1);
  expect(ended).toEqual(['gone', 'live']);
  expect(hub.size).toBe(0);
});

test('logging out ends the open streams of that session at once, in every process (decision 037)', async () => {
  const a = await loginAs(t.app, 'einkauf');
  const cookieOf = Object.entries(a.cookies())
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const res = await fetch(`${base}/api/events`, { headers: { cookie: cookieOf } });
  expect(res.status).toBe(200);
  const stream = sseReader(res.body!);
  expect((await stream.next()).raw).toBe('retry: 3000');
  expect((await stream.next()).event?.event).toBe('feedStatus');
  expect((await a.post('/api/logout')).statusCode).toBe(200);
  // No check interval has passed: the announcement of the deleted session ended the stream.
  await expect(stream.next()).rejects.toThrow('stream ended');
});

test("an API seller's frame reaches only the streams of the seller and its trading buyers", () => {
  const writes = new Map<string, string[]>();
  const fake = (name: string) => {
    writes.set(name, []);
    return {
      writableLength: 0,
      write: (b: Buffer) => (writes.get(name)!.push(b.toString()), true),
      once: () => undefined,
      end: () => undefined,
      destroy: () => undefined,
    };
  };
  const hub = new SseHub();
  hub.add(fake('seller') as never, owner('s', 7, [7]));
  hub.add(fake('buyer') as never, owner('b', 8, [8, 7]));
  hub.add(fake('stranger') as never, owner('x', 9, [9]));
  hub.broadcast(Buffer.from('platform'), null);
  hub.broadcast(Buffer.from('seller 7'), 7);
  expect(Object.fromEntries(writes)).toEqual({
    seller: ['platform', 'seller 7'],
    buyer: ['platform', 'seller 7'],
    stranger: ['platform'],
  });

  // The stranger starts trading with seller 7: the next refresh lets its stream hear the seller.
  expect(hub.accountIds()).toEqual([7, 8, 9]);
  hub.setAudiences(new Map([[9, new Set([9, 7])]]));
  hub.broadcast(Buffer.from('seller 7 again'), 7);
  expect(writes.get('stranger')).toEqual(['platform', 'seller 7 again']);
  expect(writes.get('seller')).toEqual(['platform', 'seller 7', 'seller 7 again']);
});

test("over HTTP, an API seller's ticks and pricing changes reach a trading buyer's stream and not a buyer whose relationship is disabled", async () => {
  const seller = await loginAs(t.app, 'verkaeufer');
  const sellerId = (await seller.get('/api/account')).json().id as number;
  const open = async (username: string) => {
    const a = await loginAs(t.app, username);
    const cookieOf = Object.entries(a.cookies())
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const controller = new AbortController();
    const res = await fetch(`${base}/api/events`, { headers: { cookie: cookieOf }, signal: controller.signal });
    const stream = sseReader(res.body!);
    await stream.next(); // retry
    await stream.next(); // feedStatus
    return { stream, close: () => controller.abort() };
  };
  // kaeufer trades with the seller; bauer's relationship with it is disabled by the seller (demo data).
  const trading = await open('kaeufer');
  const disabled = await open('bauer');
  const [own] = await t.app.marketData.recordTicks([{ symbol: 'ICE/GAS', price: 733.5 }], 'API', sellerId);
  const [platform] = await t.app.marketData.recordTicks([{ symbol: 'ICE/GAS', price: 700.5 }], 'SIMULATOR', null);
  const nextTicks = async (s: typeof trading) => {
    for (;;) {
      const frame = await s.stream.next();
      if (frame.event?.event === 'ticks') return JSON.parse(frame.event.data).ticks;
    }
  };
  expect(await nextTicks(trading)).toEqual([own]);
  expect(await nextTicks(trading)).toEqual([platform]);
  expect(await nextTicks(disabled)).toEqual([platform]);

  // The seller's pricing change likewise: its trading buyer hears it, the other one does not.
  await t.app.events.publish({ type: 'sellerMarketChanged', sellerAccountId: sellerId });
  const [later] = await t.app.marketData.recordTicks([{ symbol: 'ICE/GAS', price: 701.5 }], 'SIMULATOR', null);
  const nextEventOf = async (s: typeof trading) => {
    for (;;) {
      const frame = await s.stream.next();
      if (frame.event) return JSON.parse(frame.event.data);
    }
  };
  expect(await nextEventOf(trading)).toEqual({ type: 'sellerMarketChanged', sellerAccountId: sellerId });
  expect(await nextEventOf(disabled)).toEqual({ type: 'ticks', ticks: [later] });
  trading.close();
  disabled.close();
});

test('one session holds at most 5 streams: the 6th gets 429 with a German message, other sessions and freed slots still open', async () => {
  const cookieOf = (a: Awaited<ReturnType<typeof loginAs>>) =>
    Object.entries(a.cookies())
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  const session = cookieOf(await loginAs(t.app, 'bauer'));
  const open = (c: string) => {
    const controller = new AbortController();
    return fetch(`${base}/api/events`, { headers: { cookie: c }, signal: controller.signal }).then((res) => ({
      res,
      close: () => controller.abort(),
    }));
  };
  expect(MAX_STREAMS_PER_SESSION).toBe(5);
  // Opened at once: the bound holds for parallel requests too.
  const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_SESSION + 2 }, () => open(session)));
  const statuses = streams.map((s) => s.res.status).sort();
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  const refused = streams.find((s) => s.res.status === 429)!;
  expect(await refused.res.json()).toEqual({
    error: { code: 'TOO_MANY_EVENT_STREAMS', message: ERROR_MESSAGES.TOO_MANY_EVENT_STREAMS },
  });
  const open200 = streams.filter((s) => s.res.status === 200);

  // Another session of the same user is not affected.
  const other = await open(cookieOf(await loginAs(t.app, 'bauer')));
  expect(other.res.status).toBe(200);
  other.close();

  // Closing a tab frees its slot once the server has seen the stream close.
  open200[0]!.close();
  await vi.waitFor(async () => {
    const again = await open(session);
    again.close();
    expect(again.res.status).toBe(200);
  });
  for (const s of open200) s.close();
});
