// One POST of a delivery over node:http(s) with keep-alive agents. Replaces fetch: in the webhook bench
// (issue 27) fetch with AbortSignal.timeout cost ~0.4 ms of the server's thread per delivery, most of it
// in undici's stream and abort plumbing; a plain request on a kept-alive socket costs a fraction.
import http from 'node:http';
import https from 'node:https';

// An idle socket is closed after 4 s, before a receiver's own keep-alive timeout (Node's default is
// 5 s) could close it under a request that reuses it (ECONNRESET, a needless retry 30 s later).
const agentOptions = { keepAlive: true, maxSockets: 50, timeout: 4_000 };
const agents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) };

export class WebhookTimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * POSTs `body` and resolves with the answer's status once its head arrived (the body is discarded, a
 * redirect is not followed). Rejects on a connection error, or with WebhookTimeoutError after
 * `timeoutMs` without an answer.
 */
export function postJson(url: string, headers: Record<string, string>, body: string, timeoutMs: number) {
  return new Promise<number>((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const agent = agents[target.protocol as keyof typeof agents];
    if (!agent) {
      reject(new Error(`unsupported protocol ${target.protocol}`));
      return;
    }
    const req = client.request(target, {
      method: 'POST',
      agent,
      headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
    });
    const timer = setTimeout(() => req.destroy(new WebhookTimeoutError()), timeoutMs);
    req.once('response', (res) => {
      clearTimeout(timer);
      // Drained, not kept: the socket goes back to the agent for the next delivery.
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(body);
  });
}
