import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('GET /api/health answers ok with the database kind', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ status: 'ok', brand: 'A' });
});

test('an unknown /api path is a JSON 404', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
  expect(res.statusCode).toBe(404);
  expect(res.json().error.code).toBe('NOT_FOUND');
});

test('malformed URLs get the German error body, not Fastify English', async () => {
  for (const url of ['/api/password/reset/' + 'a'.repeat(150), '/api/password/reset/%E0%A4%A']) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Die Eingaben sind unvollständig oder ungültig.',
    });
  }
});

test('readiness answers 503 DATABASE_UNAVAILABLE with Retry-After once the database is gone; liveness stays 200', async () => {
  const gone = await createTestApp();
  // The app keeps running on a database that no longer answers (closed pool or PGlite).
  await gone.database.close();
  const ready = await gone.app.inject({ method: 'GET', url: '/api/health' });
  expect(ready.statusCode).toBe(503);
  expect(ready.headers['retry-after']).toBe('5');
  expect(ready.json().error).toEqual({ code: 'DATABASE_UNAVAILABLE', message: ERROR_MESSAGES.DATABASE_UNAVAILABLE });
  expect((await gone.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  await gone.app.close();
});
