import { useEffect, useState } from 'react';
import type { Quote } from '@fuel/domain/market-data/symbols';
import { appendLivePoint, type HistoryPoint } from './live-market-info';

/**
 * The recent prices of one symbol: the server's history, extended by every live quote since (no
 * reload). Starts over from a new server history (other symbol or period).
 */
export function useLiveHistory(
  history: readonly HistoryPoint[] | undefined,
  quote: Quote | undefined,
  periodMs: number,
): readonly HistoryPoint[] {
  const [state, setState] = useState<{ base: readonly HistoryPoint[] | undefined; points: readonly HistoryPoint[] }>({
    base: history,
    points: history ?? [],
  });
  // A new server answer replaces what was accumulated (adjusting state during render, not in an effect).
  let current = state;
  if (state.base !== history) {
    current = { base: history, points: history ?? [] };
    setState(current);
  }
  useEffect(() => {
    if (!history) return;
    setState((previous) => {
      const points = appendLivePoint(previous.points, quote, periodMs);
      return points === previous.points ? previous : { ...previous, points };
    });
  }, [history, quote, periodMs]);
  return current.points;
}
