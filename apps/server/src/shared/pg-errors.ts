/** PostgreSQL error code (and constraint) of a driver error, also when Drizzle wrapped it. */
export function isPgError(err: unknown, code: string, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const c = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (c.code === code && (!constraint || c.constraint === constraint || String(c.message ?? '').includes(constraint))) return true;
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
