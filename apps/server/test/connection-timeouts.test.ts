import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { loginAs } from './demo-login';

// Issue 11 part 6: request bodies and idle connections time out, event streams do not.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ IDLE_TIMEOUT_SECONDS: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

test('the server has a request timeout, an idle timeout and a bounded keep-alive (defaults 30 s, 60 s, 72 s)', async () => {
  expect(t.app.server.requestTimeout).toBe(30_000);
  expect(t.app.server.timeout).toBe(1000);
  expect(t.app.server.keepAliveTimeout).toBe(72_000);
  const defaults = await t.sibling({});
  try {
    expect(defaults.app.server.requestTimeout).toBe(30_000);
    expect(defaults.app.server.timeout).toBe(60_000);
  } finally {
    await defaults.close();
  }
});

/** Resolves when the server closes the connection; `sent` is written first. */
function connectAndWaitForClose(sent: string): Promise<{ received: string }> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(sent));
    socket.on('data', (d) => (received += d.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve({ received }));
  });
}

test('a connection that sends half a request body and goes quiet is closed, and an open event stream survives it', async () => {
  const a = await loginAs(t.app, 'kaeufer');
  const cookie = Object.entries(a.cookies())
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: { cookie }, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const readUntil = async (needle: string) => {
    while (!text.includes(needle)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended before ${needle}`);
      text += decoder.decode(value, { stream: true });
    }
  };
  await readUntil('event: feedStatus');

  // Slow body: headers promise 100 bytes, 10 arrive, then nothing. The server gives up on it.
  const slow = await connectAndWaitForClose(
    'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Requested-With: XMLHttpRequest\r\nContent-Length: 100\r\n\r\n{"usernam',
  );
  expect(slow.received).not.toContain('200 OK');
  // A connection that never sends anything is closed too.
  await connectAndWaitForClose('');

  // The stream was quiet at least as long as those connections, and still delivers events.
  await t.app.events.publish({ type: 'feedStatus', running: false, liveGasPricesAvailable: true });
  await readUntil('"running":false');
  controller.abort();
});
