// Months "YYYY-MM" (decision 063): month arithmetic, the month pickers' choices and the German month
// names. Names come from a fixed table, like MONTH_ABBREVIATIONS, so every machine writes the same.
import { MONTH_ABBREVIATIONS } from '../formats/date';

export const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

const parts = (month: string) => month.split('-').map(Number) as [number, number];

/** The month `n` months after `month` (before, when negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = parts(month);
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `count` months from `first`, one apart; `step` -1 walks back in time (newest first). */
export function monthSequence(first: string, count: number, step: 1 | -1 = 1): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(first, i * step));
}

/** "November 2026". */
export function formatMonth(month: string): string {
  const [y, m] = parts(month);
  return `${MONTH_NAMES[m - 1]} ${String(y).padStart(4, '0')}`;
}

/** "Nov. 2026" (the MMM. of the spec's date patterns with the year). */
export function formatMonthShort(month: string): string {
  const [y, m] = parts(month);
  return `${MONTH_ABBREVIATIONS[m - 1]}. ${String(y).padStart(4, '0')}`;
}
