import type { Tick } from '@fuel/domain/contracts/market-data';
import type { QuoteMap } from '@fuel/domain/market-data/symbols';
import { QuoteBook } from '@fuel/domain/market-data/quote-book';

/**
 * The latest quote per symbol, for the platform feed (sellerAccountId null) and per API seller.
 * Framework-free so it is tested without a browser; a snapshot stays referentially stable until a
 * tick changes it (what useSyncExternalStore needs).
 */
export type QuoteStore = {
  /**
   * Merges the server's snapshot (GET /api/quotes, on connect and reconnect): a pushed tick that is
   * newer than the snapshot's quote (it raced the request) is kept.
   */
  seed(ticks: readonly Tick[]): void;
  /** Applies pushed ticks by the domain's tie rule (supersedes); older ticks are ignored. */
  apply(ticks: readonly Tick[]): void;
  /** Platform quotes overlaid with that seller's own quotes (null: the platform's only). */
  quotes(sellerAccountId: number | null): QuoteMap;
  /** Spec section 4: a platform /GAS quote at most maxAgeMs old (the server decides it alike). */
  liveGasPricesAvailable(now: Date, maxAgeMs: number): boolean;
  subscribe(listener: () => void): () => void;
  clear(): void;
};

export function createQuoteStore(): QuoteStore {
  // The domain's QuoteBook holds the quotes and the tie rule (the server's cache is the same book);
  // this store only adds the subscription React needs.
  const book = new QuoteBook();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const apply = (ticks: readonly Tick[]) => {
    if (book.apply(ticks).length > 0) notify();
  };

  return {
    seed: apply,
    apply,
    quotes: (sellerAccountId) => book.quotes(sellerAccountId),
    liveGasPricesAvailable: (now, maxAgeMs) => book.liveGasPricesAvailable(now, maxAgeMs),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      book.clear();
      notify();
    },
  };
}
