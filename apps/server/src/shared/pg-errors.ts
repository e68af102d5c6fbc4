/** PostgreSQL error code (and constraint) of a driver error, also when Drizzle wrapped it. */
export function isPgError(err: unknown, code: string, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const c = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (c.code === code && (!constraint || c.constraint === constraint || String(c.message ?? '').includes(constraint))) return true;
  }
  return false;
}
