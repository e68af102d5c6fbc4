import type { QueryClient } from '@tanstack/react-query';
import type { MarketWindowResponse } from '@fuel/domain/contracts/market-data';
import { subscribeMarketWindow } from '../live/live-events';
import { sessionKeys } from '../api/session-keys';
import { getMarketWindow } from './api/get-market-window';
import { createMarketWindowTimer } from './market-window-timer';
import { emitMarketReload } from './page-reload';

let queryClient: QueryClient | null = null;
let unsubscribePush: (() => void) | null = null;

/** The tab's one market-window timer (runs while logged in). */
export const marketWindowTimer = createMarketWindowTimer({
  fetchWindow: getMarketWindow,
  onNewWindow: () => {
    emitMarketReload();
    void queryClient?.invalidateQueries({ queryKey: sessionKeys.metadata, refetchType: 'all' });
  },
});

/** Starts the timer (login, page load with a session); `initial` is the window loaded with the session. */
export function startMarketWindowTimer(client: QueryClient, initial?: MarketWindowResponse): void {
  queryClient = client;
  unsubscribePush ??= subscribeMarketWindow((window) => marketWindowTimer.receive(window));
  marketWindowTimer.start(initial);
}

/** Stops the timer (logout). */
export function stopMarketWindowTimer(): void {
  unsubscribePush?.();
  unsubscribePush = null;
  marketWindowTimer.stop();
  queryClient = null;
}
