// A webhook receiver on loopback for tests: answers as told (ok, an HTTP error, or no answer at all),
// verifies every signature with its own HMAC (node:crypto, not the server's helper) and processes each
// event exactly once by its Webhook-Id, as a partner's receiver should.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookEventBody } from '@fuel/domain/contracts/webhooks';

export type Received = {
  path: string;
  id: string;
  timestamp: number;
  signatures: string[];
  body: string;
  json: WebhookEventBody;
};
export type Behaviour = 'ok' | 500 | 'hang';

export type Receiver = {
  url: string;
  /** Every request, in order of arrival (retries and resends included). */
  received: Received[];
  /** Event id -> body, each id once (the receiver's dedupe). */
  processed: Map<string, WebhookEventBody>;
  /** The answers of the next requests; 'ok' when empty. */
  script: Behaviour[];
  /**
   * The answers of the next requests to one path (`${url}/<name>`), before `script`: a test's own
   * endpoint gets its answers even while other tests' retries reach the receiver meanwhile.
   */
  scriptFor(name: string): Behaviour[];
  /** Answers the held requests with 200 (their events count as processed). */
  release(): void;
  /** Resolves when `n` requests have arrived in total. */
  waitFor(n: number): Promise<void>;
  close(): Promise<void>;
};

/** Whether one of the `v1=` signatures is the HMAC of `${timestamp}.${body}` with `secret`. */
export function verifies(r: Received, secret: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(`${r.timestamp}.${r.body}`).digest('hex'));
  return r.signatures.some((s) => {
    const given = Buffer.from(s);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export async function startReceiver(host = '127.0.0.1'): Promise<Receiver> {
  const received: Received[] = [];
  const processed = new Map<string, WebhookEventBody>();
  const script: Behaviour[] = [];
  const scripts = new Map<string, Behaviour[]>();
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  const hanging = new Map<http.ServerResponse, Received>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const r: Received = {
        path: req.url ?? '',
        id: String(req.headers['webhook-id']),
        timestamp: Number(req.headers['webhook-timestamp']),
        signatures: String(req.headers['webhook-signature'] ?? '')
          .split(' ')
          .filter((s) => s.startsWith('v1='))
          .map((s) => s.slice(3)),
        body,
        json: JSON.parse(body) as WebhookEventBody,
      };
      received.push(r);
      const behaviour = scripts.get(r.path)?.shift() ?? script.shift() ?? 'ok';
      if (behaviour === 'hang') hanging.set(res, r);
      else if (behaviour === 500) res.writeHead(500).end('kaputt');
      else {
        if (!processed.has(r.id)) processed.set(r.id, r.json);
        res.writeHead(200).end('ok');
      }
      for (const w of waiters.filter((w) => received.length >= w.n)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/hooks`,
    received,
    processed,
    script,
    scriptFor: (name) => {
      const path = `/hooks/${name}`;
      if (!scripts.has(path)) scripts.set(path, []);
      return scripts.get(path)!;
    },
    waitFor: (n) =>
      received.length >= n ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ n, resolve })),
    release: () => {
      for (const [res, r] of hanging) {
        if (!processed.has(r.id)) processed.set(r.id, r.json);
        res.writeHead(200).end('ok');
      }
      hanging.clear();
    },
    close: async () => {
      for (const res of hanging.keys()) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
