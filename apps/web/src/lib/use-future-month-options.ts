import { useMemo } from 'react';
import { FUTURE_MONTHS } from '@fuel/domain/constants';
import type { FutureMonth } from '@fuel/domain/market-data/symbols';
import { futureMonthLabel } from '@fuel/domain/market-data/contract-months';
import { businessDate } from '@fuel/domain/offers/business-time';

/**
 * The exchange month choices M00..M06, each labelled with the contract month it stands for today
 * ("M01 – Jan 27"); used by every form that picks a future month (offers, trigger contracts).
 */
export function useFutureMonthOptions(): Array<{ value: FutureMonth; label: string }> {
  // Memoised per trading day: the labels only change when the front contract can.
  const day = businessDate(new Date());
  return useMemo(
    () => FUTURE_MONTHS.map((m) => ({ value: m, label: futureMonthLabel(m, new Date(`${day}T12:00:00Z`)) })),
    [day],
  );
}
