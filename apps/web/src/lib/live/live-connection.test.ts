import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketEvent, MarketWindow, Tick } from '@fuel/domain/contracts/market-data';
import { createLiveConnection, type EventSourceLike } from './live-connection';

const NOW = Date.parse('2026-03-02T10:00:00.000Z');
const at = (secondsAgo: number) => new Date(NOW - secondsAgo * 1000).toISOString();
const tick = (symbol: string, price: number, timestamp: string, sellerAccountId: number | null = null): Tick => ({
  symbol,
  price,
  timestamp,
  sellerAccountId,
});

class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
  send(event: MarketEvent) {
    this.emit(event.type, JSON.stringify(event));
  }
}

function setup(seed: Tick[] = []) {
  const sources: FakeSource[] = [];
  const fetchQuotes = vi.fn(async () => seed);
  const connection = createLiveConnection({
    openSource: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    fetchQuotes,
    now: () => Date.now(),
    stalenessCheckMs: 10_000,
    reopenMs: 10_000,
  });
  return { connection, sources, fetchQuotes };
}

describe('live connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("passes a seller's pricing change on to the event listeners", () => {
    const { connection, sources } = setup();
    const seen: MarketEvent[] = [];
    connection.subscribeEvents((event) => seen.push(event));
    connection.start();
    sources[0]!.send({ type: 'sellerMarketChanged', sellerAccountId: 3 });
    expect(seen).toEqual([{ type: 'sellerMarketChanged', sellerAccountId: 3 }]);
    connection.stop();
  });

  it('opens one stream, seeds the quotes on every (re)connect and applies pushed ticks', async () => {
    const { connection, sources, fetchQuotes } = setup([tick('ICE/GAS', 700, at(30))]);
    connection.start();
    connection.start();
    expect(sources).toHaveLength(1);
    sources[0]!.emit('open');
    await vi.runOnlyPendingTimersAsync();
    expect(connection.quotes.quotes(null)['ICE/GAS']!.price).toBe(700);
    expect(connection.feedStatus()).toEqual({ connected: true, running: false, liveGasPricesAvailable: true });
    sources[0]!.send({ type: 'feedStatus', running: true, liveGasPricesAvailable: true });
    expect(connection.feedStatus().running).toBe(true);

    sources[0]!.send({ type: 'ticks', ticks: [tick('ICE/GAS', 701, at(0))] });
    expect(connection.quotes.quotes(null)['ICE/GAS']!.price).toBe(701);

    sources[0]!.emit('error');
    expect(connection.feedStatus().connected).toBe(false);
    sources[0]!.emit('open');
    await Promise.resolve();
    expect(fetchQuotes).toHaveBeenCalledTimes(2);
    expect(connection.feedStatus().connected).toBe(true);
  });

  it('takes the feed status from the server and passes events to subscribers', () => {
    const { connection, sources } = setup();
    const events: MarketEvent[] = [];
    const windows: MarketWindow[] = [];
    connection.subscribeEvents((event) => events.push(event));
    connection.subscribeMarketWindow((window) => windows.push(window));
    connection.start();
    sources[0]!.send({ type: 'feedStatus', running: false, liveGasPricesAvailable: false });
    const window: MarketWindow = {
      prices: [],
      created: at(10),
      expires: at(-290),
      currentTime: at(0),
      marketChange: false,
    };
    sources[0]!.send({ type: 'marketWindow', window });
    expect(connection.feedStatus()).toMatchObject({ running: false, liveGasPricesAvailable: false });
    expect(events.map((event) => event.type)).toEqual(['feedStatus', 'marketWindow']);
    expect(windows).toEqual([window]);
  });

  it('ignores messages that do not match the contract', () => {
    const { connection, sources } = setup();
    const listener = vi.fn();
    connection.subscribeEvents(listener);
    connection.start();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    sources[0]!.emit('ticks', '{"type":"ticks","ticks":[{"symbol":1}]}');
    sources[0]!.emit('ticks', 'not json');
    expect(listener).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('turns live gas prices off when the gas quotes age past two minutes', async () => {
    const { connection, sources } = setup([tick('ICE/GAS', 700, at(100))]);
    connection.start();
    sources[0]!.emit('open');
    await Promise.resolve();
    await Promise.resolve();
    expect(connection.feedStatus().liveGasPricesAvailable).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(connection.feedStatus().liveGasPricesAvailable).toBe(false);
  });

  it('reopens a stream the browser gave up on, and closes and forgets everything on stop', async () => {
    const { connection, sources } = setup();
    connection.start();
    sources[0]!.send({ type: 'ticks', ticks: [tick('ICE/GAS', 701, at(0))] });
    sources[0]!.readyState = 2;
    sources[0]!.emit('error');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sources).toHaveLength(2);
    connection.stop();
    expect(sources[1]!.closed).toBe(true);
    expect(connection.quotes.quotes(null)).toEqual({});
    expect(connection.feedStatus().connected).toBe(false);
  });
});
