import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { AppError } from '../shared/app-error';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only for machine-to-machine routes authenticated by a bearer token, never by the session cookie. */
    csrfExempt?: true;
  }
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null; // "null" (sandboxed frames, file://) and garbage never match
  }
}

/** True when the request may change state: our custom header, and no foreign Origin. */
export function passesCsrfCheck(request: FastifyRequest, publicHost: string): boolean {
  // A cross-site form or image cannot set a custom header, and a cross-site fetch with one needs a
  // CORS preflight that this server never grants.
  if (request.headers['x-requested-with'] !== 'XMLHttpRequest') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const host = originHost(origin);
  return host !== null && (host === request.headers.host?.toLowerCase() || host === publicHost);
}

/**
 * Refuses mutating calls without the header or from a foreign origin, before their body is read.
 * Registered after authorization, so an anonymous caller learns only that it must log in.
 */
export default fp(async function csrfPlugin(app: FastifyInstance) {
  const publicHost = new URL(app.config.publicUrl).host.toLowerCase();
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method)) return;
    if (request.routeOptions.config?.csrfExempt) return;
    // A key caller (plugins/api-key-auth.ts) is not authenticated by a cookie a browser sends by itself.
    if (request.auth?.apiKeyId !== undefined) return;
    if (!passesCsrfCheck(request, publicHost)) {
      throw new AppError(403, 'CSRF_REJECTED', ERROR_MESSAGES.CSRF_REJECTED);
    }
  });
});
