import { expect, test } from 'vitest';
import { DEMO_PASSWORD } from './test-app';
import { callServer as call, postgresUrl, useServerProcesses } from './server-processes';

// Issue 4 part 9: two real server processes on one PostgreSQL database. A tick pushed into process A
// must reach an event stream open on process B: the LISTEN/NOTIFY fan-out of plugins/events.ts.
// PGlite is one process by nature: skipped there.
const [A, B] = [3523, 3524];
// One after the other: the first migrates and seeds, so the second starts on a ready database.
useServerProcesses({ name: 'live_two_processes', ports: [A, B], env: { PRICE_FEED: 'none' }, oneAfterAnother: true });

async function login(port: number, username: string): Promise<string> {
  const res = await call(port, 'POST', '/api/login', { body: { username, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** Collects the 'ticks' events of one stream until `found` matches one. */
async function waitForTicks(
  body: ReadableStream<Uint8Array>,
  found: (data: { ticks: Array<{ symbol: string; price: number; sellerAccountId: number | null }> }) => boolean,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const until = Date.now() + 10_000;
  try {
    while (Date.now() < until) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!frame.startsWith('event: ticks\n')) continue;
        const data = JSON.parse(
          frame
            .split('\n')
            .find((l) => l.startsWith('data: '))!
            .slice(6),
        );
        if (found(data)) return data;
      }
    }
    throw new Error('the tick did not arrive');
  } finally {
    await reader.cancel();
  }
}

test.skipIf(!postgresUrl)(
  'a tick pushed into process A reaches an event stream open on process B',
  async () => {
    // On A: the seller switches to price type API and creates a token.
    const seller = await login(A, 'verkaeufer');
    expect(
      (await call(A, 'PUT', '/api/pricing/price-type', { cookie: seller, body: { priceType: 'API' } })).status,
    ).toBe(200);
    const created = await call(A, 'POST', '/api/pricing/api-tokens', {
      cookie: seller,
      body: { name: 'Zwei Prozesse' },
    });
    expect(created.status).toBe(201);
    const { secret } = (await created.json()) as { secret: string };
    const sellerId = ((await (await call(A, 'GET', '/api/account', { cookie: seller })).json()) as { id: number }).id;

    // On B: a buyer opens the event stream.
    const buyer = await login(B, 'kaeufer');
    const controller = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${B}/api/events`, {
      headers: { cookie: buyer },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const arrived = waitForTicks(stream.body!, (d) =>
      d.ticks.some((t) => t.symbol === 'ICE/GAS3' && t.price === 733.25),
    );

    // Give the stream a moment to be registered on B, then push into A.
    await new Promise((r) => setTimeout(r, 200));
    const pushed = await call(A, 'POST', '/api/price-feed/ticks', {
      bearer: secret,
      body: { ticks: [{ symbol: 'ICE/GAS3', price: 733.25 }] },
    });
    expect(pushed.status).toBe(200);

    const data = await arrived;
    expect(data.ticks).toEqual([
      expect.objectContaining({ symbol: 'ICE/GAS3', price: 733.25, sellerAccountId: sellerId }),
    ]);
    // B's quote cache has it too: GET /api/quotes on B answers the seller's quote.
    const quotes = (await (await call(B, 'GET', '/api/quotes', { cookie: buyer })).json()) as {
      quotes: Array<{ symbol: string; price: number; sellerAccountId: number | null }>;
    };
    expect(quotes.quotes).toContainEqual(
      expect.objectContaining({ symbol: 'ICE/GAS3', price: 733.25, sellerAccountId: sellerId }),
    );
    controller.abort();
  },
  30_000,
);
