// Calendar days "YYYY-MM-DD" (decision 063): the one day arithmetic of the platform. A calendar day
// has no time zone; which day it is now is the brand's business time zone's answer (zones.ts).

const DAY_MS = 86_400_000;
const epochDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfEpoch = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The calendar day `n` days after `day` (before, when negative); crosses months, years and leap days. */
export function addDays(day: string, n: number): string {
  return dayOfEpoch(epochDay(day) + n);
}

/** Whole days from a to b; negative when b is before a. */
export function daysBetween(a: string, b: string): number {
  return epochDay(b) - epochDay(a);
}

/** 1 (Monday) ... 7 (Sunday), ISO 8601. */
export function isoWeekday(day: string): number {
  // 1970-01-01 was a Thursday.
  return ((((epochDay(day) + 3) % 7) + 7) % 7) + 1;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written "YYYY-MM-DD" (no 2026-02-30). */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The first and last day of a month "YYYY-MM". */
export function monthDays(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * A calendar day as an instant: noon UTC is the same day in every European zone, so formatting it in
 * business time never shifts it to the day before or after.
 */
export const calendarDayInstant = (day: string): string => `${day}T12:00:00Z`;
