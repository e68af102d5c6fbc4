import { useEffect, useRef } from 'react';
import type { MarketEvent } from '@fuel/domain/contracts/market-data';
import { subscribeMarketEvents } from './live-events';

/** Calls `listener` for every market event while the component is mounted (the latest listener is used). */
export function useMarketEvents(listener: (event: MarketEvent) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribeMarketEvents((event) => latest.current(event)), []);
}
