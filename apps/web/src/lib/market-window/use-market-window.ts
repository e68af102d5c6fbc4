import { useSyncExternalStore } from 'react';
import { marketWindowTimer } from './market-window';
import type { MarketWindowState } from './market-window-timer';

/** The current market window and the milliseconds left (null without a window); re-renders every second. */
export function useMarketWindow(): MarketWindowState {
  return useSyncExternalStore(marketWindowTimer.subscribe, marketWindowTimer.state, marketWindowTimer.state);
}
