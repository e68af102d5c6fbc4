// German numeric day formats (decision 063): "dd.MM.yyyy" for a calendar day or an instant, and with
// the wall-clock time for an instant (CSV exports, where a spreadsheet reads them as dates).
import { DEFAULT_TIME_ZONE, formatDate, zonedParts, type DateInput } from '../formats/date';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "2026-11-25" -> "25.11.2026": a calendar day has no zone, so no instant and no Intl (CSV rows stream many). */
export function formatDay(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

/** "25.11.2026 14:03:09" in the zone (business time); "" for an invalid date. */
export function formatDayTime(d: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const day = formatDate(d, timeZone);
  if (!day) return '';
  const p = zonedParts(d, timeZone);
  return `${day} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}
