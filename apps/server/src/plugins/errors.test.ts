import { expect, test } from 'vitest';
import Fastify from 'fastify';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { PASSWORD_MESSAGES } from '@fuel/domain/validation/password';
import { AppError } from '../shared/app-error';
import { resolvePlatform } from './platform';
import errorsPlugin, { DATABASE_RETRY_AFTER_SECONDS } from './errors';
import net from 'node:net';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { isDatabaseUnavailableError } from '../shared/pg-errors';

/** The errors plugin alone under a brand, with routes that refuse in German (with "ß" and "MwSt."). */
async function appOf(brand: 'A' | 'B') {
  const app = Fastify();
  app.decorate('platform', resolvePlatform(brand, {}));
  await app.register(errorsPlugin);
  app.get('/thrown', async () => {
    throw new AppError(409, 'BASKET_TECHNICAL_ERROR', ERROR_MESSAGES.BASKET_TECHNICAL_ERROR, {
      password: PASSWORD_MESSAGES.NO_UPPERCASE,
    });
  });
  app.get('/sent', async (_request, reply) =>
    reply.status(400).send({ error: { code: 'X', message: 'Die MwSt. ist außerhalb.' } }),
  );
  app.get('/data', async () => ({ street: 'Rheinkaistraße 4' }));
  await app.ready();
  return app;
}

test('brand B answers every error in Swiss spelling: message and field messages, thrown or sent', async () => {
  const app = await appOf('B');
  const thrown = (await app.inject({ method: 'GET', url: '/thrown' })).json();
  expect(thrown.error.message).toBe(ERROR_MESSAGES.BASKET_TECHNICAL_ERROR.replace('schließen', 'schliessen'));
  expect(thrown.error.fields.password).toBe(
    'Das Passwort muss mindestens einen Grossbuchstaben (A–Z, ohne Umlaute) enthalten.',
  );
  expect((await app.inject({ method: 'GET', url: '/sent' })).json().error.message).toBe('Die MWST ist ausserhalb.');
  // Data is not rewritten: a stored name keeps its spelling.
  expect((await app.inject({ method: 'GET', url: '/data' })).json()).toEqual({ street: 'Rheinkaistraße 4' });
  await app.close();
});

test('brand A answers German unchanged', async () => {
  const app = await appOf('A');
  const thrown = (await app.inject({ method: 'GET', url: '/thrown' })).json();
  expect(thrown.error).toEqual({
    code: 'BASKET_TECHNICAL_ERROR',
    message: ERROR_MESSAGES.BASKET_TECHNICAL_ERROR,
    fields: { password: PASSWORD_MESSAGES.NO_UPPERCASE },
  });
  await app.close();
});

/** A port on which nothing listens: a real connection attempt there fails with ECONNREFUSED. */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A "PostgreSQL" that accepts the connection and drops it at once, as a restarting server does. */
async function droppingServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('a database that is away answers 503 DATABASE_UNAVAILABLE with Retry-After, in German, never 500', async () => {
  const refused = drizzle({
    client: new pg.Pool({ connectionString: `postgres://x@127.0.0.1:${await deadPort()}/x` }),
  });
  const dropping = await droppingServer();
  const dropped = new pg.Pool({ connectionString: `postgres://x@127.0.0.1:${dropping.port}/x` });
  for (const brand of ['A', 'B'] as const) {
    const app = Fastify();
    app.decorate('platform', resolvePlatform(brand, {}));
    await app.register(errorsPlugin);
    // Real driver errors: Drizzle's wrapped ECONNREFUSED, and node-postgres's "Connection terminated".
    app.get('/refused', async () => refused.execute(sql`select 1`));
    app.get('/dropped', async () => dropped.query('select 1'));
    app.get('/shutdown', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    });
    for (const url of ['/refused', '/dropped', '/shutdown']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(res.json().error, url).toEqual({
        code: 'DATABASE_UNAVAILABLE',
        message: ERROR_MESSAGES.DATABASE_UNAVAILABLE,
      });
    }
    await app.close();
  }
  await dropped.end();
  await dropping.close();
});

test('a statement error is not mistaken for an unavailable database', async () => {
  expect(isDatabaseUnavailableError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  expect(isDatabaseUnavailableError(new Error('boom'))).toBe(false);
  expect(isDatabaseUnavailableError(Object.assign(new Error('x'), { cause: { code: '08006' } }))).toBe(true);
  expect(
    isDatabaseUnavailableError(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })])),
  ).toBe(true);
});
