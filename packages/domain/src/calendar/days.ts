// Calendar days "YYYY-MM-DD" (decision 063): the one day arithmetic of the platform. A calendar day
// has no time zone; which day it is now is the brand's business time zone's answer (zones.ts).

const DAY_MS = 86_400_000;
const epochDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfEpoch = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The calendar day `n` days after `day` (before, when negative); crosses months, years and leap days. */
export function addDays(day: string, n: number): string {
  return dayOfEpoch(epochDay(day) + n);
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
