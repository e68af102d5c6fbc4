import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../test/server';
import { ApiError, apiGet, apiPost, parseErrorBody, setUnauthorizedHandler } from './api-client';

const OkSchema = z.object({ ok: z.literal(true) });

type Call = { url: string; init: { method: string; headers: Headers; body: string; credentials: RequestCredentials } };
let calls: Call[] = [];

/** Answers every request with the given status and JSON body, recording what the server received. */
function answerWith(status: number, body?: unknown) {
  server.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      calls.push({
        url: url.pathname + url.search,
        init: {
          method: request.method,
          headers: request.headers,
          body: await request.text(),
          credentials: request.credentials,
        },
      });
      return new HttpResponse(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

/** A server that never answers: only an abort ends the request. */
const neverAnswer = () => server.use(http.all('/api/*', () => delay('infinite')));

beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  setUnauthorizedHandler(null);
});

describe('parseErrorBody', () => {
  it('reads the shared error shape with code, German message and fields', () => {
    const error = parseErrorBody(400, {
      error: {
        code: 'PASSWORD_POLICY',
        message: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
        fields: { password: 'zu kurz' },
      },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.code).toBe('PASSWORD_POLICY');
    expect(error.message).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');
    expect(error.fields).toEqual({ password: 'zu kurz' });
  });

  it('gives fields an empty object when the server sends none', () => {
    expect(parseErrorBody(403, { error: { code: 'ACCOUNT_BLOCKED', message: 'Gesperrt.' } }).fields).toEqual({});
  });

  it('turns bodies of another shape into a generic German error', () => {
    const html = parseErrorBody(502, '<html>Bad Gateway</html>');
    expect(html.status).toBe(502);
    expect(html.code).toBe('HTTP_ERROR');
    expect(html.message).toMatch(/technischer Fehler/);
    expect(parseErrorBody(404, undefined).code).toBe('NOT_FOUND');
    expect(parseErrorBody(400, { error: { code: 1 } }).code).toBe('HTTP_ERROR');
  });
});

describe('apiRequest', () => {
  it('sends the CSRF header and JSON on mutating calls', async () => {
    answerWith(200, { ok: true });
    await expect(apiPost('/api/login', { username: 'a', password: 'b' }, { schema: OkSchema })).resolves.toEqual({
      ok: true,
    });
    const { url, init } = calls[0];
    const headers = init.headers;
    expect(url).toBe('/api/login');
    expect(init.method).toBe('POST');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"username":"a","password":"b"}');
    expect(init.credentials).toBe('same-origin');
  });

  it('throws a typed ApiError with the server message on a refusal', async () => {
    answerWith(403, { error: { code: 'ACCOUNT_BLOCKED', message: 'Ihr Zugang wurde gesperrt.' } });
    const error = await apiPost('/api/login', {}, { schema: OkSchema, on401: 'throw' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'ACCOUNT_BLOCKED', message: 'Ihr Zugang wurde gesperrt.' });
    expect(console.error).toHaveBeenCalled();
  });

  it('logs the user out on a 401 by default', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answerWith(401, { error: { code: 'UNAUTHENTICATED', message: 'Bitte melden Sie sich an.' } });
    await expect(apiGet('/api/generic/metadata', { schema: OkSchema })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('only throws on a 401 where that is an expected answer (user check at /login)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answerWith(401, { error: { code: 'UNAUTHENTICATED', message: 'Bitte melden Sie sich an.' } });
    await expect(apiGet('/api/user', { schema: OkSchema, on401: 'throw' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not log out on other refusals', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answerWith(500, { error: { code: 'INTERNAL_ERROR', message: 'Ein technischer Fehler ist aufgetreten.' } });
    await expect(apiGet('/api/x', { schema: OkSchema })).rejects.toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('refuses an answer that does not match its contract', async () => {
    answerWith(200, { ok: 'yes' });
    await expect(apiGet('/api/x', { schema: OkSchema })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('reports an unreachable server as status 0 with a German message', async () => {
    server.use(http.all('/api/*', () => HttpResponse.error()));
    await expect(apiGet('/api/x', { schema: OkSchema })).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('gives up on a server that does not answer: status 0, "Keine Verbindung zum Server"', async () => {
    neverAnswer();
    const call = apiPost('/api/orders', {}, { schema: OkSchema, timeoutMs: 20 });
    await expect(call).rejects.toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: expect.stringMatching(/^Keine Verbindung zum Server/),
    });
  });

  it("keeps the caller's own abort an abort", async () => {
    neverAnswer();
    const controller = new AbortController();
    const call = apiGet('/api/x', { schema: OkSchema, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.not.toBeInstanceOf(ApiError);
  });
});
