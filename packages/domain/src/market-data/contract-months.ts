import { MONTH_ABBREVIATIONS } from '../formats/date';
import { businessDate } from '../offers/business-time';
import { addMonths as addCalendarMonths } from '../calendar/months';
import { FUTURE_MONTHS, type FutureMonth } from './symbols';

// ICE Low Sulphur Gasoil futures: a contract month's last trading day is two business days
// (Monday to Friday; exchange holidays are not modelled) before the 14th calendar day of that month.
// The front contract (M00) is the first month whose last trading day has not passed yet, on the
// trading day (Europe/Berlin calendar) of the instant asked about. Used by the server's market-data
// curve and by the web's offer form and offer table.

/** A contract's delivery month; `month` is 1..12. */
export type ContractMonth = { year: number; month: number };

const addMonths = ({ year, month }: ContractMonth, n: number): ContractMonth => {
  const next = addCalendarMonths(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`, n);
  return { year: Number(next.slice(0, 4)), month: Number(next.slice(5, 7)) };
};

const isoDay = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The last trading day of the contract for a delivery month, "YYYY-MM-DD". */
export function lastTradingDay({ year, month }: ContractMonth): string {
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
export function frontContractMonth(now: Date): ContractMonth {
  const today = businessDate(now);
  const current = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  return today <= lastTradingDay(current) ? current : addMonths(current, 1);
}

/** The delivery month a future month (M00..M06) stands for on the trading day of `now`. */
export const contractMonthOf = (futureMonth: FutureMonth, now: Date): ContractMonth =>
  addMonths(frontContractMonth(now), FUTURE_MONTHS.indexOf(futureMonth));

/** "Jan 2027": the German name of a contract month. */
export const contractMonthLabel = ({ year, month }: ContractMonth) => `${MONTH_ABBREVIATIONS[month - 1]} ${year}`;

/** The labels of M00..M06 on the day of `now`. */
export function contractMonthLabels(now: Date): string[] {
  const front = frontContractMonth(now);
  return FUTURE_MONTHS.map((_, i) => contractMonthLabel(addMonths(front, i)));
}

/** "M00 – Dez 26": a future month with the contract month it stands for on the day of `now` (offer form and table). */
export function futureMonthLabel(futureMonth: FutureMonth, now: Date): string {
  const { year, month } = contractMonthOf(futureMonth, now);
  return `${futureMonth} – ${MONTH_ABBREVIATIONS[month - 1]} ${String(year % 100).padStart(2, '0')}`;
}
