import zlib from 'node:zlib';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

// Issue 15 part 5: API answers above 1 KB leave compressed; small ones are not worth the work.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

test('a large JSON answer is brotli or gzip as the client accepts, with the same content', async () => {
  const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.rawPayload.length).toBeGreaterThan(1024);

  const br = await get('/api/docs/json', 'gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

  const gzip = await get('/api/docs/json', 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
});

test('an answer under 1 KB goes out as it is', async () => {
  const res = await get('/api/health/live', 'gzip, br');
  expect(res.rawPayload.length).toBeLessThan(1024);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.json()).toMatchObject({ status: 'ok' });
});

test('a compressed request body is refused, never inflated', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'x-requested-with': 'XMLHttpRequest' },
    payload: zlib.gzipSync(JSON.stringify({ username: 'kaeufer', password: 'x' })),
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: ERROR_MESSAGES.VALIDATION_FAILED } });
});
