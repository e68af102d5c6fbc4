import type { QueryClient } from '@tanstack/react-query';
import type { MarketWindowResponse } from '@fuel/domain/contracts/market-data';
import type { CurrentUser } from '@fuel/domain/contracts/identity';
import { startLiveEvents, stopLiveEvents } from '../live/live-events';
import { getMarketWindow } from '../market-window/api/get-market-window';
import { startMarketWindowTimer, stopMarketWindowTimer } from '../market-window/market-window';

/** Whose services run; a new value invalidates a bootstrap still under way (logout, another login). */
let runningFor: number | null = null;
let generation = 0;

/** The loads of a fresh session besides the metadata and the market window; each may fail without harm. */
export type SessionLoads = (queryClient: QueryClient, user: CurrentUser) => Promise<unknown>[];

let sessionLoads: SessionLoads = () => [];

/**
 * The app names these loads at start (app/session-loads.ts): some are features' first pages, and
 * shared code does not import features.
 */
export function setSessionLoads(loads: SessionLoads): void {
  sessionLoads = loads;
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
  void Promise.allSettled([marketWindow, ...sessionLoads(queryClient, user)]).then(async () => {
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
