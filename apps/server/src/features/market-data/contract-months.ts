import { businessDate } from '@fuel/domain/offers/business-time';
import { MONTH_ABBREVIATIONS } from '@fuel/domain/formats/date';
import { FUTURE_MONTHS } from '@fuel/domain/market-data/symbols';

// ICE Low Sulphur Gasoil futures: a contract month's last trading day is two business days
// (Monday to Friday; exchange holidays are not modelled) before the 14th calendar day of that month.
// The front contract (M00) is the first month whose last trading day has not passed yet.

type YearMonth = { year: number; month: number };

const addMonths = ({ year, month }: YearMonth, n: number): YearMonth => {
  const index = year * 12 + (month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

const isoDay = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The last trading day of the contract for a delivery month, "YYYY-MM-DD". */
export function lastTradingDay({ year, month }: YearMonth): string {
  const d = new Date(Date.UTC(year, month - 1, 14));
  let businessDays = 0;
  while (businessDays < 2) {
    d.setUTCDate(d.getUTCDate() - 1);
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) businessDays++;
  }
  return isoDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** The delivery month of M00 on the trading day of `now` (Europe/Berlin calendar). */
export function frontContractMonth(now: Date): YearMonth {
  const today = businessDate(now);
  const current = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  return today <= lastTradingDay(current) ? current : addMonths(current, 1);
}

/** "Jan 2027": the German name of a contract month. */
export const contractMonthLabel = ({ year, month }: YearMonth) => `${MONTH_ABBREVIATIONS[month - 1]} ${year}`;

/** The labels of M00..M06 on the day of `now`. */
export function contractMonthLabels(now: Date): string[] {
  const front = frontContractMonth(now);
  return FUTURE_MONTHS.map((_, i) => contractMonthLabel(addMonths(front, i)));
}
