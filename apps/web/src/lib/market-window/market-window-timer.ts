import { MARKET_WINDOW_RETRY_MS, TIMER_TICK_MS } from '@fuel/domain/constants';
import { hasMarketWindow, type MarketWindow, type MarketWindowResponse } from '@fuel/domain/contracts/market-data';
import { countdownMs, nextClockDifference, windowKey } from './countdown';

export type MarketWindowTimerDeps = {
  fetchWindow: () => Promise<MarketWindowResponse>;
  /** A new window started (after the countdown reached zero, or pushed by the server). */
  onNewWindow: (window: MarketWindow) => void;
  now?: () => number;
  tickMs?: number;
  retryMs?: number;
};

export type MarketWindowState = {
  window: MarketWindow | null;
  /** Milliseconds left, null without a window. */
  remainingMs: number | null;
};

export type MarketWindowTimer = {
  /** Starts counting; with `initial` (the answer loaded with the session) no first fetch is needed. */
  start(initial?: MarketWindowResponse): void;
  stop(): void;
  /** A window pushed by the server ('marketWindow' event): restarts the countdown with it. */
  receive(window: MarketWindow): void;
  readonly running: boolean;
  /** Whether a refresh is under way (the spec's pending-market-refresh flag). */
  readonly pendingRefresh: boolean;
  state(): MarketWindowState;
  subscribe(listener: () => void): () => void;
};

const IDLE: MarketWindowState = Object.freeze({ window: null, remainingMs: null });

/**
 * The market-window timer of spec section 4: counts down every second; at zero it fetches the
 * current window, announces a new one (page reload, metadata) and restarts; failures, an empty
 * answer and a window that has not rolled yet are retried after MARKET_WINDOW_RETRY_MS.
 */
export function createMarketWindowTimer(deps: MarketWindowTimerDeps): MarketWindowTimer {
  const now = deps.now ?? (() => Date.now());
  const tickMs = deps.tickMs ?? TIMER_TICK_MS;
  const retryMs = deps.retryMs ?? MARKET_WINDOW_RETRY_MS;
  const listeners = new Set<() => void>();
  let state = IDLE;
  let difference: number | null = null;
  let running = false;
  let pendingRefresh = false;
  let tickTimer: ReturnType<typeof setInterval> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  // Answers of a fetch started before stop() (or before a restart) are dropped.
  let generation = 0;

  const setState = (next: MarketWindowState) => {
    if (next.window === state.window && next.remainingMs === state.remainingMs) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  const remaining = (window: MarketWindow | null) =>
    window ? countdownMs(window.expires, now(), difference ?? 0) : null;

  const cancelRetry = () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };
  const scheduleRetry = () => {
    cancelRetry();
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void refresh();
    }, retryMs);
  };

  /** Takes a window over; `announce` tells listeners when it is a different window than the current one. */
  const adopt = (window: MarketWindow, announce: boolean) => {
    difference = nextClockDifference(difference, window.currentTime, now());
    // A late answer about an older window (raced a pushed one) changes nothing else.
    if (state.window && Date.parse(window.expires) < Date.parse(state.window.expires)) return;
    const isNew = !state.window || windowKey(state.window) !== windowKey(window);
    setState({ window, remainingMs: remaining(window) });
    if (announce && isNew) deps.onNewWindow(window);
  };

  const accept = (answer: MarketWindowResponse, announce: boolean) => {
    if (!hasMarketWindow(answer)) {
      // "Empty means none": show nothing, ask again later.
      setState(IDLE);
      scheduleRetry();
      return;
    }
    adopt(answer, announce);
    // The server has not rolled the window yet: do not ask again every second.
    if (state.remainingMs === 0) scheduleRetry();
  };

  async function refresh(): Promise<void> {
    if (!running || pendingRefresh) return;
    pendingRefresh = true;
    const mine = generation;
    try {
      const answer = await deps.fetchWindow();
      if (mine !== generation) return;
      accept(answer, true);
    } catch {
      if (mine !== generation) return;
      scheduleRetry();
    } finally {
      if (mine === generation) pendingRefresh = false;
    }
  }

  const tick = () => {
    setState({ window: state.window, remainingMs: remaining(state.window) });
    if (state.window && state.remainingMs === 0 && !retryTimer) void refresh();
  };

  return {
    start(initial) {
      if (running) return;
      running = true;
      tickTimer = setInterval(tick, tickMs);
      if (initial) accept(initial, false);
      else void refresh();
    },
    stop() {
      if (!running) return;
      running = false;
      generation++;
      pendingRefresh = false;
      if (tickTimer) clearInterval(tickTimer);
      tickTimer = null;
      cancelRetry();
      setState(IDLE);
    },
    receive(window) {
      if (!running) return;
      cancelRetry();
      adopt(window, true);
      if (state.remainingMs === 0) scheduleRetry();
    },
    get running() {
      return running;
    },
    get pendingRefresh() {
      return pendingRefresh;
    },
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
