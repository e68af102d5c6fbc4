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
