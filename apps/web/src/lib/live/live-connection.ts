import type { MarketEvent, MarketWindow, Tick } from '@fuel/domain/contracts/market-data';
import { INITIAL_FEED_STATUS, mergeFeedStatus, type FeedStatus } from './feed-status';
import { livePriceMaxAgeMs } from './freshness';
import { MARKET_EVENT_TYPES, parseMarketEvent } from './parse-event';
import { createQuoteStore, type QuoteStore } from './quote-store';

/** The part of EventSource the connection uses (a fake in tests). */
export type EventSourceLike = {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
};

export type LiveConnectionDeps = {
  openSource: () => EventSourceLike;
  /** GET /api/quotes: the latest quote per symbol and source. */
  fetchQuotes: () => Promise<readonly Tick[]>;
  now?: () => number;
  /** How often a quiet feed is re-checked for staleness of the gas prices. */
  stalenessCheckMs?: number;
  /** Wait before opening a new stream when the browser gave up on the old one (readyState CLOSED). */
  reopenMs?: number;
};

export type MarketEventListener = (event: MarketEvent) => void;

export type LiveConnection = {
  start(): void;
  stop(): void;
  readonly quotes: QuoteStore;
  feedStatus(): FeedStatus;
  subscribeFeedStatus(listener: () => void): () => void;
  subscribeEvents(listener: MarketEventListener): () => void;
  /** Only the market window events (the timer restarts its countdown with them). */
  subscribeMarketWindow(listener: (window: MarketWindow) => void): () => void;
};

const CLOSED = 2;

/**
 * One server-sent event stream (GET /api/events) per logged-in tab. EventSource reconnects by itself;
 * every (re)connect re-seeds the quotes from GET /api/quotes, so ticks missed while away are not lost.
 */
export function createLiveConnection(deps: LiveConnectionDeps): LiveConnection {
  const now = deps.now ?? (() => Date.now());
  const quotes = createQuoteStore();
  const eventListeners = new Set<MarketEventListener>();
  const statusListeners = new Set<() => void>();
  let status = INITIAL_FEED_STATUS;
  let source: EventSourceLike | null = null;
  let started = false;
  let stalenessTimer: ReturnType<typeof setInterval> | null = null;
  let reopenTimer: ReturnType<typeof setTimeout> | null = null;
  // A seed answer that arrives after stop() or after a newer seed started is dropped.
  let seedGeneration = 0;

  const setStatus = (patch: Partial<FeedStatus>) => {
    const next = mergeFeedStatus(status, patch);
    if (next === status) return;
    status = next;
    statusListeners.forEach((listener) => listener());
  };
  const gasLive = () => quotes.liveGasPricesAvailable(new Date(now()), livePriceMaxAgeMs());

  const seed = async () => {
    const generation = ++seedGeneration;
    try {
      const ticks = await deps.fetchQuotes();
      if (!started || generation !== seedGeneration) return;
      quotes.seed(ticks);
      // Whether the feed runs comes only from the server (a 'feedStatus' event opens every stream).
      setStatus({ liveGasPricesAvailable: gasLive() });
    } catch {
      // The stream still delivers new ticks; the next reconnect seeds again.
    }
  };

  const dispatch = (event: MarketEvent) => {
    if (event.type === 'ticks') {
      quotes.apply(event.ticks);
      if (event.ticks.some((tick) => tick.sellerAccountId === null && tick.symbol.includes('/GAS')))
        setStatus({ liveGasPricesAvailable: gasLive() });
    } else if (event.type === 'feedStatus') {
      setStatus({ running: event.running, liveGasPricesAvailable: event.liveGasPricesAvailable });
    }
    eventListeners.forEach((listener) => listener(event));
  };

  const open = () => {
    const stream = deps.openSource();
    source = stream;
    stream.addEventListener('open', () => {
      setStatus({ connected: true });
      void seed();
    });
    stream.addEventListener('error', () => {
      setStatus({ connected: false });
      if (stream.readyState === CLOSED && started && source === stream && !reopenTimer) {
        // The browser does not retry after a refused stream (e.g. a restart answered 502): we do.
        reopenTimer = setTimeout(() => {
          reopenTimer = null;
          if (started && source === stream) open();
        }, deps.reopenMs ?? 10_000);
      }
    });
    for (const type of MARKET_EVENT_TYPES) {
      stream.addEventListener(type, (message) => {
        const event = parseMarketEvent(message.data);
        if (event) dispatch(event);
      });
    }
  };

  return {
    quotes,
    start() {
      if (started) return;
      started = true;
      open();
      stalenessTimer = setInterval(() => {
        if (status.liveGasPricesAvailable && !gasLive()) setStatus({ liveGasPricesAvailable: false });
      }, deps.stalenessCheckMs ?? 10_000);
    },
    stop() {
      if (!started) return;
      started = false;
      seedGeneration++;
      source?.close();
      source = null;
      if (stalenessTimer) clearInterval(stalenessTimer);
      if (reopenTimer) clearTimeout(reopenTimer);
      stalenessTimer = null;
      reopenTimer = null;
      quotes.clear();
      setStatus(INITIAL_FEED_STATUS);
    },
    feedStatus: () => status,
    subscribeFeedStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    subscribeEvents(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    subscribeMarketWindow(listener) {
      const wrapped: MarketEventListener = (event) => {
        if (event.type === 'marketWindow') listener(event.window);
      };
      eventListeners.add(wrapped);
      return () => eventListeners.delete(wrapped);
    },
  };
}
