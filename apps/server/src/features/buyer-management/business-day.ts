import { zonedParts } from '@fuel/domain/formats/date';

const pad = (n: number) => String(n).padStart(2, '0');

/** The business calendar day (Europe/Berlin) of an instant as YYYY-MM-DD, the form due dates compare in. */
export function businessToday(now: Date): string {
  const p = zonedParts(now);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}
