/** PostgreSQL error code (and constraint) of a driver error, also when Drizzle wrapped it. */
export function isPgError(err: unknown, code: string, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const c = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (c.code === code && (!constraint || c.constraint === constraint || String(c.message ?? '').includes(constraint)))
      return true;
  }
  return false;
}

/**
 * PostgreSQL data exceptions caused by what a client sent: string too long (22001), numeric out of
 * range (22003), bad date/time (22007, 22008), NUL or invalid byte sequence (22021), invalid text
 * representation (22P02), untranslatable character (22P05).
 */
const INVALID_INPUT_CODES = ['22001', '22003', '22007', '22008', '22021', '22P02', '22P05'];

export function isInvalidInputPgError(err: unknown): boolean {
  return INVALID_INPUT_CODES.some((code) => isPgError(err, code));
}

/**
 * Signs that the database itself is away (a restart, a failover, the network), not that the statement
 * was wrong: the socket errors of node:net, PostgreSQL's connection exceptions (class 08), shutdown and
 * start-up (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now), too many
 * connections (53300), and node-postgres's own messages for a connection that ended or never came.
 */
const UNAVAILABLE_NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_PG_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/** True when the error (or what it wraps: Drizzle's query error, an AggregateError of dial attempts) says the database is unreachable. */
export function isDatabaseUnavailableError(err: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (e: unknown, depth: number): boolean => {
    if (!e || typeof e !== 'object' || depth > 6 || seen.has(e)) return false;
    seen.add(e);
    const c = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    const code = typeof c.code === 'string' ? c.code : '';
    if (UNAVAILABLE_NET_CODES.has(code) || UNAVAILABLE_PG_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    const message = typeof c.message === 'string' ? c.message : '';
    if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    if (Array.isArray(c.errors) && c.errors.some((inner) => visit(inner, depth + 1))) return true;
    return visit(c.cause, depth + 1);
  };
  return visit(err, 0);
}
