import type { FastifyInstance } from 'fastify';
import type { MarketEvent } from '@fuel/domain/contracts/market-data';
import { loginAs } from './demo-login';

/**
 * The next market event of this app that matches. On PostgreSQL events come back over NOTIFY, a
 * moment after publish() resolved, so tests wait for them instead of expecting them at once.
 */
export function nextEvent<T extends MarketEvent['type']>(
  app: FastifyInstance,
  type: T,
  match: (event: Extract<MarketEvent, { type: T }>) => boolean = () => true,
  timeoutMs = 5000,
): Promise<Extract<MarketEvent, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`no ${type} event within ${timeoutMs} ms`));
    }, timeoutMs);
    const unsubscribe = app.events.subscribe((event) => {
      if (event.type !== type || !match(event as Extract<MarketEvent, { type: T }>)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(event as Extract<MarketEvent, { type: T }>);
    });
  });
}

/** Polls until `check` passes (or throws its last error after `timeoutMs`). */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

/** A demo seller switched to price type API with a fresh API token. */
export async function apiSeller(app: FastifyInstance, username = 'verkaeufer') {
  const agent = await loginAs(app, username);
  const type = await agent.put('/api/pricing/price-type', { priceType: 'API' });
  if (type.statusCode !== 200) throw new Error(`price type of ${username}: ${type.statusCode} ${type.body}`);
  const created = await agent.post('/api/pricing/api-tokens', { name: 'Preisserver' });
  if (created.statusCode !== 201) throw new Error(`token of ${username}: ${created.statusCode} ${created.body}`);
  const { secret, token } = created.json() as { secret: string; token: { id: number } };
  const account = await agent.get('/api/account');
  return { agent, secret, tokenId: token.id, accountId: (account.json() as { id: number }).id };
}

/** POST /api/price-feed/ticks as a machine would: a bearer token, no cookie, no CSRF header. */
export function ingest(app: FastifyInstance, secret: string | null, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/price-feed/ticks',
    headers: secret === null ? {} : { authorization: `Bearer ${secret}` },
    payload: body as never,
  });
}
