import { formatDate } from '@fuel/domain/formats/date';

/**
 * A calendar day "YYYY-MM-DD" as an instant: noon UTC is the same day in every European zone, so
 * formatting it in business time never shifts it to the day before or after.
 */
export const calendarDayInstant = (day: string): string => `${day}T12:00:00Z`;

/** "2026-11-25" -> "25.11.2026". */
export const formatCalendarDay = (day: string): string => formatDate(calendarDayInstant(day));
