import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARKET_WINDOW_RETRY_MS } from '@fuel/domain/constants';
import type { MarketWindow, MarketWindowResponse } from '@fuel/domain/contracts/market-data';
import { createMarketWindowTimer } from './market-window-timer';

const START = Date.parse('2026-03-02T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** A window of `seconds` created at `createdMs`, answered by a server whose clock is `skewMs` ahead. */
function windowOf(createdMs: number, seconds: number, skewMs = 0): MarketWindow {
  return {
    prices: [],
    created: iso(createdMs),
    expires: iso(createdMs + seconds * 1000),
    currentTime: iso(Date.now() + skewMs),
    marketChange: false,
  };
}

function setup(answers: Array<() => MarketWindowResponse | Promise<MarketWindowResponse>>) {
  const fetchWindow = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no answer');
    return next();
  });
  const onNewWindow = vi.fn();
  const timer = createMarketWindowTimer({ fetchWindow, onNewWindow });
  return { timer, fetchWindow, onNewWindow };
}

describe('market-window timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down every second from the window loaded with the session', async () => {
    const { timer, fetchWindow } = setup([]);
    timer.start(windowOf(START, 300));
    expect(timer.state().remainingMs).toBe(300_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(timer.state().remainingMs).toBe(299_000);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(timer.state().remainingMs).toBe(240_000);
    expect(fetchWindow).not.toHaveBeenCalled();
  });

  it('fetches a window itself when started without one', async () => {
    const { timer, fetchWindow, onNewWindow } = setup([() => windowOf(START, 300)]);
    timer.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchWindow).toHaveBeenCalledTimes(1);
    expect(timer.state().remainingMs).toBe(300_000);
    expect(onNewWindow).toHaveBeenCalledTimes(1);
  });

  it('corrects by the server clock difference, which only grows', async () => {
    const { timer } = setup([]);
    // Server 5 s ahead: 5 s less remain.
    timer.start(windowOf(START, 300, 5000));
    expect(timer.state().remainingMs).toBe(295_000);
    // A later answer that says the server is only 1 s ahead does not shrink the difference.
    timer.receive({ ...windowOf(START + 1000, 300, 1000) });
    expect(timer.state().remainingMs).toBe(296_000);
  });

  it('at zero fetches the window, announces the new one and restarts', async () => {
    const next = () => windowOf(START + 300_000, 300);
    const { timer, fetchWindow, onNewWindow } = setup([next]);
    timer.start(windowOf(START, 300));
    await vi.advanceTimersByTimeAsync(299_000);
    expect(fetchWindow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchWindow).toHaveBeenCalledTimes(1);
    expect(onNewWindow).toHaveBeenCalledTimes(1);
    expect(timer.state().remainingMs).toBe(300_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(timer.state().remainingMs).toBe(299_000);
  });

  it('retries a failed refresh after 5000 ms, not on every tick', async () => {
    let calls = 0;
    const { timer, fetchWindow, onNewWindow } = setup([
      () => Promise.reject(new Error('down')),
      () => {
        calls++;
        return windowOf(START + 310_000, 300);
      },
    ]);
    timer.start(windowOf(START, 300));
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetchWindow).toHaveBeenCalledTimes(1);
    expect(timer.state().remainingMs).toBe(0);
    await vi.advanceTimersByTimeAsync(MARKET_WINDOW_RETRY_MS - 1);
    expect(fetchWindow).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchWindow).toHaveBeenCalledTimes(2);
    expect(calls).toBe(1);
    expect(onNewWindow).toHaveBeenCalledTimes(1);
    expect(timer.state().remainingMs).toBe(305_000);
  });

  it('never runs two refreshes at once (pending-market-refresh flag)', async () => {
    let resolve: (w: MarketWindowResponse) => void = () => {};
    const { timer, fetchWindow } = setup([() => new Promise((r) => (resolve = r))]);
    timer.start(windowOf(START, 300));
    await vi.advanceTimersByTimeAsync(300_000);
    expect(timer.pendingRefresh).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchWindow).toHaveBeenCalledTimes(1);
    resolve(windowOf(START + 300_000, 300));
    await vi.advanceTimersByTimeAsync(0);
    expect(timer.pendingRefresh).toBe(false);
    expect(timer.state().remainingMs).toBe(290_000);
  });

  it('shows nothing for an empty answer and asks again later', async () => {
    const { timer, fetchWindow } = setup([() => ({}), () => windowOf(START + 5000, 300)]);
    timer.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(timer.state()).toEqual({ window: null, remainingMs: null });
    await vi.advanceTimersByTimeAsync(MARKET_WINDOW_RETRY_MS);
    expect(fetchWindow).toHaveBeenCalledTimes(2);
    expect(timer.state().remainingMs).toBe(300_000);
  });

  it('waits 5000 ms when the server has not rolled the window yet', async () => {
    const old = windowOf(START, 300);
    const { timer, fetchWindow, onNewWindow } = setup([
      () => ({ ...old, currentTime: iso(Date.now()) }),
      () => windowOf(START + 305_000, 300),
    ]);
    timer.start(old);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetchWindow).toHaveBeenCalledTimes(1);
    expect(onNewWindow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchWindow).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchWindow).toHaveBeenCalledTimes(2);
    expect(onNewWindow).toHaveBeenCalledTimes(1);
  });

  it('restarts with a window pushed by the server, announcing it once', async () => {
    const { timer, fetchWindow, onNewWindow } = setup([]);
    timer.start(windowOf(START, 300));
    await vi.advanceTimersByTimeAsync(120_000);
    const pushed = windowOf(START + 120_000, 300);
    timer.receive(pushed);
    timer.receive({ ...pushed });
    expect(onNewWindow).toHaveBeenCalledTimes(1);
    expect(timer.state().remainingMs).toBe(300_000);
    expect(fetchWindow).not.toHaveBeenCalled();
  });

  it('stops: no more ticks, fetches or announcements', async () => {
    let resolve: (w: MarketWindowResponse) => void = () => {};
    const { timer, fetchWindow, onNewWindow } = setup([() => new Promise((r) => (resolve = r))]);
    timer.start(windowOf(START, 300));
    await vi.advanceTimersByTimeAsync(300_000);
    timer.stop();
    resolve(windowOf(START + 300_000, 300));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchWindow).toHaveBeenCalledTimes(1);
    expect(onNewWindow).not.toHaveBeenCalled();
    expect(timer.state()).toEqual({ window: null, remainingMs: null });
    expect(timer.running).toBe(false);
  });
});
