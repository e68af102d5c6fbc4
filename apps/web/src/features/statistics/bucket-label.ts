import type { StatBucket } from '@fuel/domain/statistics/periods';
import { formatDayMonth, MONTH_ABBREVIATIONS } from '@fuel/domain/formats/date';
import { calendarDayInstant, formatCalendarDay } from '../../lib/calendar-day';

type Bucket = { start: string; end: string };

/** The chart axis: "25. Nov." for a day, the week's Monday "16. Nov." for a week, "Nov. 2026" for a month. */
export function bucketAxisLabel(bucket: StatBucket, b: Bucket): string {
  if (bucket === 'MONTH') return `${MONTH_ABBREVIATIONS[Number(b.start.slice(5, 7)) - 1]}. ${b.start.slice(0, 4)}`;
  return formatDayMonth(calendarDayInstant(b.start));
}

/** The table and the tooltip: the day, or the bucket's first and last day (clipped to the period). */
export function bucketLabel(b: Bucket): string {
  return b.start === b.end ? formatCalendarDay(b.start) : `${formatCalendarDay(b.start)} – ${formatCalendarDay(b.end)}`;
}
