import { DEFAULT_TIME_ZONE, zonedParts } from '../formats/date';

// Offer windows are calendar days and wall-clock times in Europe/Berlin (the trading day), whatever
// the server's or browser's own time zone is. businessDate is the platform's one business date:
// offers, credit due dates, daily limits, the seed and the browser all ask it (brand B's
// Europe/Zurich keeps the same clock, see the test).

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The business calendar day of an instant, "YYYY-MM-DD" (Europe/Berlin). */
export function businessDate(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(now, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The business wall-clock time of an instant, "HH:mm" (Europe/Berlin). */
export function businessTime(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(now, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written "YYYY-MM-DD" (no 2026-02-30). */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Whole days from a to b (both "YYYY-MM-DD"); negative when b is before a. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
