import type { Tick } from '@fuel/domain/contracts/market-data';
import type { QuoteMap } from '@fuel/domain/market-data/symbols';

/**
 * The latest quote per symbol, for the platform feed (sellerAccountId null) and per API seller.
 * Pure and framework-free so it is tested without a browser; maps are replaced, never mutated, so a
 * snapshot stays referentially stable until a tick changes it (what useSyncExternalStore needs).
 */
export type QuoteStore = {
  /**
   * Merges the server's snapshot (GET /api/quotes, on connect and reconnect): a pushed tick that is
   * newer than the snapshot's quote (it raced the request) is kept.
   */
  seed(ticks: readonly Tick[]): void;
  /** Applies pushed ticks; older ticks than the stored quote of a symbol are ignored. */
  apply(ticks: readonly Tick[]): void;
  /** Platform quotes overlaid with that seller's own quotes (null: the platform's only). */
  quotes(sellerAccountId: number | null): QuoteMap;
  subscribe(listener: () => void): () => void;
  clear(): void;
};

const EMPTY: QuoteMap = Object.freeze({}) as QuoteMap;
const PLATFORM = 'platform';
type SourceKey = number | typeof PLATFORM;

const sourceOf = (tick: Tick): SourceKey => tick.sellerAccountId ?? PLATFORM;

/** True when `tick` is not older than the quote already held (equal times: the later arrival wins). */
function isNewer(current: QuoteMap[string] | undefined, tick: Tick): boolean {
  if (!current) return true;
  const a = Date.parse(tick.timestamp);
  const b = Date.parse(current.timestamp);
  return !(Number.isFinite(a) && Number.isFinite(b)) || a >= b;
}

/** Applies ticks to per-source maps; returns the sources whose map changed (copy-on-write). */
export function applyTicks(sources: ReadonlyMap<SourceKey, QuoteMap>, ticks: readonly Tick[]): { sources: Map<SourceKey, QuoteMap>; changed: Set<SourceKey> } {
  const next = new Map(sources);
  const changed = new Set<SourceKey>();
  for (const tick of ticks) {
    const key = sourceOf(tick);
    const map = next.get(key) ?? EMPTY;
    const current = map[tick.symbol];
    if (current && current.price === tick.price && current.timestamp === tick.timestamp) continue;
    if (!isNewer(current, tick)) continue;
    // Copy once per source per batch.
    const writable = changed.has(key) ? (map as Record<string, QuoteMap[string]>) : { ...map };
    writable[tick.symbol] = { price: tick.price, timestamp: tick.timestamp };
    next.set(key, writable);
    changed.add(key);
  }
  return { sources: next, changed };
}

export function createQuoteStore(): QuoteStore {
  let sources = new Map<SourceKey, QuoteMap>();
  // Merged views per seller, dropped when their inputs change.
  let merged = new Map<number, QuoteMap>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const apply = (ticks: readonly Tick[]) => {
    const result = applyTicks(sources, ticks);
    if (result.changed.size === 0) return;
    sources = result.sources;
    if (result.changed.has(PLATFORM)) merged = new Map();
    else for (const key of result.changed) if (key !== PLATFORM) merged.delete(key);
    notify();
  };

  return {
    seed: apply,
    apply,
    quotes(sellerAccountId) {
      const platform = sources.get(PLATFORM) ?? EMPTY;
      if (sellerAccountId === null) return platform;
      const own = sources.get(sellerAccountId);
      if (!own) return platform;
      let view = merged.get(sellerAccountId);
      if (!view) {
        view = { ...platform, ...own };
        merged.set(sellerAccountId, view);
      }
      return view;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      sources = new Map();
      merged = new Map();
      notify();
    },
  };
}
