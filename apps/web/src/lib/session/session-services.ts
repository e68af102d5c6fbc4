import type { QueryClient } from '@tanstack/react-query';
import type { MarketWindowResponse } from '@fuel/domain/contracts/market-data';
import type { CurrentUser } from '@fuel/domain/contracts/identity';
import { startLiveEvents, stopLiveEvents } from '../live/live-events';
import { getMarketWindow } from '../market-window/api/get-market-window';
import { startMarketWindowTimer, stopMarketWindowTimer } from '../market-window/market-window';
import { getOrderHistory, orderHistoryQuery } from '../../features/order-history/api/get-order-history';
import { INITIAL_STATE, toOrderHistoryQuery } from '../../features/order-history/history-state';
import { sellerRelationshipsQuery } from '../../features/relationships/api/get-seller-relationships';
import { buyerRelationshipsQuery } from '../../features/buyer-management/api/get-buyer-relationships';
import { favouritesQuery } from '../api/get-favourites';

/** Whose services run; a new value invalidates a bootstrap still under way (logout, another login). */
let runningFor: number | null = null;
let generation = 0;

/** The loads of a fresh session besides the metadata (spec section 4); each may fail without harm. */
function prefetchSessionData(queryClient: QueryClient, user: CurrentUser): Promise<unknown>[] {
  const side = user.accountType === 'seller' ? 'seller' : 'buyer';
  const loads: Promise<unknown>[] = [];
  // Available orders: the first page the order history opens with.
  const firstPage = toOrderHistoryQuery(INITIAL_STATE, side);
  loads.push(queryClient.prefetchQuery({ ...orderHistoryQuery(firstPage), queryFn: () => getOrderHistory(firstPage) }));
  if (user.accountType === 'buyer') {
    loads.push(queryClient.prefetchQuery(favouritesQuery()));
    loads.push(queryClient.prefetchQuery(sellerRelationshipsQuery()));
  } else if (user.accountType === 'seller') {
    loads.push(queryClient.prefetchQuery(buyerRelationshipsQuery()));
  }
  return loads;
}

/**
 * Starts what runs for a logged-in tab (spec section 4 "Login and logout"): loads the market window,
 * favourite markets (buyers), the available orders and the relationships, then starts the
 * market-window timer; the live stream opens at once. Idempotent per user; never throws, so a failed
 * optional load never blocks the login.
 */
export function startSessionServices(queryClient: QueryClient, user: CurrentUser): void {
  if (runningFor === user.userId) return;
  if (runningFor !== null) stopSessionServices();
  runningFor = user.userId;
  const mine = ++generation;
  startLiveEvents();
  const marketWindow = getMarketWindow().catch((): MarketWindowResponse | undefined => undefined);
  void Promise.allSettled([marketWindow, ...prefetchSessionData(queryClient, user)]).then(async () => {
    if (mine !== generation) return;
    startMarketWindowTimer(queryClient, await marketWindow);
  });
}

/** Logout: the timer stops and the stream closes. */
export function stopSessionServices(): void {
  generation++;
  runningFor = null;
  stopMarketWindowTimer();
  stopLiveEvents();
}
