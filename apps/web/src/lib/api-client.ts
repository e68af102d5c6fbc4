import type { z } from 'zod';
import { ApiErrorSchema } from '@fuel/domain/contracts/errors';
import { reportServerReached } from './connection-status';

/** Header the server requires on every mutating call (CSRF protection, DESIGN.md section 4). */
export const CSRF_HEADER = { name: 'X-Requested-With', value: 'XMLHttpRequest' } as const;

/** Both a refused connection and a request without answer within REQUEST_TIMEOUT_MS (status 0). */
export const NETWORK_MESSAGE =
  'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';
/** How long a call may wait for the server's answer before it counts as "no connection". */
export const REQUEST_TIMEOUT_MS = 15_000;
const UNKNOWN_MESSAGE = 'Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es erneut.';
const INVALID_RESPONSE_MESSAGE = 'Die Antwort des Servers ist ungültig. Bitte versuchen Sie es erneut.';

/** A refused or failed call: HTTP status (0 when the server was not reached), code and German message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Turns a non-2xx response body into an ApiError; bodies that are not our error shape get a generic one. */
export function parseErrorBody(status: number, body: unknown): ApiError {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(status, code, message, fields ?? {});
  }
  return new ApiError(status, status === 404 ? 'NOT_FOUND' : 'HTTP_ERROR', UNKNOWN_MESSAGE);
}

/**
 * What happens on a 401: 'logout' (default) ends the local session (spec section 8); 'throw' only
 * throws, for the calls where a 401 is an expected answer (user check, login, logout, reset).
 */
export type On401 = 'logout' | 'throw';

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The contract schema of the answer; the answer is validated against it. */
  schema: z.ZodType<T>;
  on401?: On401;
  signal?: AbortSignal;
  /** Overrides REQUEST_TIMEOUT_MS (tests). */
  timeoutMs?: number;
};

let unauthorizedHandler: (() => void) | null = null;

/** The app registers what a 401 does (clear the session, go to /login); kept here to avoid a cycle. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/** Spec section 8: 400, 403, 404, 500 and 503 only reach the console; any other failure too, generically. */
function logFailure(method: string, path: string, error: ApiError): void {
  const known = [400, 401, 403, 404, 500, 503].includes(error.status);
  const prefix = known ? `${method} ${path} -> ${error.status}` : `${method} ${path} failed (${error.status})`;
  console.error(`${prefix} ${error.code}: ${error.message}`);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The one fetch wrapper of the web app: CSRF header, JSON, error parsing, answer validation. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', [CSRF_HEADER.name]: CSRF_HEADER.value };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(path, { method, headers, body, credentials: 'same-origin', signal });
    payload = await readJson(response);
  } catch (cause) {
    // The caller's own abort (a query that is no longer needed) stays an abort; anything else is "no connection".
    if (options.signal?.aborted) throw cause;
    const error = new ApiError(0, timeout.aborted ? 'TIMEOUT' : 'NETWORK_ERROR', NETWORK_MESSAGE);
    logFailure(method, path, error);
    reportServerReached(false);
    throw error;
  }
  reportServerReached(true);

  if (!response.ok) {
    const error = parseErrorBody(response.status, payload);
    logFailure(method, path, error);
    if (response.status === 401 && (options.on401 ?? 'logout') === 'logout') unauthorizedHandler?.();
    throw error;
  }
  if (response.status === 201 || response.status === 202 || response.status === 204) {
    console.info(`${method} ${path} -> ${response.status}`);
  }

  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    const error = new ApiError(response.status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE);
    console.error(`${method} ${path}: the answer does not match its contract`, parsed.error.issues);
    throw error;
  }
  return parsed.data;
}

type CallOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const apiGet = <T>(path: string, options: CallOptions<T>) => apiRequest(path, { ...options, method: 'GET' });
export const apiPost = <T>(path: string, body: unknown, options: CallOptions<T>) =>
  apiRequest(path, { ...options, method: 'POST', body });
export const apiPut = <T>(path: string, body: unknown, options: CallOptions<T>) =>
  apiRequest(path, { ...options, method: 'PUT', body });
export const apiDelete = <T>(path: string, options: CallOptions<T>) =>
  apiRequest(path, { ...options, method: 'DELETE' });

/**
 * Sends a file as the raw body with upload progress (fetch has none), otherwise as apiRequest: CSRF
 * header, error parsing, 401 handling, answer validation. No time limit while bytes are moving: a
 * large file on a slow line may take longer than REQUEST_TIMEOUT_MS.
 */
export function apiUpload<T>(
  path: string,
  file: Blob,
  options: { schema: z.ZodType<T>; contentType: string; onProgress?: (fraction: number) => void },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader(CSRF_HEADER.name, CSRF_HEADER.value);
    xhr.setRequestHeader('Content-Type', options.contentType);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => {
      const error = new ApiError(0, 'NETWORK_ERROR', NETWORK_MESSAGE);
      logFailure('POST', path, error);
      reportServerReached(false);
      reject(error);
    };
    xhr.onload = () => {
      reportServerReached(true);
      let payload: unknown;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        payload = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = parseErrorBody(xhr.status, payload);
        logFailure('POST', path, error);
        if (xhr.status === 401) unauthorizedHandler?.();
        reject(error);
        return;
      }
      const parsed = options.schema.safeParse(payload);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, 'INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE));
    };
    xhr.send(file);
  });
}
