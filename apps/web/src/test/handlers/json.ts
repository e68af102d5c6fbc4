import { http, HttpResponse } from 'msw';

/** A JSON answer as the server sends it; `body` typed by the caller's domain contract. */
export function json<T>(body: T, status = 200) {
  return HttpResponse.json(body as never, { status });
}

/** The shared error body of the API (`{ error: { code, message, fields? } }`). */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });
}

/** What a handler received, shaped like a fetch call (`[path with query, { method, body }]`), so tests can keep asserting on calls. */
export type RequestSpy = (path: string, init: { method: string; body: string }) => void;

/** Tells `spy` about the request and gives the body text back (read once, directly: a clone is slower to read). */
export async function report(request: Request, spy?: RequestSpy): Promise<string> {
  const body = await request.text();
  const url = new URL(request.url);
  spy?.(url.pathname + url.search, { method: request.method, body });
  return body;
}

/** A handler's answer: the contract's data (200), or a prepared response such as `apiError(...)`. */
export type Answer<T> = T | Response;

// A clone, so a prepared response can answer more than once (a refetch).
export const reply = <T>(answer: Answer<T>, status = 200) =>
  answer instanceof Response ? answer.clone() : json(answer, status);

/** Every other API call answered 404, for tests whose page may ask for more than the test is about. Pass it last to `server.use` (the first matching handler answers). */
export const otherwiseNotFound = () => http.all('/api/*', () => apiError(404, 'NOT_FOUND', 'Nicht gefunden.'));
