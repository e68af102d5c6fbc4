import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on every answer (issue 11 part 6), from helmet. The policy is the one the
 * built web app and the Swagger UI at /api/docs work under: scripts only from our origin (Vite emits no
 * inline script), styles also inline (Mantine writes <style> tags and style attributes), fetch and
 * server-sent events to our own origin, images and fonts from our origin or data: URLs (the favicon).
 */
export function securityHeaderOptions(publicUrl: string) {
  const https = publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false as const,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Over plain http (development, a LAN test server) upgrading would send every call to an
        // https port nobody listens on.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' as const },
    // Not helmet's "no-referrer": with it browsers send "Origin: null" on same-origin POSTs, which the
    // CSRF check refuses. "same-origin" still keeps reset-link tokens in URLs from leaving the site.
    referrerPolicy: { policy: 'same-origin' as const },
    // HSTS only when the site is served over https.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * The same headers for answers Fastify gives before any hook runs (a malformed URL goes straight to
 * `frameworkErrors`), so that no answer leaves without them.
 */
export function securityHeadersWithoutHooks(publicUrl: string): (reply: FastifyReply) => void {
  const apply = helmet(securityHeaderOptions(publicUrl));
  return (reply) => apply(reply.request.raw, reply.raw, () => undefined);
}

/**
 * One onRequest hook with helmet's middleware built once at start-up (issue 15): @fastify/helmet
 * builds it again from the options on every request, a few percent of a logged-in call.
 */
export default fp(async function securityHeadersPlugin(app: FastifyInstance) {
  const setSecurityHeaders = securityHeadersWithoutHooks(app.config.publicUrl);
  app.addHook('onRequest', (_request, reply, done) => {
    setSecurityHeaders(reply);
    done();
  });
});
