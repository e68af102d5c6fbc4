import { http, HttpResponse } from 'msw';

/** A JSON answer as the server sends it; `body` typed by the caller's domain contract. */
export function json<T>(body: T, status = 200) {
  return HttpResponse.json(body as never, { status });
}

/** The shared error body of the API (`{ error: { code, message, fields? } }`). */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });
}

/** Records what a handler received, for tests that assert on the request. */
export type Received = { method: string; url: URL; headers: Headers; body: unknown };

export async function receive(request: Request): Promise<Received> {
  const text = await request.clone().text();
  let body: unknown = text === '' ? undefined : text;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON (a CSV upload, a form): kept as text.
  }
  return { method: request.method, url: new URL(request.url), headers: request.headers, body };
}

/** What a handler received, shaped like a fetch call (`[path with query, { method, body }]`), so tests can keep asserting on calls. */
export type RequestSpy = (path: string, init: { method: string; body: string }) => void;

export async function report(request: Request, spy?: RequestSpy) {
  if (!spy) return;
  const url = new URL(request.url);
  spy(url.pathname + url.search, { method: request.method, body: await request.clone().text() });
}

/** A handler's answer: the contract's data (200), or a prepared response such as `apiError(...)`. */
export type Answer<T> = T | Response;

// A clone, so a prepared response can answer more than once (a refetch).
export const reply = <T>(answer: Answer<T>, status = 200) => (answer instanceof Response ? answer.clone() : json(answer, status));

/** Every other API call answered 404, for tests whose page may ask for more than the test is about. Pass it last to `server.use` (the first matching handler answers). */
export const otherwiseNotFound = () => http.all('/api/*', () => apiError(404, 'NOT_FOUND', 'Nicht gefunden.'));
