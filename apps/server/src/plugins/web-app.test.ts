import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { IMMUTABLE, REVALIDATE } from './web-app';

// Issue 15 part 5: the built app goes out as the build compressed it, hashed files cached for good.
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<!-- page -->'.repeat(200)}</body></html>`;
const SCRIPT = `export const page = ${JSON.stringify('x'.repeat(4000))};`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fuel-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [file, text] of [
    ['index.html', INDEX],
    ['assets/index-abc123.js', SCRIPT],
  ]) {
    fs.writeFileSync(path.join(dist, file), text);
    // Each copy marked, so a test sees the build's file arrive rather than one compressed per request.
    fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(`${text}\n/* br */`));
    fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(`${text}\n/* gz */`));
  }
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

test('a hashed asset is sent precompressed as the browser accepts it and cached as immutable', async () => {
  const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(`${SCRIPT}\n/* br */`);
  expect(br.headers['cache-control']).toBe(IMMUTABLE);
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers.vary).toMatch(/accept-encoding/i);

  const gzip = await get('/assets/index-abc123.js', 'gzip, deflate');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(`${SCRIPT}\n/* gz */`);

  const plain = await get('/assets/index-abc123.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(SCRIPT);
  expect(plain.headers['cache-control']).toBe(IMMUTABLE);
});

test('index.html, directly or for a client route, is compressed and revalidated on every visit', async () => {
  for (const url of ['/index.html', '/login', '/markt?x=1']) {
    const res = await get(url, 'gzip, deflate, br');
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-encoding'], url).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(`${INDEX}\n/* br */`);
    expect(res.headers['cache-control'], url).toBe(REVALIDATE);
  }
});

test('a missing asset and an unknown API path stay 404s, never the page', async () => {
  expect((await get('/api/does-not-exist', 'br')).json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  const res = await get('/assets/gone-123.js', 'br');
  expect(res.statusCode).toBe(404);
  expect(res.headers['cache-control']).not.toBe(IMMUTABLE);
});
