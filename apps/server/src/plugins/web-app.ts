import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { NOT_FOUND_BODY } from './errors';

const DEFAULT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Files under /assets carry a content hash in their name: a new build gives them a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashes: the browser asks again (a 304 when nothing changed). */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built web app when it exists and falls back to index.html for client routes;
 * unknown /api paths stay JSON 404s. The build writes a brotli and a gzip copy beside every text
 * file (apps/web/vite.config.ts); the one the browser accepts is sent as it is (decision 039).
 */
export default fp(async function webAppPlugin(app: FastifyInstance) {
  const dist = app.config.webDist ?? DEFAULT_DIST;
  const hasWeb = fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    const assets = path.join(dist, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : REVALIDATE),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing hashed file (an old build's chunk) is a 404, not the page: the chunk guard reports it.
    const isPage = request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/assets/');
    if (hasWeb && isPage) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(NOT_FOUND_BODY);
  });
});
