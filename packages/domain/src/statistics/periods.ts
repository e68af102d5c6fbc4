// Statistics periods (spec sections 2 and 5): quick ranges, report ranges of Europe/Berlin calendar
// days, and the day/week/month buckets of the product volume report. A day is "YYYY-MM-DD" in
// Europe/Berlin; the orders of a day are those placed from its first instant to 23:59:59.999, so a
// bucket is a set of whole days and never cuts through the 23- or 25-hour day of a DST change.
import { dateRangeFilter, DEFAULT_TIME_ZONE } from '../formats/date';
import { businessDate } from '../offers/business-time';
import { addDays, daysBetween, isoWeekday } from '../calendar/days';

/** The quick range buttons Tag, Woche, Monat (1, 7, 30 days); "Alle" is no value at all. */
export const QUICK_RANGE_DAYS = [1, 7, 30] as const;
export type QuickRangeDays = (typeof QUICK_RANGE_DAYS)[number];

/** Bucket sizes of the product volume report; weeks start on Monday (ISO 8601). */
export const STAT_BUCKETS = ['DAY', 'WEEK', 'MONTH'] as const;
export type StatBucket = (typeof STAT_BUCKETS)[number];

/** The most buckets one product volume answer carries (a year of days, ~7 years of weeks, ~33 of months). */
export const MAX_STAT_BUCKETS = 400;

/** A range of whole calendar days, both ends included. */
export type DayRange = { from: string; to: string };

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInRange(range: DayRange): number {
  return daysBetween(range.from, range.to) + 1;
}

/** The Berlin calendar day of an instant (an order's day). */
export const dayOf = (instant: Date): string => businessDate(instant, DEFAULT_TIME_ZONE);

/** A quick range: today and the days before it, `days` calendar days in all (Tag = today only). */
export function quickRange(days: QuickRangeDays, today: string): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The asked period: a date range, else a quick range, else null ("Alle"). */
export function resolvePeriod(
  q: { dateRange?: DayRange | null; days?: QuickRangeDays | null },
  today: string,
): DayRange | null {
  if (q.dateRange) return q.dateRange;
  if (q.days) return quickRange(q.days, today);
  return null;
}

/**
 * The instants of a report range (spec section 5): from 00:00 of the first day to 23:59:59.999 of the
 * last day, Europe/Berlin, also across a DST change.
 */
export function reportInstants(range: DayRange, timeZone: string = DEFAULT_TIME_ZONE): { start: Date; end: Date } {
  // Noon UTC of a calendar day lies inside that day in Berlin (and Zurich) in every season.
  return dateRangeFilter(new Date(`${range.from}T12:00:00Z`), new Date(`${range.to}T12:00:00Z`), timeZone);
}

/** The first day of the bucket that contains `day`: the day itself, its week's Monday, or the 1st of its month. */
export function bucketStart(day: string, bucket: StatBucket): string {
  if (bucket === 'DAY') return day;
  if (bucket === 'MONTH') return `${day.slice(0, 8)}01`;
  return addDays(day, 1 - isoWeekday(day));
}

/** The day after the bucket that starts on `start`. */
function nextBucketStart(start: string, bucket: StatBucket): string {
  if (bucket === 'DAY') return addDays(start, 1);
  if (bucket === 'WEEK') return addDays(start, 7);
  const [y, m] = start.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** How many buckets a range spans (without listing them). */
export function bucketCount(range: DayRange, bucket: StatBucket): number {
  if (bucket === 'DAY') return daysInRange(range);
  if (bucket === 'WEEK') return daysBetween(bucketStart(range.from, 'WEEK'), bucketStart(range.to, 'WEEK')) / 7 + 1;
  const month = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return month(range.to) - month(range.from) + 1;
}

/** Every bucket of a range, oldest first; `start` and `end` are clipped to the range (a partial first or last week or month). */
export function bucketsOf(range: DayRange, bucket: StatBucket): Array<{ key: string; start: string; end: string }> {
  const out: Array<{ key: string; start: string; end: string }> = [];
  for (let key = bucketStart(range.from, bucket); key <= range.to; key = nextBucketStart(key, bucket)) {
    const last = addDays(nextBucketStart(key, bucket), -1);
    out.push({ key, start: key < range.from ? range.from : key, end: last > range.to ? range.to : last });
  }
  return out;
}

/** Without an asked bucket: days up to a month (31 days), weeks up to a quarter (92 days), months beyond. */
export function defaultBucket(range: DayRange): StatBucket {
  const days = daysInRange(range);
  return days <= 31 ? 'DAY' : days <= 92 ? 'WEEK' : 'MONTH';
}

/**
 * A range as the whole months inside it and the days before and after them, so a long period reads
 * its months from the monthly aggregate and only the partial months at its ends from the daily one.
 * `months` are first days of months, `from` to `to` both included; every part may be null.
 */
export function splitByMonths(range: DayRange): {
  headDays: DayRange | null;
  months: DayRange | null;
  tailDays: DayRange | null;
} {
  const firstFull = range.from.endsWith('-01')
    ? range.from
    : nextBucketStart(bucketStart(range.from, 'MONTH'), 'MONTH');
  const afterLastFull = bucketStart(addDays(range.to, 1), 'MONTH');
  if (firstFull >= afterLastFull) return { headDays: range, months: null, tailDays: null };
  const lastFull = bucketStart(addDays(afterLastFull, -1), 'MONTH');
  return {
    headDays: firstFull > range.from ? { from: range.from, to: addDays(firstFull, -1) } : null,
    months: { from: firstFull, to: lastFull },
    tailDays: afterLastFull <= range.to ? { from: afterLastFull, to: range.to } : null,
  };
}
