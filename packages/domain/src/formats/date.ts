/**
 * Date formats of spec section 9 and the day boundaries of section 5, without a date library:
 * Intl.DateTimeFormat delivers the numeric parts in the wanted time zone, the text around them is
 * ours. Month names come from a fixed table, not from Intl, because ICU versions disagree
 * ("März"/"Mär", "Juni"/"Jun.") and output must be identical on every machine.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/**
 * The "MMM" of the spec's patterns "dd. MMM." and "dd. MMM. yyyy. HH:mm:ss": always three letters,
 * followed by the pattern's own dot, so every month reads the same way ("15. Mai.", "05. Nov.").
 */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mär',
  'Apr',
  'Mai',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Okt',
  'Nov',
  'Dez',
] as const;

export type DateInput = Date | string;

/** Calendar date and wall-clock time in one time zone. `month` is 1..12. */
export type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      // h23, not hour12: false, which some ICU versions render as "24" at midnight.
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function toDate(d: DateInput): Date | null {
  const date = d instanceof Date ? d : new Date(d);
  return Number.isNaN(date.getTime()) ? null : date;
}

function toValidDate(d: DateInput): Date {
  const date = toDate(d);
  if (!date) throw new RangeError(`invalid date: ${String(d)}`);
  return date;
}

/** The wall-clock parts of an instant in a time zone. */
export function zonedParts(d: DateInput, timeZone: string = DEFAULT_TIME_ZONE): ZonedParts {
  const values: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(toValidDate(d))) values[part.type] = part.value;
  return {
    year: Number(values.year),
    month: Number(values.month),
    day: Number(values.day),
    hour: Number(values.hour),
    minute: Number(values.minute),
    second: Number(values.second),
  };
}

/** Midnight UTC of a calendar date as epoch ms; unlike Date.UTC, years 0..99 stay as given. */
function utcDay(year: number, month: number, day: number): number {
  return new Date(0).setUTCFullYear(year, month - 1, day);
}

/** Offset of the zone's wall clock from UTC at an instant, in milliseconds (Berlin summer: +2 h). */
function offsetAt(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  const wall = utcDay(p.year, p.month, p.day) + ((p.hour * 60 + p.minute) * 60 + p.second) * 1000;
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The first instant of a calendar day in a zone. */
function startOfZonedDay(year: number, month: number, day: number, timeZone: string): number {
  const midnight = utcDay(year, month, day);
  // Two passes settle the offset across a DST change.
  const first = midnight - offsetAt(midnight, timeZone);
  const second = midnight - offsetAt(first, timeZone);
  // Where a zone skips midnight (DST change at 00:00), `second` falls on the day before and
  // `first` is the moment of the change, which is when the day begins.
  const p = zonedParts(new Date(second), timeZone);
  return utcDay(p.year, p.month, p.day) < midnight ? first : second;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The instant a wall-clock time on a calendar day ("2026-11-20", "07:30") names in a zone (forms). */
export function zonedInstant(day: string, time: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = utcDay(year, month, date) + (hours * 60 + minutes) * 60_000;
  // Two passes settle the offset across a DST change, as for the start of a day.
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

/** "05. Nov." (dd. MMM.); "" for an invalid date. */
export function formatDayMonth(d: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (!toDate(d)) return '';
  const p = zonedParts(d, timeZone);
  return `${pad(p.day)}. ${MONTH_ABBREVIATIONS[p.month - 1]}.`;
}

/** The zone both brands' business time is on: Europe/Berlin (brands A, C) and Europe/Zurich (B). */
const CENTRAL_EUROPEAN: Record<number, string> = { 60: 'MEZ', 120: 'MESZ' };

/**
 * The German name of the zone's time at an instant (issue 14: a time of day carries its zone):
 * "MEZ" / "MESZ" for Central European winter / summer time (Berlin and Zurich alike), "UTC" or
 * "UTC+05:30" for other offsets. "" for an invalid date.
 */
export function zoneAbbreviation(d: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = toDate(d);
  if (!date) return '';
  const minutes = Math.round(offsetAt(date.getTime(), timeZone) / 60_000);
  const named = CENTRAL_EUROPEAN[minutes];
  if (named && /^Europe\//.test(timeZone)) return named;
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * "05. Nov. 2026. 14:03:09 MEZ" (dd. MMM. yyyy. HH:mm:ss and the zone); "" for an invalid date.
 * Every date with a time of day on screen and in mails uses this (or formatClockTime).
 */
export function formatDateTimeLong(d: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (!toDate(d)) return '';
  const p = zonedParts(d, timeZone);
  const clock = `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
  return `${pad(p.day)}. ${MONTH_ABBREVIATIONS[p.month - 1]}. ${pad(p.year, 4)}. ${clock} ${zoneAbbreviation(d, timeZone)}`;
}

/** "14:03:09 MEZ" (or "14:03 MEZ" without seconds): a time of day with its zone; "" for an invalid date. */
export function formatClockTime(
  d: DateInput,
  { timeZone = DEFAULT_TIME_ZONE, seconds = true }: { timeZone?: string; seconds?: boolean } = {},
): string {
  if (!toDate(d)) return '';
  const p = zonedParts(d, timeZone);
  const clock = seconds ? `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` : `${pad(p.hour)}:${pad(p.minute)}`;
  return `${clock} ${zoneAbbreviation(d, timeZone)}`;
}

/** "05.11.2026" (DD.MM.YYYY, order history); "" for an invalid date. */
export function formatDate(d: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (!toDate(d)) return '';
  const p = zonedParts(d, timeZone);
  return `${pad(p.day)}.${pad(p.month)}.${pad(p.year, 4)}`;
}

/** The first instant of the calendar day (in the zone) that contains d. Throws on an invalid date. */
export function startOfDay(d: DateInput, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const p = zonedParts(d, timeZone);
  return new Date(startOfZonedDay(p.year, p.month, p.day, timeZone));
}

/** 23:59:59.999 local time of the calendar day that contains d (also on 23- and 25-hour days). */
export function endOfDay(d: DateInput, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const p = zonedParts(d, timeZone);
  const next = new Date(utcDay(p.year, p.month, p.day + 1));
  return new Date(startOfZonedDay(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone) - 1);
}

/**
 * A date filter (spec section 5): from the start of the first day to the end of the last day.
 * Dates given the wrong way round are swapped, so the range is never empty.
 */
export function dateRangeFilter(
  from: Date,
  to: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): { start: Date; end: Date } {
  const [first, last] = toValidDate(from).getTime() <= toValidDate(to).getTime() ? [from, to] : [to, from];
  return { start: startOfDay(first, timeZone), end: endOfDay(last, timeZone) };
}

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:mm" from 00:00 to 23:59, two digits each (spec section 5 time input). */
export function isValidTime(text: string): boolean {
  return TIME_PATTERN.test(text);
}

export function parseTime(text: string): { hours: number; minutes: number } | null {
  const match = TIME_PATTERN.exec(text);
  return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : null;
}

/** { hours: 7, minutes: 5 } -> "07:05". */
export function formatTime(time: { hours: number; minutes: number }): string {
  return `${pad(time.hours)}:${pad(time.minutes)}`;
}
