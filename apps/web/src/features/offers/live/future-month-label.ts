import { FUTURE_MONTHS } from '@fuel/domain/constants';

type FutureMonth = (typeof FUTURE_MONTHS)[number];

const MONTHS_DE = ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'];

/** Last trading day of an ICE gasoil contract: two business days before the 14th of its month (DOMAIN.md). */
function expiryDay(year: number, month: number): Date {
  const day = new Date(Date.UTC(year, month, 14));
  let businessDays = 0;
  while (businessDays < 2) {
    day.setUTCDate(day.getUTCDate() - 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) businessDays++;
  }
  return day;
}

/** The delivery month (year, 0-based month) of a future month: M00 is the front contract not yet expired. */
export function contractMonthOf(month: FutureMonth, now: Date): { year: number; month: number } {
  let year = now.getUTCFullYear();
  let m = now.getUTCMonth();
  const today = Date.UTC(year, m, now.getUTCDate());
  // After its last trading day the month's contract is gone and the next one is the front.
  if (today > expiryDay(year, m).getTime()) m++;
  m += FUTURE_MONTHS.indexOf(month);
  year += Math.floor(m / 12);
  return { year, month: m % 12 };
}

/** "M00 – Dez 26": the future month with the contract month it stands for today. */
export function futureMonthLabel(month: FutureMonth, now: Date): string {
  const c = contractMonthOf(month, now);
  return `${month} – ${MONTHS_DE[c.month]} ${String(c.year % 100).padStart(2, '0')}`;
}
