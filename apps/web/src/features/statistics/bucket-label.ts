import type { StatBucket } from '@fuel/domain/statistics/periods';
import { formatDayMonth } from '@fuel/domain/formats/date';
import { addDays, calendarDayInstant } from '@fuel/domain/calendar/days';
import { formatDay } from '@fuel/domain/calendar/format';
import { formatMonthShort } from '@fuel/domain/calendar/months';

type Bucket = { start: string; end: string };

const monthName = (day: string) => formatMonthShort(day.slice(0, 7));

/** The chart axis: "25. Nov." for a day, the week's Monday "16. Nov." for a week, "Nov. 2026" for a month. */
export function bucketAxisLabel(bucket: StatBucket, b: Bucket): string {
  return bucket === 'MONTH' ? monthName(b.start) : formatDayMonth(calendarDayInstant(b.start));
}

/**
 * The table and the tooltip: the day, a whole month by its name, otherwise the bucket's first and last
 * day (a week, or a month cut by the period).
 */
export function bucketLabel(bucket: StatBucket, b: Bucket): string {
  if (b.start === b.end) return formatDay(b.start);
  if (bucket === 'MONTH' && b.start.endsWith('-01') && addDays(b.end, 1).endsWith('-01')) return monthName(b.start);
  return `${formatDay(b.start)} – ${formatDay(b.end)}`;
}
