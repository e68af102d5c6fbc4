// Statistics periods (spec sections 2 and 5): quick ranges, report ranges in Europe/Berlin days and
// the day/week/month buckets of the product volume report. Days are "YYYY-MM-DD" calendar days of
// Europe/Berlin; the orders of a day are those placed from its first instant to 23:59:59.999.

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
