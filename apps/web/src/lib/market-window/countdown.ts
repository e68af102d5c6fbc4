// The arithmetic of the market-window timer (spec section 4), pure so it is tested without timers.

/**
 * The browser-to-server clock difference (server minus browser, ms) after one more reading of the
 * server's clock. It only ever increases: a reading is late by the answer's travel time, so the
 * largest one is the closest to the truth. The first reading sets it.
 */
export function nextClockDifference(previous: number | null, serverTimeIso: string, browserNowMs: number): number {
  const server = Date.parse(serverTimeIso);
  if (!Number.isFinite(server)) return previous ?? 0;
  const reading = server - browserNowMs;
  return previous === null ? reading : Math.max(previous, reading);
}

/** Milliseconds until the window expires: expires − (now + difference), floored at 0. */
export function countdownMs(expiresIso: string, browserNowMs: number, differenceMs: number): number {
  const expires = Date.parse(expiresIso);
  if (!Number.isFinite(expires)) return 0;
  return Math.max(0, expires - (browserNowMs + differenceMs));
}

/** "mm:ss", rounded up to whole seconds so it reads 00:00 only at zero; minutes may exceed 59. */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const mm = Math.floor(seconds / 60);
  const ss = seconds % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/** Two answers describe the same window when created and expires agree. */
export const windowKey = (window: { created: string; expires: string }): string =>
  `${window.created}|${window.expires}`;
