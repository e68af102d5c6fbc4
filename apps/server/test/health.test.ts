import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

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
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Die Eingaben sind unvollständig oder ungültig.' });
  }
});
