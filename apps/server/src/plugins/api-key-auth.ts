// API keys (issue 27, decision 067): a request with `Authorization: Bearer <secret>` to a route that
// declares `config.apiScope` acts for the key's company, with the key's scopes only. Registered after
// the session plugin and before authorization, so the audience check sees the key's caller. The
// api-keys feature supplies the lookup (plugins import no feature); the key is read from the database
// on every call, so a revoke holds at once in every process.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiScope } from '@fuel/domain/contracts/api-keys';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { AppError } from '../shared/app-error';
import { countHit } from '../shared/rate-limit';
import type { AuthContext } from './authorization';

/** The caller behind a key's secret, or null when the key does not work (unknown, revoked, expired). */
export type KeyAuthenticator = (secret: string) => Promise<AuthContext | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope a key needs for this route; without it the route is for sessions only (decision 067). */
    apiScope?: ApiScope;
  }
  interface FastifyInstance {
    apiKeyAuth: { use(authenticate: KeyAuthenticator): void };
  }
}

const WINDOW_MS = 60_000;
export const keyInvalid = () => new AppError(401, 'API_TOKEN_INVALID', ERROR_MESSAGES.API_TOKEN_INVALID);

/** The secret of a Bearer header, or null without one. */
export function bearerSecret(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

export default fp(async function apiKeyAuthPlugin(app: FastifyInstance) {
  let authenticate: KeyAuthenticator | null = null;
  app.decorate('apiKeyAuth', {
    use: (fn: KeyAuthenticator) => {
      authenticate = fn;
    },
  });

  /** Per key over all processes (the shared rate-limit table): RateLimit headers on every answer, 429 above. */
  async function limit(key: number, reply: FastifyReply): Promise<void> {
    const max = app.config.apiKeyRateLimitPerMinute;
    const now = app.now();
    const { count, resetsAt } = await countHit(app.db, `api-key:${key}`, WINDOW_MS, now);
    const reset = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
    reply.header('RateLimit-Policy', `${max};w=${WINDOW_MS / 1000}`);
    reply.header('RateLimit', `limit=${max}, remaining=${Math.max(0, max - count)}, reset=${reset}`);
    if (count > max) {
      reply.header('Retry-After', String(reset));
      throw new AppError(429, 'API_RATE_LIMITED', ERROR_MESSAGES.API_RATE_LIMITED);
    }
  }

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const config = request.routeOptions.config;
    const scope = config?.apiScope;
    if (!scope) return;
    const secret = bearerSecret(request.headers.authorization);
    if (secret === null) {
      // A route only for keys (the price ingest) has no session caller to fall back to.
      if (config.audience === 'api-key') throw keyInvalid();
      return;
    }
    const auth = authenticate ? await authenticate(secret) : null;
    if (!auth?.apiKeyId) throw keyInvalid();
    await limit(auth.apiKeyId, reply);
    if (!auth.scopes?.includes(scope)) throw new AppError(403, 'API_SCOPE_MISSING', ERROR_MESSAGES.API_SCOPE_MISSING);
    // The key decides, not a cookie that came along: the request acts for the key's company.
    request.auth = auth;
  });
});
