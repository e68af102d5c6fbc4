import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { agent, createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/demo-login';

// Issue 11 part 6: every answer, refusals included, carries the security headers.
function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("script-src 'self';");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("connect-src 'self'");
  expect(csp, what).not.toMatch(/script-src[^;]*unsafe/);
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('same-origin');
}

describe('over http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('success, 400, 401, 403 and 404 answers, the API docs and malformed URLs all carry the headers', async () => {
    const kaeufer = await loginAs(t.app, 'kaeufer');
    const anonymous = agent(t.app);
    const answers: Array<[string, LightMyRequestResponse, number]> = [
      ['health', await t.app.inject({ method: 'GET', url: '/api/health' }), 200],
      ['logged in', await kaeufer.get('/api/user'), 200],
      ['bad body', await anonymous.post('/api/login', { username: 1 }), 400],
      ['anonymous', await t.app.inject({ method: 'GET', url: '/api/user' }), 401],
      [
        'csrf',
        await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'a', password: 'b' } }),
        403,
      ],
      ['unknown api path', await t.app.inject({ method: 'GET', url: '/api/does-not-exist' }), 404],
      ['api docs page', await t.app.inject({ method: 'GET', url: '/api/docs/' }), 200],
      ['api docs script', await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' }), 200],
      ['openapi json', await t.app.inject({ method: 'GET', url: '/api/docs/json' }), 200],
      ['malformed url', await t.app.inject({ method: 'GET', url: '/api/offers/%E0%A4%A' }), 400],
    ];
    for (const [what, res, status] of answers) {
      expect(res.statusCode, what).toBe(status);
      expectSecurityHeaders(res, what);
    }
  });

  test('no HSTS and no upgrade of requests while the site is served over http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

test('behind https (PUBLIC_URL https://...) the answers carry HSTS and upgrade insecure requests', async () => {
  const t = await createTestApp({ PUBLIC_URL: 'https://fuelmarkt.example' });
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expectSecurityHeaders(res, 'https');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  } finally {
    await t.close();
  }
});
