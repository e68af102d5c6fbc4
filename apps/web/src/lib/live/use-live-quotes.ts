import { useCallback, useSyncExternalStore } from 'react';
import type { QuoteMap } from '@fuel/domain/market-data/symbols';
import { liveConnection } from './live-events';

/**
 * The latest quotes: the platform feed overlaid with that API seller's own quotes (null: platform only).
 * The map keeps its identity until a tick changes it, so it can be a memo dependency.
 */
export function useLiveQuotes(sellerAccountId: number | null): QuoteMap {
  const store = liveConnection.quotes;
  const snapshot = useCallback(() => store.quotes(sellerAccountId), [store, sellerAccountId]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
